import { describe, expect, it } from 'vitest';
import { RHETORIC_QUIZ_PLACE_KEY } from '../../src/features/rhetoric-quiz/storage';
import { url, waitForApp } from './harness';
import { answerFor, answerSegment, checkAxe, hasFocus, openGamePage, options, positionText, PROMPT, quizRounds, realProblems, segmentCount } from './rhetoricJourney';

const offerRegion = 'You have a game in progress';

describe('the Sophist Game: resume after a reload (issue 35)', () => {
  it('offers Resume on return and picks up at the same segment, options in the same order, score kept', async () => {
    const { page, problems } = await openGamePage('/rhetoricgame');
    await page.getByRole('button', { name: 'Start Game' }).click();
    await answerSegment(page, 0, 0, true);
    await answerSegment(page, 0, 1, false);
    await page.getByText(positionText(0, 2)).waitFor();
    const shown = await options(page).getByRole('button').allTextContents();

    await page.goto(url('/rhetoricgame'));
    await waitForApp(page);
    const offer = page.getByRole('region', { name: offerRegion });
    await offer.waitFor();
    await expect(offer.textContent()).resolves.toContain(
      `Round 1 of ${quizRounds}, segment 3 of ${segmentCount(0)}. 1 of 2 right so far.`,
    );
    await checkAxe(page);
    await offer.getByRole('button', { name: 'Resume' }).press('Enter');
    await page.getByText(positionText(0, 2)).waitFor();
    await expect(page.getByText('Score: 1 / 2').isVisible()).resolves.toBe(true);
    await expect(options(page).getByRole('button').allTextContents()).resolves.toEqual(shown);
    // Focus lands on the segment's prompt, not the page's body.
    await expect(hasFocus(page.getByText(PROMPT, { exact: true }))).resolves.toBe(true);
    await expect(offer.count()).resolves.toBe(0);

    // It plays on from there.
    await options(page).getByRole('button', { name: answerFor(0, 2), exact: true }).click();
    const popup = page.getByRole('dialog', { name: 'Correct!' });
    await popup.waitFor();
    await popup.getByRole('button', { name: 'Next' }).click();
    await page.getByText(positionText(0, 3)).waitFor();
    await expect(page.getByText('Score: 2 / 3').isVisible()).resolves.toBe(true);
    expect(realProblems(problems)).toEqual([]);
  });

  it('Start again forgets the kept game: the title screen, and no offer after the next reload', async () => {
    const { page, problems } = await openGamePage('/rhetoricgame');
    await page.getByRole('button', { name: 'Start Game' }).click();
    await answerSegment(page, 0, 0, true);
    await page.goto(url('/rhetoricgame'));
    await waitForApp(page);
    const offer = page.getByRole('region', { name: offerRegion });
    await offer.waitFor();
    await offer.getByRole('button', { name: 'Start again' }).click();
    await offer.waitFor({ state: 'detached' });
    await expect(page.getByRole('button', { name: 'Start Game' }).isVisible()).resolves.toBe(true);
    await expect(page.evaluate(() => document.activeElement !== document.body)).resolves.toBe(true);
    await expect(page.evaluate((key) => localStorage.getItem(key), RHETORIC_QUIZ_PLACE_KEY)).resolves.toBeNull();
    await page.goto(url('/rhetoricgame'));
    await waitForApp(page);
    await page.getByRole('button', { name: 'Start Game' }).waitFor();
    await expect(offer.count()).resolves.toBe(0);
    expect(realProblems(problems)).toEqual([]);
  });
});

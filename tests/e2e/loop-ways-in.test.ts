import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, url, waitForApp } from './harness';
import { checkProblems } from './check-helpers';
import { LAPTOP, PHONE, expectVisibleFocus, gotoPaused, openGame, tabTo } from './phoneJourney';
import { DAY_MS } from './reviewJourney';
import { backendData, gameProblems, openGamePage, playFallacyGame, startFallacyGame, tick } from './fallacyGamesJourney';

/** The review offer is an island started as it comes into view: scroll down to it. */
async function showOffer(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.locator('[data-island="review-offer"]').waitFor({ state: 'attached' });
}

const START = new Date('2025-06-15T12:00:00Z').getTime();

/** A deck of two fallacy cards added at START (due three days on) and one device card due a week on. */
function seedDeck() {
  const start = new Date('2025-06-15T12:00:00Z').getTime();
  const day = 24 * 60 * 60 * 1000;
  const card = (id: string, due: number) => ({ id, added: start, due, fsrs: null });
  if (localStorage.getItem('sophist:review:v1')) return;
  localStorage.setItem(
    'sophist:review:v1',
    JSON.stringify({ version: 1, cards: [card('fallacy:straw-man:spot', start + 3 * day), card('fallacy:straw-man:twin', start + 3 * day), card('device:Hyperbole', start + 7 * day)], log: [], recent: [] }),
  );
}

describe('the learning loop: ways in', () => {
  it('reaches the check, the review and progress from the home page by the phone menu alone', async () => {
    const { page, problems } = await openGame(PHONE);
    await page.addInitScript(seedDeck);
    await page.clock.setSystemTime(START + 3 * DAY_MS + 60_000);
    await page.goto(url('/'));
    await waitForApp(page);
    await showOffer(page);
    // The home page says what is due, without loading the app.
    await page.getByRole('link', { name: 'Review: 2 due now' }).waitFor();
    await page.getByRole('button', { name: /menu/i }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Practise' }).click();
    await page.waitForURL(url('/progress'));
    await page.getByRole('heading', { name: 'Practise and progress', level: 1 }).waitFor();
    await expect(page.getByTestId('next-step').textContent()).resolves.toMatch(/^2 cards are due for review now/);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: '/tmp/loop-progress-phone.png', fullPage: true });
    await page.getByRole('link', { name: 'Review 2 due' }).click();
    await page.waitForURL(url('/review'));
    await page.locator('[data-card]').waitFor();
    await page.goBack();
    await page.getByRole('region', { name: 'Your next step' }).getByRole('link', { name: 'The Discernment Check' }).click();
    await page.waitForURL(url('/check'));
    await page.getByRole('button', { name: 'Take the baseline check' }).waitFor();
    expect(checkProblems(problems)).toEqual([]);
  });

  it('reaches them by keyboard from the header on a laptop, and the footer leads there too', async () => {
    const { page, problems } = await openGame(LAPTOP);
    await page.goto(url('/'));
    await waitForApp(page);
    await showOffer(page);
    await expect(page.locator('footer').getByRole('link', { name: 'Practise: your next step' }).getAttribute('href')).resolves.toBe('/progress');
    const practise = page.getByRole('banner').getByRole('link', { name: 'Practise' });
    await tabTo(page, practise, 'on the way to Practise');
    await page.keyboard.press('Enter');
    await page.waitForURL(url('/progress'));
    // A newcomer's next step is the baseline.
    await expect(page.getByTestId('next-step').textContent()).resolves.toMatch(/^Start with the Discernment Check/);
    await page.screenshot({ path: '/tmp/loop-progress-laptop.png', fullPage: true });
    const baseline = page.getByRole('link', { name: 'Take the baseline check' });
    await tabTo(page, baseline, 'on the way to the baseline');
    await page.keyboard.press('Enter');
    await page.waitForURL(url('/check'));
    const start = page.getByRole('button', { name: 'Take the baseline check' });
    await tabTo(page, start, 'on the way to the start');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Argument 1 of 24' }).waitFor();
    await expectVisibleFocus(page, 'after starting the check by keyboard');
    await expect(page.evaluate(() => document.activeElement === document.body)).resolves.toBe(false);
    expect(checkProblems(problems, [/beforeunload/])).toEqual([]);
  });

  it("shows the due count on the home page and offers the review at a game's end once the clock has moved past the due date", async () => {
    const data = await backendData();
    const { page, problems } = await openGamePage();
    await page.addInitScript(seedDeck);
    // The same day: nothing due, so the home page shows no count.
    await page.clock.resume();
    await page.goto(url('/'));
    await waitForApp(page);
    await showOffer(page);
    await page.getByRole('link', { name: 'Spaced review' }).waitFor();
    await expect(page.getByRole('link', { name: /due now/ }).count()).resolves.toBe(0);

    // Three days on: the home page counts the two cards due, and a game's end offers the review.
    await page.clock.setSystemTime(START + 3 * DAY_MS + 60_000);
    await page.goto(url('/'));
    await waitForApp(page);
    await showOffer(page);
    await page.getByRole('link', { name: 'Review: 2 due now' }).waitFor();
    await gotoPaused(page, '/games/fallacy-identification');
    await startFallacyGame(page);
    await playFallacyGame(page, data, 10);
    await page.getByRole('heading', { name: 'Complete!' }).waitFor();
    await tick(page, 1000);
    const nudge = page.getByTestId('due-review-nudge');
    await nudge.waitFor();
    await expect(nudge.textContent()).resolves.toMatch(/^2 cards are due for review now\. Review them$/);
    await page.screenshot({ path: '/tmp/loop-game-end.png', fullPage: true });
    await nudge.getByRole('link', { name: 'Review them' }).click();
    await page.waitForURL(url('/review'));
    expect(gameProblems(problems)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  answerFor,
  checkAxe,
  openGamePage,
  options,
  playRound,
  positionText,
  quizRounds,
  quizSegments,
  realProblems,
  segmentCount,
} from './rhetoricJourney';

describe('the Sophist Game: a full game, Finish Game, a rank', () => {
  it('plays round 1 to the round-complete panel, the other rounds, and Finish Game to the Sophist rank', async () => {
    const { page, problems } = await openGamePage('/rhetoricgame');
    await page.getByRole('heading', { level: 1, name: 'The Sophist Game' }).waitFor();
    await checkAxe(page);

    await page.getByRole('button', { name: 'Start Game' }).click();
    await page.getByText('Setting up the first round…').waitFor();
    await page.getByText(positionText(0, 0)).waitFor();
    await page.getByText('Setting up the first round…').waitFor({ state: 'hidden' });
    await expect(options(page).getByRole('button').count()).resolves.toBe(3);
    await expect(page.locator('mark').count()).resolves.toBe(1);
    await checkAxe(page);

    // A wrong pick, looked at closely: the popup says so and explains, the options lock.
    await options(page).getByRole('button', { name: answerFor(0, 0, false), exact: true }).click();
    const popup = page.getByRole('dialog', { name: 'Incorrect' });
    await popup.waitFor();
    await expect(popup.getByText(`The answer is ${answerFor(0, 0)}.`).isVisible()).resolves.toBe(true);
    for (const button of await page.getByRole('group', { name: /highlighted segment/, includeHidden: true }).getByRole('button', { includeHidden: true }).all()) {
      await expect(button.isDisabled()).resolves.toBe(true);
    }
    await checkAxe(page);
    await popup.getByRole('button', { name: 'Next' }).click();
    await popup.waitFor({ state: 'detached' });
    await expect(page.getByText('Score: 0 / 1').isVisible()).resolves.toBe(true);

    // The rest of round 1, all right: the round-complete panel.
    await playRound(page, 0, () => true, 1);
    const roundOne = segmentCount(0);
    await expect(page.getByText(`Score: ${roundOne - 1} / ${roundOne}`).isVisible()).resolves.toBe(true);
    await expect(page.getByText('Good!').isVisible()).resolves.toBe(true);
    await expect(page.getByText("You're getting it! Keep going!").isVisible()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Previous Round' }).isDisabled()).resolves.toBe(true);
    await checkAxe(page);

    for (let round = 1; round < quizRounds; round += 1) {
      await page.getByRole('button', { name: 'Next Round' }).click();
      await page.getByText('Loading the next round…').waitFor();
      await playRound(page, round, () => true);
      await expect(page.getByRole('button', { name: 'Previous Round' }).isEnabled()).resolves.toBe(true);
    }
    await expect(page.getByRole('button', { name: 'Next Round' }).count()).resolves.toBe(0);

    await page.getByRole('button', { name: 'Finish Game' }).click();
    await page.getByText('Grading your answers…').waitFor();
    await page.getByRole('heading', { level: 2, name: 'Game Over' }).waitFor();
    await page.getByText('Grading your answers…').waitFor({ state: 'hidden' });
    await expect(page.getByText(`Final Score: ${quizSegments - 1} / ${quizSegments}`).isVisible()).resolves.toBe(true);
    await expect(page.getByText(`${Math.floor(((quizSegments - 1) * 100) / quizSegments)}%`).isVisible()).resolves.toBe(true);
    await expect(page.locator('main').getByText('Sophist', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(page.getByText("You've mastered the art of rhetoric analysis!").isVisible()).resolves.toBe(true);
    await checkAxe(page);

    await page.getByRole('button', { name: 'Play Again' }).click();
    await page.getByRole('button', { name: 'Start Game' }).waitFor();
    expect(realProblems(problems)).toEqual([]);
  });
});

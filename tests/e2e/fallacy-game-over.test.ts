import { describe, expect, it } from 'vitest';
import { backendData, gameProblems, gotoPaused, openGamePage, playFallacyGame, startFallacyGame, checkA11y } from './fallacyGamesJourney';

describe('fallacy identification: a game to "Over"', () => {
  it('ends "Over" at 6 of 10, and Retry replays from zero', async () => {
    const data = await backendData();
    const { page, problems } = await openGamePage();
    await gotoPaused(page, '/games/fallacy-identification');
    await startFallacyGame(page);
    await playFallacyGame(page, data, 6);
    await page.getByRole('heading', { name: 'Over' }).waitFor();
    await expect(page.getByTestId('final-score').textContent()).resolves.toBe('6 / 10');
    await checkA11y(page);
    const retry = page.getByRole('button', { name: 'Retry' });
    await expect(retry.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press('Enter');
    await page.getByTestId('round-counter').filter({ hasText: 'Round 1 of 10' }).waitFor();
    await expect(page.getByText('Score: 0').isVisible()).resolves.toBe(true);
    expect(gameProblems(problems)).toEqual([]);
  });
});

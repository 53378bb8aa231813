import { describe, expect, it } from 'vitest';
import {
  answerFallacyGame,
  backendData,
  boardStatement,
  checkA11y,
  gameProblems,
  gotoPaused,
  nextStatement,
  openGamePage,
  playFallacyGame,
  startFallacyGame,
} from './fallacyGamesJourney';

describe('fallacy identification: resume after a reload, and an ending that teaches (issue 35)', () => {
  it('a reload mid-game offers Resume, which brings back the same statement, round and score', async () => {
    const data = await backendData();
    const { page, problems } = await openGamePage();
    await gotoPaused(page, '/games/fallacy-identification');
    await startFallacyGame(page);
    for (let round = 1; round <= 3; round += 1) {
      await page.getByTestId('round-counter').filter({ hasText: `Round ${round} of 10` }).waitFor();
      await answerFallacyGame(page, data, round !== 2);
      await nextStatement(page);
    }
    await page.getByTestId('round-counter').filter({ hasText: 'Round 4 of 10' }).waitFor();
    const before = await boardStatement(page, data.statements);

    await gotoPaused(page, '/games/fallacy-identification');
    const offer = page.getByRole('region', { name: 'You have a game in progress' });
    await offer.waitFor();
    await expect(offer.textContent()).resolves.toContain('Round 4 of 10, 2 right so far.');
    await checkA11y(page);
    await offer.getByRole('button', { name: 'Resume' }).press('Enter');
    await page.getByTestId('round-counter').filter({ hasText: 'Round 4 of 10' }).waitFor();
    await expect(boardStatement(page, data.statements)).resolves.toMatchObject({ id: before.id });
    await expect(page.getByText('Score: 2').isVisible()).resolves.toBe(true);

    // Start again forgets it: the next visit offers nothing.
    await gotoPaused(page, '/games/fallacy-identification');
    await offer.getByRole('button', { name: 'Start again' }).press('Enter');
    await offer.waitFor({ state: 'detached' });
    await expect(page.evaluate(() => document.activeElement?.tagName)).resolves.not.toBe('BODY');
    await gotoPaused(page, '/games/fallacy-identification');
    await page.getByRole('button', { name: 'Start Game' }).waitFor();
    await expect(offer.count()).resolves.toBe(0);
    expect(gameProblems(problems)).toEqual([]);
  });

  it('"Over" lists each missed statement with the right answer, why, and the lesson', async () => {
    const data = await backendData();
    const { page, problems } = await openGamePage();
    await gotoPaused(page, '/games/fallacy-identification');
    await startFallacyGame(page);
    await playFallacyGame(page, data, 6);
    await page.getByRole('heading', { name: 'Over' }).waitFor();
    const review = page.getByRole('region', { name: 'Statements you missed' });
    await expect(review.getByRole('listitem').count()).resolves.toBe(4);
    const first = review.getByRole('listitem').first();
    await expect(first.textContent()).resolves.toMatch(/You said .+; it was .+/);
    await expect(first.getByRole('link', { name: /^Read the .+ lesson$/ }).count()).resolves.toBe(1);
    await checkA11y(page);
    expect(gameProblems(problems)).toEqual([]);
  });
});

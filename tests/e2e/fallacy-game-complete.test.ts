import { describe, expect, it } from 'vitest';
import fallacySeed from '../../src/contract/seed/fallacies.json';
import {
  answerFallacyGame,
  backendData,
  boardStatement,
  fallacyGrid,
  gameProblems,
  gotoPaused,
  nextStatement,
  openGamePage,
  playFallacyGame,
  startFallacyGame,
  checkA11y,
} from './fallacyGamesJourney';

describe('fallacy identification: a game to "Complete!"', () => {
  it('plays 10 statements by keyboard, locks each answer, teaches after it, and ends "Complete!" at 7 of 10', async () => {
    const data = await backendData();
    const { page, problems } = await openGamePage();
    await gotoPaused(page, '/games/fallacy-identification');
    await page.getByRole('heading', { level: 1, name: 'Fallacy Identification' }).waitFor();
    await expect(page.getByRole('link', { name: 'Review The Three Pillars' }).getAttribute('href')).resolves.toBe('/beginners-guide');
    await checkA11y(page);

    await startFallacyGame(page);
    await expect(fallacyGrid(page).getByRole('button').count()).resolves.toBe(data.fallacies.length);
    await expect(page.getByTestId('round-counter').textContent()).resolves.toBe('Round 1 of 10');
    await checkA11y(page);

    // One answer in detail: wrong pick red, right answer green, everything locked, the why and the lesson.
    const statement = await boardStatement(page, data.statements);
    await answerFallacyGame(page, data, false);
    await expect(page.locator('[data-state="wrong"]').count()).resolves.toBe(1);
    await expect(page.locator('[data-state="correct"]').count()).resolves.toBe(1);
    await expect(fallacyGrid(page).locator('[aria-disabled="true"]').count()).resolves.toBe(data.fallacies.length);
    await fallacyGrid(page).locator('[data-state="locked"]').first().press('Enter');
    await expect(page.locator('[data-state="wrong"]').count()).resolves.toBe(1);
    // A built-in type links its lesson; a type an admin added (the admin journey does) has none.
    const builtIn = fallacySeed.some((f) => f.id === statement.fallacy_type_id);
    await expect(page.getByRole('link', { name: /^Read the .* lesson$/ }).count()).resolves.toBe(builtIn ? 1 : 0);
    await checkA11y(page);
    await nextStatement(page);

    // The rest: seven right, two wrong.
    for (let i = 1; i < 10; i += 1) {
      await page.getByTestId('round-counter').filter({ hasText: `Round ${i + 1} of 10` }).waitFor();
      await answerFallacyGame(page, data, i <= 7);
      await nextStatement(page);
    }
    await page.getByRole('heading', { name: 'Complete!' }).waitFor();
    await expect(page.getByTestId('final-score').textContent()).resolves.toBe('7 / 10');
    await checkA11y(page);

    // Next deals a fresh game.
    await page.getByRole('button', { name: 'Next' }).press('Enter');
    await page.getByTestId('round-counter').filter({ hasText: 'Round 1 of 10' }).waitFor();
    await expect(page.getByText('Score: 0').isVisible()).resolves.toBe(true);
    await playFallacyGame(page, data, 10);
    await expect(page.getByTestId('final-score').textContent()).resolves.toBe('10 / 10');
    expect(gameProblems(problems)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import fallacySeed from '../../src/contract/seed/fallacies.json';
import {
  backendData,
  boardStatement,
  gameProblems,
  gotoPaused,
  headerValue,
  nextDetectiveQuestion,
  openGamePage,
  startDetective,
  tick,
  checkA11y,
} from './fallacyGamesJourney';

describe('Logical Fallacy Detective: the clock runs out', () => {
  it('announces the last 10 seconds, counts the timeout as wrong, shows the answer and why, then moves on', async () => {
    const data = await backendData();
    const { page, problems } = await openGamePage();
    await gotoPaused(page, '/logical-fallacy-game');
    await startDetective(page);
    const statement = await boardStatement(page, data.statements);

    await tick(page, 34_000);
    await page.getByText('0:11', { exact: true }).waitFor();
    await expect(page.getByRole('status').filter({ hasText: 'seconds left' }).count()).resolves.toBe(0);
    await tick(page, 1000);
    await page.getByRole('status').filter({ hasText: /^10 seconds left$/ }).waitFor();
    await expect(page.getByText('0:10 (hurry)').isVisible()).resolves.toBe(true);
    await tick(page, 5000);
    await page.getByRole('status').filter({ hasText: /^5 seconds left$/ }).waitFor();

    await tick(page, 5000);
    await page.getByText('Incorrect', { exact: true }).waitFor();
    await expect(page.getByText("Time's up.", { exact: true }).isVisible()).resolves.toBe(true);
    await expect(headerValue(page, 'Score')).resolves.toBe('0');
    await expect(headerValue(page, 'Round score')).resolves.toBe('0 / 7');
    await expect(page.locator('[data-state="correct"]').count()).resolves.toBe(1);
    await expect(page.locator('[data-state="wrong"]').count()).resolves.toBe(0);
    if (statement.explanation) await expect(page.getByText(statement.explanation, { exact: true }).isVisible()).resolves.toBe(true);
    // A built-in type links its lesson; a type an admin added (another journey may have) has none.
    const lessonLink = page.getByRole('link', { name: /^Read the .* lesson$/ });
    if (fallacySeed.some((f) => f.id === statement.fallacy_type_id)) {
      await expect(lessonLink.getAttribute('href')).resolves.toBe(`/fallacies/${statement.fallacy_type_id}`);
    } else await expect(lessonLink.count()).resolves.toBe(0);

    await nextDetectiveQuestion(page);
    await expect(headerValue(page, 'Question')).resolves.toBe('2 / 7');
    await expect(page.getByText('0:45', { exact: true }).isVisible()).resolves.toBe(true);
    await checkA11y(page);
    expect(gameProblems(problems)).toEqual([]);
  });
});

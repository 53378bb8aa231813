import { describe, expect, it } from 'vitest';
import {
  answerFallacyGame,
  backendData,
  fallacyGrid,
  gameProblems,
  gotoPaused,
  openGamePage,
  startFallacyGame,
  checkA11y,
} from './fallacyGamesJourney';

describe('fallacy identification: GET /api/fallacies fails', () => {
  it('logs the failure, says so quietly, and plays with the 13 built-in types', async () => {
    const data = await backendData();
    const { page, problems } = await openGamePage();
    await page.route('**/api/fallacies', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Internal server error' }) }),
    );
    await gotoPaused(page, '/games/fallacy-identification');
    await startFallacyGame(page);
    await expect(fallacyGrid(page).getByRole('button').count()).resolves.toBe(13);
    await expect(page.getByText(/13 built-in fallacy types/).isVisible()).resolves.toBe(true);
    await checkA11y(page);
    await answerFallacyGame(page, data, true);

    const logged = gameProblems(problems);
    expect(logged).toContain('console.error: Failed to fetch fallacy types: Internal Server Error');
    // Nothing else went wrong: the other entries are the 500 itself (the response and the browser's own log line).
    const expected = [/\/api\/fallacies$/, /^console\.error: Failed to fetch fallacy types: /, /^console\.error: Failed to load resource: .* 500 /];
    expect(logged.filter((p) => !expected.some((re) => re.test(p)))).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  backendData,
  detectiveCards,
  gameProblems,
  gotoPaused,
  headerValue,
  openGamePage,
  playDetectiveRound,
  startDetective,
  tick,
  checkA11y,
  waitTicking,
} from './fallacyGamesJourney';

describe('Logical Fallacy Detective: a whole game', () => {
  it('deals an admin-authored statement, plays five perfect rounds with the keyboard to Game Over at 35 / 35, then Play Again starts afresh', async () => {
    const data = await backendData();
    const { page, problems } = await openGamePage();
    // Statements an admin authored: the backend lists them, so the game must deal them. The built-in pool
    // (over 70) is larger than a game (35), so there are 60 of them: a game that never dealt one would have to
    // miss all 60 in 35 draws (odds about one in a billion).
    const authored = Array.from({ length: 60 }, (_, i) => ({
      id: `stmt-e2eauthored${String(i).padStart(2, '0')}`,
      text: `Exhibit ${i + 1}: the new car-park plan came from a man who still uses a flip phone, so it can be ignored.`,
      fallacy_type_id: 'ad-hominem',
      difficulty: 2,
    }));
    const authoredIds = new Set(authored.map((s) => s.id));
    await page.route('**/api/statements', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: [...((await response.json()) as unknown[]), ...authored] });
    });
    data.statements.push(...authored);
    data.seen = [];
    await gotoPaused(page, '/logical-fallacy-game');
    await page.getByRole('heading', { level: 1, name: 'Logical Fallacy Detective' }).waitFor();
    await expect(page.getByText(/5 rounds of 7 cases\. Three suspects a case/).isVisible()).resolves.toBe(true);
    await checkA11y(page);

    await startDetective(page);
    await expect(detectiveCards(page).count()).resolves.toBe(3);
    await expect(page.getByText('Need 5 correct answers to advance!').isVisible()).resolves.toBe(true);
    await expect(page.locator('main').getByRole('link', { name: 'Home' }).getAttribute('href')).resolves.toBe('/');
    await checkA11y(page);

    for (let round = 1; round <= 5; round += 1) {
      await expect(page.getByText(`Round ${round} of 5`).isVisible()).resolves.toBe(true);
      await playDetectiveRound(page, data, 7);
      if (round < 5) {
        await page.getByTestId('round-overlay').filter({ hasText: `Round ${round + 1}` }).waitFor();
        await tick(page, 2000);
        await page.getByTestId('round-overlay').waitFor({ state: 'detached' });
        await tick(page, 100);
        await page.locator('[aria-keyshortcuts="1"]:not([aria-disabled])').waitFor();
      }
    }

    await page.getByRole('heading', { name: 'Game Over' }).waitFor();
    // 35 questions from a pool of 138: authored statements came up, and none twice.
    expect(data.seen).toHaveLength(35);
    expect(data.seen.some((id) => authoredIds.has(id))).toBe(true);
    expect(new Set(data.seen).size).toBe(35);
    await expect(page.getByTestId('final-score').textContent()).resolves.toBe('35 / 35');
    await expect(page.getByText(/Case closed/).first().isVisible()).resolves.toBe(true);
    await expect(page.getByText('None. Not one.', { exact: false }).isVisible()).resolves.toBe(true);
    // Play Again has the focus: Enter restarts, every counter back to zero.
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Play Again');
    await checkA11y(page);
    await page.keyboard.press('Enter');
    await tick(page, 800);
    await waitTicking(page, detectiveCards(page).first(), 2_000);
    await expect(page.getByText('Round 1 of 5').isVisible()).resolves.toBe(true);
    await expect(headerValue(page, 'Score')).resolves.toBe('0');
    await expect(headerValue(page, 'Round score')).resolves.toBe('0 / 7');
    await expect(headerValue(page, 'Question')).resolves.toBe('1 / 7');
    expect(gameProblems(problems)).toEqual([]);
  });
});

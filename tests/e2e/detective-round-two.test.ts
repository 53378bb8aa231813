import { describe, expect, it } from 'vitest';
import fallacySeed from '../../src/contract/seed/fallacies.json';
import { detectiveName } from '../../src/features/detective/logic';
import {
  backendData,
  gameProblems,
  gotoPaused,
  headerValue,
  openGamePage,
  playDetectiveRound,
  startDetective,
  tick,
  checkA11y,
} from './fallacyGamesJourney';

describe('Logical Fallacy Detective: passing a round, then failing one', () => {
  it('5 of 7 shows the "Round 2" overlay for 2 s and resets the round; 2 of 7 ends the game with the spec\'s message', async () => {
    const data = await backendData();
    const { page, problems } = await openGamePage();
    await gotoPaused(page, '/logical-fallacy-game');
    await startDetective(page);

    await playDetectiveRound(page, data, 5);
    const overlay = page.getByTestId('round-overlay');
    await overlay.filter({ hasText: 'Round 2' }).waitFor();
    await expect(page.getByRole('status').filter({ hasText: 'Round 2. Round 1 passed with 5 of 7.' }).count()).resolves.toBe(1);
    // Still there just before the 2 s are up.
    await tick(page, 1900);
    await expect(overlay.isVisible()).resolves.toBe(true);
    await tick(page, 100);
    await overlay.waitFor({ state: 'detached' });
    await tick(page, 100);
    await page.locator('[aria-keyshortcuts="1"]:not([aria-disabled])').waitFor();
    await expect(page.getByText('Round 2 of 5').isVisible()).resolves.toBe(true);
    await expect(headerValue(page, 'Score')).resolves.toBe('5');
    await expect(headerValue(page, 'Round score')).resolves.toBe('0 / 7');
    await expect(headerValue(page, 'Question')).resolves.toBe('1 / 7');

    await playDetectiveRound(page, data, 2);
    await page.getByRole('heading', { name: 'Game Over' }).waitFor();
    // Out of the 14 questions asked, not 35: the three rounds never played do not count.
    await expect(page.getByTestId('final-score').textContent()).resolves.toBe('7 / 14');
    await expect(page.getByText("You didn't score enough points to advance. Try again!", { exact: true }).isVisible()).resolves.toBe(true);
    // The review teaches: every missed case, with its lesson.
    await expect(page.getByRole('heading', { name: 'Cases you missed' }).isVisible()).resolves.toBe(true);
    // Every case with a built-in type links its lesson; a type an admin added (another journey may
    // have) has no lesson to link.
    const cases = page.getByRole('region', { name: 'Cases you missed' }).getByRole('listitem');
    await expect(cases.count()).resolves.toBe(7);
    const lessonNames = new Set(fallacySeed.map((f) => detectiveName(f.id, fallacySeed)));
    for (const item of await cases.all()) {
      const answer = /it was ([^\n(]+?)(?: \(the lesson calls it [^)]*\))?\.\s*$/m.exec(await item.innerText())?.[1] ?? '';
      const links = await item.getByRole('link', { name: /^Read the .* lesson$/ }).count();
      expect(links, `case "${answer}"`).toBe(lessonNames.has(answer) ? 1 : 0);
    }
    await checkA11y(page);
    expect(gameProblems(problems)).toEqual([]);
  });
});

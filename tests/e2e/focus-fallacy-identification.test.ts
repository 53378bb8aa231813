import { waitTicking } from './fallacyGamesJourney';
import { describe, expect, it } from 'vitest';
import { isRightFallacy } from '../../src/lib/game/fallacyFamily';
import { FRAME_MS, LAPTOP, PHONE, gameData, gotoPaused, openGame, realProblems, statementOnBoard, tick } from './phoneJourney';
import { focusSettled, moveTo, press } from './focusSteps';

const STATEMENTS = 10;
const RIGHT = 7;

/**
 * Issue 35's strict focus journey for fallacy identification: a whole game by keyboard alone, on a
 * phone and on a laptop. After every key focus is on a named control or heading, never <body>, its
 * box wholly in the window and clear of the sticky bar (tests/e2e/focusJourney.ts).
 */
describe.each([
  ['phone', PHONE],
  ['laptop', LAPTOP],
] as const)('fallacy identification by keyboard alone, focus always placed (%s)', (_name, device) => {
  it('Start Game, ten statements (right and wrong), Next each time, the ending and its review, Retry', async () => {
    const data = await gameData();
    const { page, problems } = await openGame(device);
    await gotoPaused(page, '/games/fallacy-identification');
    await moveTo(page, page.getByRole('button', { name: 'Start Game' }), 'on the way to Start Game');
    await press(page, 'Enter', 'after Start Game');
    await tick(page, 800);
    const grid = page.getByRole('group', { name: 'Fallacy types' });
    await waitTicking(page, grid, 2_000);

    for (let i = 1; i <= STATEMENTS; i += 1) {
      await page.getByTestId('round-counter').filter({ hasText: `Round ${i} of ${STATEMENTS}` }).waitFor();
      await focusSettled(page, `when statement ${i} opens`);
      const statement = await statementOnBoard(page, data.statements);
      const right = i <= RIGHT;
      const answer = right
        ? data.fallacies.find((f) => f.id === statement.fallacy_type_id)
        : data.fallacies.find((f) => !isRightFallacy(statement.fallacy_type_id, f.id));
      await moveTo(page, grid.getByRole('button', { name: answer?.name ?? '', exact: true }), `in the grid of statement ${i}`, 20);
      await press(page, 'Enter', `after answering statement ${i}`);
      await page.getByText(right ? 'Correct!' : 'Incorrect', { exact: true }).waitFor();
      // The verdict's Next takes focus just before the verdict's first paint.
      const next = page.getByRole('button', { name: /^(Next|See the result)$/ });
      await tick(page, FRAME_MS);
      await tick(page, FRAME_MS);
      await expect(next.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
      await focusSettled(page, `on Next after statement ${i}`);
      await press(page, 'Enter', `after Next on statement ${i}`);
    }

    // The ending: its heading, the statements missed (each with its lesson link), then Retry or Next.
    const ending = page.getByRole('heading', { name: /^(Complete!|Over)$/ });
    await ending.waitFor();
    await focusSettled(page, 'on the ending');
    const action = page.getByRole('button', { name: /^(Retry|Next Level|Play Again|Next)$/ }).last();
    await expect(action.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    // Shift+Tab back through the review of the missed statements (a lesson link each), then forward to the action again.
    const missed = STATEMENTS - RIGHT;
    for (let i = 0; i < missed; i += 1) {
      const place = await press(page, 'Shift+Tab', `back through the ending (${i + 1})`);
      expect(place.name).toMatch(/./);
    }
    await moveTo(page, action, 'forward to the ending’s action', 20);
    await press(page, 'Enter', 'after the ending’s action');
    await page.getByTestId('round-counter').filter({ hasText: `Round 1 of ${STATEMENTS}` }).waitFor();
    await focusSettled(page, 'when the new game opens');
    expect(realProblems(problems)).toEqual([]);
  });
});

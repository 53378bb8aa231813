import { describe, expect, it } from 'vitest';
import { LAPTOP, PHONE, gotoPaused, openGame, realProblems, tick } from './phoneJourney';
import { focusSettled, moveTo, press } from './focusSteps';
import { waitTicking } from './fallacyGamesJourney';

/**
 * Issue 35's strict focus check for the Detective's start: Start Game by keyboard, then through the
 * 0.8 s shuffle and onto the first case, focus is on a named control or heading, never <body>, its
 * box wholly in the window and clear of the sticky bar (tests/e2e/focusJourney.ts). The rest of a
 * case by keyboard is keyboard-games.test.ts's.
 */
describe.each([
  ['phone', PHONE],
  ['laptop', LAPTOP],
] as const)('the Detective starts by keyboard with focus always placed (%s)', (_name, device) => {
  it('Start Game, the shuffle, the first case’s cards', async () => {
    const { page, problems } = await openGame(device);
    await gotoPaused(page, '/logical-fallacy-game');
    await moveTo(page, page.getByRole('button', { name: 'Start Game' }), 'on the way to Start Game');
    await press(page, 'Enter', 'after Start Game, under the shuffle');
    // The statements load after the page starts: Start waits for them, so the 0.8 s shuffle may
    // begin a moment later; the clock moves on in small steps until the cards are there.
    await tick(page, 800);
    await waitTicking(page, page.locator('[aria-keyshortcuts="1"]'), 2_000);
    await focusSettled(page, 'when the first case opens');
    expect(await page.locator('[aria-keyshortcuts="1"]').evaluate((el) => el === document.activeElement)).toBe(true);
    expect(realProblems(problems)).toEqual([]);
  });
});

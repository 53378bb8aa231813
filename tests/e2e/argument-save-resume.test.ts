import { describe, expect, it } from 'vitest';
import { analyzeAxe, expectNoAxeViolations, url, waitForApp, whileTicking } from './harness';
import { card, gotoApp, KEYS, openArgumentPage, pressEnter, secondsShown, slot, START_TIME, stored, gameProblems } from './argumentJourney';

/**
 * Where the clock stops once /argument is on screen, before the game starts: two minutes after
 * the installed start, a time no page load reaches (a journey times out at one). From then on the
 * clock moves only when the journey moves it, so the game's seconds are exact.
 */
const PAUSE_AT = START_TIME.getTime() + 120_000;

describe('argument game: Save Progress, then Resume Game', () => {
  it('restores the slots and the time left', async () => {
    const { page, problems } = await openArgumentPage();
    await gotoApp(page, '/argument');
    await page.clock.pauseAt(PAUSE_AT);
    // The board is a lazy screen revealed on a timer: the clock moves in small steps (well under
    // a second in all) until it is there.
    await pressEnter(page.getByRole('button', { name: 'Start New Game' }));
    await whileTicking(page, page.getByRole('heading', { level: 1, name: 'Construct Your Argument' }).waitFor());
    await card(page, 'Premises', 'Logos').click();
    await card(page, 'Evidence', 'Ethos').click();
    const premise = (await slot(page, 'Premise').textContent()) ?? '';
    const evidence = (await slot(page, 'Evidence').textContent()) ?? '';

    // Waiting for the board moved the clock for as long as the page took (a second or two on a busy
    // machine), and between two of the countdown's ticks (every 250 ms) the timer may still show a
    // second that has already run out. Moving the clock fires a tick at the new time, so from then on
    // the timer shows the time left exactly, and 29 s more take exactly 29 off it.
    await page.clock.fastForward(1_000);
    const before = await secondsShown(page);
    await page.clock.fastForward(29_000);
    await expect.poll(() => secondsShown(page)).toBe(before - 29);
    // The clock is paused: nothing moves between reading the timer and pressing Save, and Save writes
    // synchronously, so what is stored is exactly what the timer showed.
    const shownAtSave = await secondsShown(page);
    await page.getByRole('button', { name: 'Save Progress' }).click();
    const savedAtClick = (await stored(page, KEYS.game)) as { timeRemaining: number; slots: Record<string, unknown> };
    expect(savedAtClick.timeRemaining).toBe(shownAtSave);
    // The toast appears on a timer, so the clock moves (in 20 ms steps, for as long as that takes) and may
    // cross into the next second; the game then saves again on that tick. Storage and timer move together:
    // what is stored is always what is shown.
    await whileTicking(page, page.getByText('Game progress saved! You can safely return later.').waitFor());
    const saved = (await stored(page, KEYS.game)) as { timeRemaining: number; slots: Record<string, unknown> };
    expect(saved.timeRemaining).toBe(await secondsShown(page));
    expect(saved.slots.conclusion).toBeNull();

    // A page starts its scripts on timers: the clock moves in small steps while it does.
    await page.goto(url('/argument'));
    await whileTicking(page, waitForApp(page));
    const resume = page.getByRole('button', { name: 'Resume Game' });
    await whileTicking(page, resume.waitFor());
    await expect(page.getByText('- or -').isVisible()).resolves.toBe(true);
    await expectNoAxeViolations(page, [], whileTicking(page, analyzeAxe(page)));
    await expect(stored(page, KEYS.game)).resolves.toMatchObject({ timeRemaining: saved.timeRemaining });

    // The clock is paused, so reading it races nothing: it says how far the journey moved it.
    const pageNow = () => page.evaluate(() => Date.now());
    const beforeResume = await pageNow();
    await pressEnter(resume);
    await whileTicking(page, slot(page, 'Premise').filter({ hasText: premise }).waitFor());
    const moved = (await pageNow()) - beforeResume;
    expect(page.url()).toBe(url('/argument-game'));
    await expect(slot(page, 'Evidence').textContent()).resolves.toBe(evidence);
    await expect(slot(page, 'Conclusion').getAttribute('data-state')).resolves.toBe('next');
    // The resumed clock starts from the saved time, less at most what the journey moved it since.
    const shown = await secondsShown(page);
    expect(shown).toBeLessThanOrEqual(saved.timeRemaining);
    expect(shown).toBeGreaterThanOrEqual(saved.timeRemaining - Math.ceil(moved / 1000));
    expect(gameProblems(problems)).toEqual([]);
  });
});

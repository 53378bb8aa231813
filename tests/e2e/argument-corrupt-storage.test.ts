import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, url } from './harness';
import { card, gotoApp, openArgumentPage, slot, gameProblems } from './argumentJourney';

describe('argument game: corrupt localStorage on load', () => {
  it('still opens the entry screen and the game, with warnings and no crash', async () => {
    const { page, problems } = await openArgumentPage((keys) => {
      if (sessionStorage.getItem('corrupted')) return;
      sessionStorage.setItem('corrupted', '1');
      localStorage.setItem(keys.progress, '{"totalArguments": "lots"');
      localStorage.setItem(keys.analytics, 'null');
      localStorage.setItem(keys.game, JSON.stringify({ slots: 'premise!', timeRemaining: -1 }));
      localStorage.setItem(keys.construction, '[1, 2, 3]');
    });

    await gotoApp(page, '/argument');
    await page.getByRole('button', { name: 'Start New Game' }).waitFor();
    await expect(page.getByRole('button', { name: 'Resume Game' }).count()).resolves.toBe(0);
    await expect(page.getByText('Beginner', { exact: true }).isVisible()).resolves.toBe(true);
    await expectNoAxeViolations(page);

    // The resume route finds nothing usable and says so.
    await gotoApp(page, '/argument/resume');
    await page.waitForURL(url('/argument'));
    await page.getByText('No saved game to resume, so here is a fresh start.').waitFor();

    // A direct visit to the game opens a fresh board.
    await gotoApp(page, '/argument-game');
    await card(page, 'Premises', 'Logos').click();
    await expect(slot(page, 'Premise').getAttribute('data-state')).resolves.toBe('filled');

    expect(gameProblems(problems).length).toBeGreaterThan(0);
    expect(gameProblems(problems).filter((p) => !/^console\.warning: \[storage\] Ignoring (invalid|unreadable) data under "sophist:argument:/.test(p))).toEqual([]);
  });
});

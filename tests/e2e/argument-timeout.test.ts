import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './harness';
import { card, gotoApp, KEYS, openArgumentPage, startGame, stored, gameProblems } from './argumentJourney';

describe('argument game: the clock runs out', () => {
  it('turns red under a minute, announces it, and ends the game at 0 with the analysis', async () => {
    const { page, problems } = await openArgumentPage();
    await startGame(page);
    await card(page, 'Premises', 'Pathos').click();

    await page.clock.fastForward(245_000);
    await page.getByText(/\(hurry\)/).waitFor();
    await expect(page.locator('[data-warning]').count()).resolves.toBe(1);
    await expect(page.getByRole('status').filter({ hasText: 'Less than a minute left' }).count()).resolves.toBe(1);
    await expectNoAxeViolations(page);

    await page.clock.fastForward(60_000);
    await page.getByRole('heading', { level: 1, name: 'Argument Analysis' }).waitFor();
    await expect(page.getByText(/^Time's up/).isVisible()).resolves.toBe(true);
    await expect(page.getByText('Incomplete argument structure').isVisible()).resolves.toBe(true);
    await expect(page.getByText('Missing evidence', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(page.getByText('Missing conclusion', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(stored(page, KEYS.game)).resolves.toBeNull();
    await expect(stored(page, KEYS.progress)).resolves.toMatchObject({ totalArguments: 1, completedChallenges: 0 });

    await gotoApp(page, '/argument');
    await page.getByRole('button', { name: 'Start New Game' }).waitFor();
    await expect(page.getByRole('button', { name: 'Resume Game' }).count()).resolves.toBe(0);
    expect(gameProblems(problems)).toEqual([]);
  });
});

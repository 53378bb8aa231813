import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, url } from './harness';
import { card, gotoApp, KEYS, openArgumentPage, secondsShown, slot, startGame, stored, gameProblems } from './argumentJourney';

describe('argument game: Save Progress, then Resume Game', () => {
  it('restores the slots and the time left', async () => {
    const { page, problems } = await openArgumentPage();
    await startGame(page);
    await card(page, 'Premises', 'Logos').click();
    await card(page, 'Evidence', 'Ethos').click();
    const premise = (await slot(page, 'Premise').textContent()) ?? '';
    const evidence = (await slot(page, 'Evidence').textContent()) ?? '';

    await page.clock.fastForward(30_000);
    await page.getByRole('button', { name: 'Save Progress' }).click();
    await page.getByText('Game progress saved! You can safely return later.').waitFor();
    const saved = (await stored(page, KEYS.game)) as { timeRemaining: number; slots: Record<string, unknown> };
    expect(saved.timeRemaining).toBeLessThanOrEqual(270);
    expect(saved.timeRemaining).toBeGreaterThan(255);
    expect(saved.slots.conclusion).toBeNull();

    await gotoApp(page, '/argument');
    const resume = page.getByRole('button', { name: 'Resume Game' });
    await resume.waitFor();
    await expect(page.getByText('- or -').isVisible()).resolves.toBe(true);
    await expectNoAxeViolations(page);
    const left = ((await stored(page, KEYS.game)) as { timeRemaining: number }).timeRemaining;

    await resume.click();
    await page.waitForURL(url('/argument-game'));
    await expect(slot(page, 'Premise').textContent()).resolves.toBe(premise);
    await expect(slot(page, 'Evidence').textContent()).resolves.toBe(evidence);
    await expect(slot(page, 'Conclusion').getAttribute('data-state')).resolves.toBe('next');
    const shown = await secondsShown(page);
    expect(shown).toBeLessThanOrEqual(left);
    expect(shown).toBeGreaterThanOrEqual(left - 5);
    expect(gameProblems(problems)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, url } from './harness';
import { card, KEYS, openArgumentPage, slot, startGame, stored, gameProblems } from './argumentJourney';

describe("argument game: New Game's confirmation, both ways", () => {
  it('Keep Playing keeps the argument; Start New Game resets it and goes to /argument', async () => {
    const { page, problems } = await openArgumentPage();
    await startGame(page);
    await card(page, 'Premises', 'Ethos').click();
    const premise = (await slot(page, 'Premise').textContent()) ?? '';

    await page.getByRole('button', { name: 'New Game' }).click();
    const dialog = page.getByRole('dialog', { name: 'Start a new game?' });
    await dialog.waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Keep Playing' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect(slot(page, 'Premise').textContent()).resolves.toBe(premise);
    expect(page.url()).toBe(url('/argument-game'));

    await page.getByRole('button', { name: 'New Game' }).click();
    await dialog.getByRole('button', { name: 'Start New Game' }).click();
    await page.waitForURL(url('/argument'));
    await page.getByText('Started a new game').waitFor();
    await expect(page.getByRole('button', { name: 'Resume Game' }).count()).resolves.toBe(0);
    await expect(stored(page, KEYS.game)).resolves.toBeNull();

    // The next game starts clean, with a full clock.
    await page.getByRole('button', { name: 'Start New Game' }).click();
    await page.waitForURL(url('/argument-game'));
    await expect(slot(page, 'Premise').getAttribute('data-state')).resolves.toBe('next');
    await expect(page.getByText('5:00', { exact: true }).isVisible()).resolves.toBe(true);
    expect(gameProblems(problems)).toEqual([]);
  });
});

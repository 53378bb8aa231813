import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, url } from './harness';
import { card, KEYS, openArgumentPage, pressEnter, slot, startGame, stored, gameProblems } from './argumentJourney';

describe('argument game: build and submit a full argument with the keyboard alone', () => {
  it('builds premise, evidence and conclusion, submits, and reads the analysis', async () => {
    const { page, problems } = await openArgumentPage();
    await startGame(page);
    await expectNoAxeViolations(page);

    // Evidence and conclusions are locked until their turn.
    await expect(card(page, 'Evidence', 'Logos').isDisabled()).resolves.toBe(true);
    const premise = (await card(page, 'Premises', 'Ethos').textContent()) ?? '';
    await pressEnter(card(page, 'Premises', 'Ethos'));
    await expect(slot(page, 'Premise').textContent()).resolves.toContain(premise.replace(/^Ethos/, ''));
    await expect(page.getByRole('status').filter({ hasText: 'Premise set:' }).count()).resolves.toBe(1);

    await pressEnter(card(page, 'Evidence', 'Logos'));
    await expect(page.getByRole('button', { name: 'Submit Argument' }).count()).resolves.toBe(0);
    await pressEnter(card(page, 'Conclusions', 'Pathos'));
    await expect(slot(page, 'Conclusion').getAttribute('data-state')).resolves.toBe('filled');
    await expectNoAxeViolations(page);

    await pressEnter(page.getByRole('button', { name: 'Submit Argument' }));
    const title = page.getByRole('heading', { level: 1, name: 'Argument Analysis' });
    await title.waitFor();
    await expect(title.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await expect(page.getByText('Valid structure').isVisible()).resolves.toBe(true);
    await expect(page.getByText('Excellent use of all rhetorical strategies!').isVisible()).resolves.toBe(true);
    await expect(page.getByText('60 / 60', { exact: true }).isVisible()).resolves.toBe(true);
    await expectNoAxeViolations(page);

    // The saved game is gone and the progress kept.
    await expect(stored(page, KEYS.game)).resolves.toBeNull();
    await expect(stored(page, KEYS.progress)).resolves.toMatchObject({ totalArguments: 1, highestScore: 60, completedChallenges: 1 });

    await pressEnter(page.getByRole('button', { name: 'Try Again' }));
    await page.waitForURL(url('/argument'));
    await page.getByRole('heading', { level: 1, name: 'Argument Construction Game' }).waitFor();
    await expect(page.getByRole('button', { name: 'Resume Game' }).count()).resolves.toBe(0);
    expect(gameProblems(problems)).toEqual([]);
  });
});

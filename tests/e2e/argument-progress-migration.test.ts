import { describe, expect, it } from 'vitest';
import { PROGRESS_V1_FIXTURE } from '../../src/features/argument/fixtures';
import { PROGRESS_V1_KEY } from '../../src/features/argument/storage';
import { card, KEYS, openArgumentPage, pressEnter, startGame, stored, gameProblems } from './argumentJourney';

/**
 * A browser that played before mistakes were stored under codes: its progress (mistakes under the
 * sentences the game showed then) is migrated on the first visit, the record carries over, and the
 * old mistakes come back as tips in today's words.
 */
describe('argument game: progress stored in its first form', () => {
  it('is migrated once, keeps the record, and still gives its advice', async () => {
    const { page, problems } = await openArgumentPage();
    await page.addInitScript(
      ([key, value]) => {
        // Only the first load finds the old item; later loads must not bring it back.
        if (!sessionStorage.getItem('seeded')) {
          localStorage.setItem(key, value);
          sessionStorage.setItem('seeded', '1');
        }
      },
      [PROGRESS_V1_KEY, JSON.stringify(PROGRESS_V1_FIXTURE)] as const,
    );
    await startGame(page);

    await expect(stored(page, PROGRESS_V1_KEY)).resolves.toBeNull();
    const migrated = (await stored(page, KEYS.progress)) as { totalArguments: number; commonMistakes: { code: string }[] };
    expect(migrated).toMatchObject({ totalArguments: 14, currentDifficulty: 'intermediate', highestScore: 60 });
    expect(migrated.commonMistakes.map((m) => m.code)).toContain('missing-evidence');
    await expect(page.getByText('Intermediate level', { exact: true }).first().isVisible()).resolves.toBe(true);

    await pressEnter(card(page, 'Premises', 'Ethos'));
    await pressEnter(card(page, 'Evidence', 'Logos'));
    await pressEnter(card(page, 'Conclusions', 'Pathos'));
    await pressEnter(page.getByRole('button', { name: 'Submit Argument' }));
    await page.getByRole('heading', { level: 1, name: 'Argument Analysis' }).waitFor();

    const tips = page.getByRole('heading', { name: 'Tips for next time' }).locator('xpath=..').getByRole('listitem');
    await expect(tips.filter({ hasText: /^Slippery Slope: \d+ times in the last 7 days\. Show each link/ }).count()).resolves.toBe(1);
    await expect(
      tips.filter({ hasText: 'Missing conclusion: 4 times in the last 7 days. Land the conclusion.' }).count(),
    ).resolves.toBe(1);
    await expect(stored(page, KEYS.progress)).resolves.toMatchObject({ totalArguments: 15 });
    await expect(stored(page, PROGRESS_V1_KEY)).resolves.toBeNull();
    expect(gameProblems(problems)).toEqual([]);
  });
});

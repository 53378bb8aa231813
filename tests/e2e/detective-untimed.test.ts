import { describe, expect, it } from 'vitest';
import { answerDetective, backendData, gameProblems, gotoPaused, headerValue, openGamePage, startDetective, tick, checkA11y } from './fallacyGamesJourney';

describe('Logical Fallacy Detective: timers off (WCAG 2.2.1)', () => {
  it('remembers "No timer", never times out, and waits for Next after each answer', async () => {
    const data = await backendData();
    const { page, problems } = await openGamePage();
    await gotoPaused(page, '/logical-fallacy-game');
    await page.getByRole('radio', { name: 'No timer' }).press('Space');
    await expect(page.getByRole('radio', { name: 'No timer' }).isChecked()).resolves.toBe(true);
    // Remembered in the browser.
    await gotoPaused(page, '/logical-fallacy-game');
    await expect(page.getByRole('radio', { name: 'No timer' }).isChecked()).resolves.toBe(true);

    await startDetective(page);
    await expect(page.getByText('Time left: untimed').isVisible()).resolves.toBe(true);
    await tick(page, 5 * 60_000);
    await expect(page.locator('[aria-keyshortcuts="1"]:not([aria-disabled])').count()).resolves.toBe(1);

    await answerDetective(page, data, true);
    await tick(page, 60_000);
    const next = page.getByRole('button', { name: 'Next question' });
    await expect(next.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await checkA11y(page);
    await page.keyboard.press('Enter');
    await tick(page, 300);
    await page.locator('[aria-keyshortcuts="1"]:not([aria-disabled])').waitFor();
    await expect(headerValue(page, 'Question')).resolves.toBe('2 / 7');
    await expect(headerValue(page, 'Score')).resolves.toBe('1');
    // Focus came back to the cards, so the keys and Tab carry on from there.
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-keyshortcuts'))).resolves.toBe('1');
    expect(gameProblems(problems)).toEqual([]);
  });
});

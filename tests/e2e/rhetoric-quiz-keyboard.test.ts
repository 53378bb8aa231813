import { describe, expect, it } from 'vitest';
import { answerFor, checkAxe, hasFocus, openGamePage, options, positionText, PROMPT, realProblems, segmentCount } from './rhetoricJourney';

describe('the Sophist Game with the keyboard alone', () => {
  it('starts, answers, opens the cheatsheet, finishes a round and grades it', async () => {
    const { page, problems } = await openGamePage('/rhetoricgame');
    const press = (key: string) => page.keyboard.press(key);

    await page.getByRole('button', { name: 'Start Game' }).focus();
    await press('Enter');
    const prompt = page.getByText(PROMPT);
    await prompt.waitFor();
    await page.waitForFunction((text) => document.activeElement?.textContent === text, PROMPT);

    // Tab to the right option and press Enter.
    const right = options(page).getByRole('button', { name: answerFor(0, 0), exact: true });
    for (let i = 0; i < 3 && !(await hasFocus(right)); i += 1) await press('Tab');
    await expect(hasFocus(right)).resolves.toBe(true);
    await press('Enter');
    const popup = page.getByRole('dialog', { name: 'Correct!' });
    await popup.waitFor();
    const next = popup.getByRole('button', { name: 'Next' });
    for (let i = 0; i < 5 && !(await hasFocus(next)); i += 1) await press('Tab');
    await press('Enter');
    await popup.waitFor({ state: 'detached' });
    await page.getByText(positionText(0, 1)).waitFor();
    await page.waitForFunction((text) => document.activeElement?.textContent === text, PROMPT);

    // The cheatsheet: the three techniques on offer; Escape closes it and focus comes back.
    const cheatsheetButton = page.getByRole('button', { name: 'Cheatsheet' });
    for (let i = 0; i < 6 && !(await hasFocus(cheatsheetButton)); i += 1) await press('Tab');
    await press('Enter');
    const cheatsheet = page.getByRole('dialog', { name: 'Cheatsheet' });
    await cheatsheet.waitFor();
    await expect(cheatsheet.getByRole('heading', { level: 3 }).count()).resolves.toBe(3);
    await expect(cheatsheet.getByRole('heading', { level: 3, name: answerFor(0, 1), exact: true }).isVisible()).resolves.toBe(true);
    await checkAxe(page);
    await press('Escape');
    await cheatsheet.waitFor({ state: 'detached' });
    await expect(hasFocus(cheatsheetButton)).resolves.toBe(true);

    // The rest of the round, all wrong, with Tab and Enter (Escape closes the popup; Next stays on the page).
    for (let i = 1; i < segmentCount(0); i += 1) {
      await page.getByText(positionText(0, i)).waitFor();
      const wrong = options(page).getByRole('button', { name: answerFor(0, i, false), exact: true });
      // From the prompt the options are ahead; from the Cheatsheet button (segment 2) they are behind.
      const step = i === 1 ? 'Shift+Tab' : 'Tab';
      for (let t = 0; t < 4 && !(await hasFocus(wrong)); t += 1) await press(step);
      await expect(hasFocus(wrong)).resolves.toBe(true);
      await press('Enter');
      await page.getByRole('dialog', { name: 'Incorrect' }).waitFor();
      await press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      // Focus lands on the Next button the popup leaves on the page.
      const nextOnPage = page.getByRole('button', { name: 'Next', exact: true });
      await page.waitForFunction(() => document.activeElement?.textContent === 'Next');
      await expect(hasFocus(nextOnPage)).resolves.toBe(true);
      await press('Enter');
    }

    const panel = page.getByRole('heading', { level: 2, name: 'Round 1 Complete!' });
    await panel.waitFor();
    await expect(hasFocus(panel)).resolves.toBe(true);
    await expect(page.getByText(`Score: 1 / ${segmentCount(0)}`).isVisible()).resolves.toBe(true);
    await expect(page.getByText('Needs Work').isVisible()).resolves.toBe(true);
    await expect(page.getByText("Keep trying, you'll get better!").isVisible()).resolves.toBe(true);
    await checkAxe(page);

    // Grade Now ends the game at once.
    const gradeNow = page.getByRole('button', { name: 'Grade Now' });
    for (let t = 0; t < 6 && !(await hasFocus(gradeNow)); t += 1) await press('Tab');
    await press('Enter');
    const end = page.getByRole('heading', { level: 2, name: 'Game Over' });
    await end.waitFor();
    await page.getByText('Grading your answers…').waitFor({ state: 'hidden' });
    await expect(hasFocus(end)).resolves.toBe(true);
    await expect(page.getByText(`Final Score: 1 / ${segmentCount(0)}`).isVisible()).resolves.toBe(true);
    await expect(page.getByText('Novice Analyst').isVisible()).resolves.toBe(true);
    await expect(page.getByText("Keep practicing, you'll improve!").isVisible()).resolves.toBe(true);
    await checkAxe(page);
    expect(realProblems(problems)).toEqual([]);
  });
});

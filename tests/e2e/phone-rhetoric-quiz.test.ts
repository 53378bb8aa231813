import { describe, expect, it } from 'vitest';
import { quizQuestions } from '../../src/content/games/quiz';
import { url, waitForApp } from './harness';
import { PHONE, expectInView, openGame, realProblems } from './phoneJourney';

const PROMPT = 'Which technique does the highlighted segment use?';
const segments = quizQuestions[0]!.segments;
const position = (i: number) => `Round 1 of ${quizQuestions.length} · Segment ${i + 1} of ${segments.length}`;

describe('The Sophist Game on a phone', () => {
  it('keeps the highlighted segment and its three options on a 390 × 844 screen, segment after segment', async () => {
    const { page, problems } = await openGame(PHONE);
    // The clock runs: the game's waits are short transitions, waited for by what they show.
    await page.goto(url('/rhetoricgame'));
    await waitForApp(page);
    await page.getByRole('button', { name: /^Start/ }).tap();
    const status = page.getByText(position(0));
    await status.waitFor();
    const highlight = page.locator('[data-current-segment]');
    const options = page.getByRole('group', { name: PROMPT });
    await expectInView(page, { status, highlight, options });

    for (let i = 0; i < 4; i += 1) {
      await page.getByText(position(i)).waitFor();
      await expectInView(page, { status: page.getByText(position(i)), highlight, options });
      const right = i % 2 === 0;
      const option = segments[i]!.options.find((o) => o.correct === right)!;
      await options.getByRole('button', { name: option.text, exact: true }).tap();
      const dialog = page.getByRole('dialog', { name: right ? 'Correct!' : 'Incorrect' });
      await dialog.waitFor();
      if (!right) {
        // The right answer's reason, without a "Yes." or "Correct." under an "Incorrect" title.
        const answer = segments[i]!.options.find((o) => o.correct)!;
        const why = dialog.getByText(`Why it is ${answer.text}`, { exact: true });
        await expect(why.isVisible()).resolves.toBe(true);
        const reason = (await why.evaluate((el) => el.nextElementSibling?.textContent)) ?? '';
        expect(reason).not.toMatch(/^(yes|correct|right)\b/i);
      }
      await dialog.getByRole('button', { name: 'Next' }).tap();
      await dialog.waitFor({ state: 'detached' });
    }
    await page.getByText(position(4)).waitFor();
    await expectInView(page, { status: page.getByText(position(4)), highlight, options });
    expect(realProblems(problems)).toEqual([]);
  });
});

import { LIMITS } from '../../src/contract/fallacies';
import { gameDataLoaded, waitTicking } from './fallacyGamesJourney';
import { describe, expect, it } from 'vitest';
import { FALLACY_IDS } from '../../src/content/schema';
import {
  FRAME_MS,
  LAPTOP,
  PHONE,
  detectiveCardIndex,
  detectiveCards,
  expectInView,
  gameData,
  gotoPaused,
  openGame,
  realProblems,
  statementOnBoard,
  tick,
} from './phoneJourney';

describe('Logical Fallacy Detective on a phone and a laptop', () => {
  it('keeps the header, the statement and the cards on a 390 × 844 screen, holds the verdict on a tap, and keeps the last answer', async () => {
    const data = await gameData();
    const { page, problems } = await openGame(PHONE);
    await gotoPaused(page, '/logical-fallacy-game');
    await gameDataLoaded(page);
    await page.getByRole('button', { name: 'Start Game' }).tap();
    await tick(page, 800);
    await waitTicking(page, detectiveCards(page).first(), 2_000);
    const board = page.getByRole('region', { name: 'The statement' });
    const cards = page.getByRole('group', { name: 'Which fallacy is it?' });
    const timer = page.getByRole('progressbar', { name: 'Time left' });
    await expectInView(page, { timer, statement: board, cards });

    // A wrong answer, by touch: the statement and the cards stay in view with the verdict.
    const first = await detectiveCardIndex(page, data, false);
    await detectiveCards(page).nth(first.index).tap();
    await page.getByText('Incorrect', { exact: true }).waitFor();
    await tick(page, FRAME_MS); // the verdict scrolls into view just before its paint
    await expectInView(page, { statement: board, cards });

    // A tap holds the verdict past its 1.5 s; Continue moves on.
    await page.locator('[data-result]').tap({ position: { x: 24, y: 16 } });
    await tick(page, 5000);
    const next = page.getByRole('button', { name: 'Continue' });
    await expect(next.isVisible()).resolves.toBe(true);
    await expect(page.locator('[data-result]').isVisible()).resolves.toBe(true);
    await next.tap();
    await tick(page, 300);
    await page.locator('[aria-keyshortcuts="1"]:not([aria-disabled])').waitFor();
    await expectInView(page, { timer, statement: board, cards });

    // The last answer stays under the new question, with why and the lesson's own name.
    const last = page.locator('[data-last-answer]');
    await expect(last.isVisible()).resolves.toBe(true);
    const firstWhy = first.statement.explanation ?? '';
    if (firstWhy) await expect(last.textContent()).resolves.toContain(firstWhy);

    // Timed play carries on by itself when nobody touches anything.
    const second = await detectiveCardIndex(page, data, true);
    await detectiveCards(page).nth(second.index).tap();
    await page.getByText('Correct!', { exact: true }).waitFor();
    await tick(page, FRAME_MS);
    await expectInView(page, { statement: board, cards });
    await tick(page, 1500);
    await tick(page, 300);
    await page.locator('[aria-keyshortcuts="1"]:not([aria-disabled])').waitFor();
    await expectInView(page, { timer, statement: board, cards });
    await expect(page.locator('[data-last-answer]').getAttribute('data-last-answer')).resolves.toBe('correct');
    expect(second.statement.id).not.toBe((await statementOnBoard(page, data.statements)).id);
    expect(realProblems(problems)).toEqual([]);
  });

  it('shows the explanation beside the cards on a 1280 × 800 laptop, names the lesson, and keeps it for the next question', async () => {
    // The worst case the data holds: every statement carries the longest explanation there is.
    const real = await gameData();
    const longest = real.statements.map((s) => s.explanation ?? '').sort((a, b) => b.length - a.length)[0] ?? '';
    expect(longest.length).toBeGreaterThan(250);
    // And every statement as long as a statement may be (the contract's limit), so the board on
    // the left is at its tallest and may end below the cards on the right.
    const filler = ' Everyone on the committee has said so, more than once, at length.'.repeat(6);
    const statements = real.statements.map((s) => ({ ...s, text: (s.text + filler).slice(0, LIMITS.statement), explanation: longest }));
    const data = { ...real, statements };
    const { page, problems } = await openGame(LAPTOP);
    await page.route(/\/api\/statements(\?|$)/, (route) => route.fulfill({ json: data.statements }));
    // A first visit whose chalk face has not arrived in time (it is `font-display: optional`):
    // the fallback face is wider, so a long statement makes the board taller than 350 px.
    await page.route(/\.woff2(\?|$)/, (route) => route.fulfill({ status: 204, body: '' }));
    await gotoPaused(page, '/logical-fallacy-game');
    await gameDataLoaded(page);
    await page.getByRole('button', { name: 'Start Game' }).click();
    await tick(page, 800);
    await waitTicking(page, detectiveCards(page).first(), 2_000);
    // Find a statement whose Detective name differs from its lesson's (Bandwagon, Circular
    // Reasoning) if one comes up in the first few; any will do for the layout.
    const { index, statement } = await detectiveCardIndex(page, data, false);
    await detectiveCards(page).nth(index).click();
    const verdict = page.locator('[data-result]');
    await verdict.waitFor();
    await tick(page, FRAME_MS);
    const board = page.getByRole('region', { name: 'The statement' });
    await expectInView(page, { statement: board, verdict });
    if (statement.explanation) await expect(verdict.textContent()).resolves.toContain(statement.explanation);
    // The lesson the page links to: the statement's own (an admin-authored statement, which another
    // journey may have added to the shared backend, can point at a built-in lesson), else its fallacy's.
    const lessonId = statement.lesson_id || statement.fallacy_type_id;
    const lesson = (FALLACY_IDS as readonly string[]).includes(lessonId) ? (data.fallacies.find((f) => f.id === lessonId)?.name ?? '') : null;
    if (lesson !== null) await expect(verdict.getByRole('link', { name: `Read the ${lesson} lesson` }).isVisible()).resolves.toBe(true);

    await tick(page, 1500);
    await tick(page, 300);
    await page.locator('[aria-keyshortcuts="1"]:not([aria-disabled])').waitFor();
    const last = page.locator('[data-last-answer]');
    // The whole strip, beside the next question with the timer: the cards and the strip start at
    // the header's top, so even the longest explanation ends above the fold of an 800 px screen.
    const timer = page.getByRole('progressbar', { name: 'Time left' });
    await expectInView(page, { timer, statement: board, cards: page.getByRole('group', { name: 'Which fallacy is it?' }), lastAnswer: last });
    if (lesson !== null) await expect(last.getByRole('link', { name: `Read the ${lesson} lesson` }).isVisible()).resolves.toBe(true);
    // The only complaint allowed is the stubbed font's.
    expect(realProblems(problems).filter((p) => !p.includes('Failed to decode downloaded font'))).toEqual([]);
  });
});

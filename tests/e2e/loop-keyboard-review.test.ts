import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { url, waitForApp } from './harness';
import { checkProblems } from './check-helpers';
import { LAPTOP, expectVisibleFocus, openGame, tabTo } from './phoneJourney';
import { DAY_MS } from './reviewJourney';

const START = new Date('2025-06-15T12:00:00Z').getTime();

/** Two fallacy cards added at START, due three days on. */
function seedDeck() {
  const start = new Date('2025-06-15T12:00:00Z').getTime();
  const due = start + 3 * 24 * 60 * 60 * 1000;
  if (localStorage.getItem('sophist:review:v1')) return;
  const card = (id: string) => ({ id, added: start, due, fsrs: null });
  localStorage.setItem('sophist:review:v1', JSON.stringify({ version: 1, cards: [card('fallacy:straw-man:spot'), card('fallacy:post-hoc:spot')], log: [], recent: [] }));
}

const focusOnBody = (page: Page) => page.evaluate(() => document.activeElement === null || document.activeElement === document.body);

describe('the learning loop by keyboard: to the review', () => {
  it('reaches a due review from the home page by Tab and Enter alone, with focus never on <body>', async () => {
    const { page, problems } = await openGame(LAPTOP);
    await page.addInitScript(seedDeck);
    await page.clock.setSystemTime(START + 3 * DAY_MS + 60_000);
    await page.goto(url('/'));
    await waitForApp(page);
    await tabTo(page, page.getByRole('banner').getByRole('link', { name: 'Practise' }), 'on the way to Practise');
    await page.keyboard.press('Enter');
    await page.waitForURL(url('/progress'));
    await expect(page.getByTestId('next-step').textContent()).resolves.toMatch(/^2 cards are due for review now/);
    await tabTo(page, page.getByRole('link', { name: 'Review 2 due' }), 'on the way to the review');
    await page.keyboard.press('Enter');
    await page.waitForURL(url('/review'));
    await page.locator('[data-card]').waitFor();
    await expect(focusOnBody(page)).resolves.toBe(false);
    await expectVisibleFocus(page, 'on arriving at the review');
    expect(checkProblems(problems)).toEqual([]);
  });
});

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { analysisArticles } from '../../src/content/games/analysisArticles';
import { url, waitForApp } from './harness';
import { LAPTOP, PHONE, openGame, realProblems } from './phoneJourney';
import { focusSettled, moveTo, press } from './focusSteps';

const first = analysisArticles[0]!;
const second = analysisArticles[1]!;
const segmentButton = (page: Page, i: number, state: string, article = first) =>
  page.getByRole('button', { name: `${article.segments[i]!.text} (${state})`, exact: true });
const counter = (page: Page) => page.getByRole('status', { name: 'Techniques found so far' });

async function open(device: typeof PHONE | typeof LAPTOP) {
  const tracked = await openGame(device);
  await tracked.page.goto(url('/games/rhetoric-analysis'));
  await waitForApp(tracked.page);
  return tracked;
}

/**
 * Issue 35's strict focus journeys for the Rhetoric Analysis Challenge, read-along and Guess first,
 * by keyboard alone: after every key focus is on a named control or heading, never <body>, wholly
 * in the window and clear of the sticky bar (tests/e2e/focusJourney.ts).
 */
describe.each([
  ['phone', PHONE],
  ['laptop', LAPTOP],
] as const)('Rhetoric Analysis by keyboard alone, focus always placed (%s)', (_name, device) => {
  it('read-along: Tab to a segment, open it, Mark as Found, back on it; switch article, on its heading', async () => {
    const { page, problems } = await open(device);
    await moveTo(page, segmentButton(page, 0, 'not found yet'), 'on the way to the first segment');
    const opened = await press(page, 'Enter', 'when the segment opens');
    expect(opened.name).toMatch(/./);
    const dialog = page.getByRole('dialog', { name: first.segments[0]!.technique });
    await dialog.waitFor();
    await moveTo(page, dialog.getByRole('button', { name: 'Mark as Found' }), 'in the dialog', 10);
    await press(page, 'Enter', 'after Mark as Found');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => segmentButton(page, 0, 'found').evaluate((el) => el === document.activeElement)).toBe(true);
    await focusSettled(page, 'back on the segment');
    const link = page.getByRole('navigation', { name: 'Articles to analyse' }).getByRole('link', { name: new RegExp(second.title) });
    await moveTo(page, link, 'back to the article links', 40, 'Shift+Tab');
    await press(page, 'Enter', 'after switching article');
    await page.waitForURL(/article=/);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(second.title);
    await focusSettled(page, 'on the new article’s heading');
    expect(realProblems(problems)).toEqual([]);
  });

  it('Guess first: switch it on, pick wrong (arrows, Enter), back, pick right, back; the score says so', async () => {
    const { page, problems } = await open(device);
    const toggle = page.getByRole('switch', { name: 'Guess first' });
    await moveTo(page, toggle, 'on the way to Guess first');
    await press(page, ' ', 'after switching Guess first on');
    await expect(toggle.isChecked()).resolves.toBe(true);

    const guess = async (i: number, right: boolean) => {
      const segment = first.segments[i]!;
      await moveTo(page, segmentButton(page, i, 'not found yet'), `on the way to segment ${i + 1}`);
      await press(page, 'Enter', `when segment ${i + 1} opens`);
      const dialog = page.getByRole('dialog', { name: 'Which technique is this?' });
      await dialog.waitFor();
      const options = dialog.getByRole('group', { name: 'Techniques to choose from' }).getByRole('button');
      await moveTo(page, options.first(), `on the way to the options of segment ${i + 1}`, 10);
      const names = await options.allTextContents();
      const target = names.findIndex((name) => (name === segment.technique) === right);
      // The arrow keys move between the options (wrapping round).
      await moveTo(page, options.nth(target), `among the options of segment ${i + 1}`, 3, 'ArrowDown');
      const after = await press(page, 'Enter', `after picking for segment ${i + 1}`);
      expect(after.name).toBe('Back to the article');
      await page.getByRole('dialog', { name: segment.technique }).waitFor();
      await press(page, 'Enter', `after Back to the article on segment ${i + 1}`);
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await expect.poll(() => segmentButton(page, i, right ? 'found' : 'missed').evaluate((el) => el === document.activeElement)).toBe(true);
      await focusSettled(page, `back on segment ${i + 1}`);
    };
    await guess(0, false);
    await guess(1, true);
    await expect(counter(page).textContent()).resolves.toContain('Right: 1 · Wrong: 1');
    expect(realProblems(problems)).toEqual([]);
  });
});

import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { analysisArticles } from '../../src/content/games/analysisArticles';
import { url, waitForApp } from './harness';
import { PHONE, expectInView, openGame, realProblems } from './phoneJourney';

const article = analysisArticles[0]!;
const segment = (page: Page, i: number, found: boolean) =>
  page.getByRole('button', { name: `${article.segments[i]!.text} (${found ? 'found' : 'not found yet'})`, exact: true });

/** The bottom of the sticky band that holds the found counter (it stays under the navigation bar). */
async function bandBottom(page: Page): Promise<number> {
  return page.getByRole('status', { name: 'Techniques found so far' }).evaluate((el) => {
    let band: Element | null = el;
    while (band && getComputedStyle(band).position !== 'sticky') band = band.parentElement;
    return (band ?? el).getBoundingClientRect().bottom;
  });
}

/** The segment is whole on screen and not under the counter's band. */
async function expectClearOfBand(page: Page, locator: Locator, name: string) {
  await expectInView(page, { [name]: locator });
  const box = await locator.boundingBox();
  expect(Math.round(box?.y ?? -1), `${name} starts under the counter band`).toBeGreaterThanOrEqual(Math.floor(await bandBottom(page)));
}

describe('The Rhetoric Analysis Challenge on a phone', () => {
  it('opens with the article, its counter and its first highlighted segment on a 390 × 844 screen, and keeps each found segment in view', async () => {
    const { page, problems } = await openGame(PHONE);
    await page.goto(url('/games/rhetoric-analysis'));
    await waitForApp(page);
    const heading = page.getByRole('heading', { level: 2, name: article.title });
    const counter = page.getByRole('status', { name: 'Techniques found so far' });
    await expectInView(page, { heading, counter, firstSegment: segment(page, 0, false) });

    // The first segment, one in the middle and the last: the dialog whole on screen, then the
    // segment (now found) and the counter in view, the segment clear of the counter's band.
    const last = article.segments.length - 1;
    for (const [n, i] of [0, Math.floor(last / 2), last].entries()) {
      await segment(page, i, false).tap();
      const dialog = page.getByRole('dialog', { name: article.segments[i]!.technique });
      await dialog.waitFor();
      const mark = dialog.getByRole('button', { name: 'Mark as Found' });
      await expectInView(page, { why: dialog.getByText(article.segments[i]!.explanation), mark });
      await mark.tap();
      await dialog.waitFor({ state: 'detached' });
      await counter.filter({ hasText: `Found ${n + 1} / ${article.segments.length} techniques` }).waitFor();
      await expect.poll(() => segment(page, i, true).evaluate((el) => el === document.activeElement)).toBe(true);
      await expectInView(page, { counter });
      await expectClearOfBand(page, segment(page, i, true), `segment ${i + 1}`);
    }
    expect(realProblems(problems)).toEqual([]);
  });
});

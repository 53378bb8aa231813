import { describe, expect, it } from 'vitest';
import { url, waitForApp } from './harness';
import { PHONE } from './phoneJourney';
import { gameProblems, openArgumentPage } from './argumentJourney';

interface Painted {
  /** The largest-paint candidates, in order: the element's text and when it painted. */
  largest: { text: string; at: number }[];
  firstContentfulPaint: number | undefined;
  /** The layout shifts no input caused. */
  shifts: { value: number; moved: string[] }[];
}

/**
 * What the browser's own paint and layout-shift records say about a direct visit (issue 36): the
 * board is drawn in the browser, after the page's code, so it must neither push what is on screen
 * nor be the page's largest paint (Lighthouse would then time the page by its scripts).
 */
describe('argument game: a direct visit on a phone', () => {
  it('paints its largest text with the HTML, and nothing moves while the board arrives and the view goes to the cards', async () => {
    const { page, problems } = await openArgumentPage();
    await page.setViewportSize(PHONE.viewport);
    await page.clock.resume();
    await page.addInitScript(() => {
      const painted: Painted = { largest: [], firstContentfulPaint: undefined, shifts: [] };
      Object.assign(window, { painted });
      // Read as each record arrives: a replaced element is no longer in the page later.
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as LargestContentfulPaint[]) painted.largest.push({ text: e.element?.textContent ?? '', at: e.startTime });
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      new PerformanceObserver((list) => {
        const fcp = list.getEntriesByName('first-contentful-paint')[0];
        if (fcp) painted.firstContentfulPaint = fcp.startTime;
      }).observe({ type: 'paint', buffered: true });
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources: { node: Node | null }[] }[]) {
          if (!e.hadRecentInput) painted.shifts.push({ value: e.value, moved: e.sources.map((s) => (s.node as Element | null)?.tagName ?? '?') });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(url('/argument-game'));
    // The visitor reaches for the page (it starts at the first intent), and the board is drawn.
    await waitForApp(page);
    // Arrived: the board is there and the view has gone to the premises, whose heading has focus.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent), { timeout: 15_000 }).toBe('Premises');
    // Two frames more, so anything the arrival painted has been reported.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const painted = await page.evaluate(() => (window as unknown as { painted: Painted }).painted);

    const largest = painted.largest.at(-1);
    expect(largest?.text).toBe('Construct Your Argument');
    expect(largest?.at).toBe(painted.firstContentfulPaint);
    expect(painted.shifts).toEqual([]);
    expect(gameProblems(problems)).toEqual([]);
  });
});

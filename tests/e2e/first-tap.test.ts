import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { openPage, url, waitForApp } from './harness';

/**
 * A bench, not a test (run by `npm run bench` with SOPHIST_BENCH=1; it asserts nothing about
 * time): what a reading page's first tap on an island costs now that the app runs only when one
 * is needed. On a phone-sized page (390 × 844, touch) with Chromium's CPU slowed 4× once the page
 * has started, the menu button is tapped and the time from the tap (pointerdown) to the drawer on
 * screen is taken, then the same for a second tap once the drawer is closed again (what every
 * later tap costs). Fresh pages each time.
 */
const CPU_SLOWDOWN = 4;
const TAPS = Number(process.env.SOPHIST_BENCH_PLAYS ?? 3);
const PAGES = ['/fallacies/AdHominem', '/'];

declare global {
  interface Window {
    __tap?: { down: number; shown: number };
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

describe.runIf(process.env.SOPHIST_BENCH === '1')(`a reading page's first tap at ${CPU_SLOWDOWN}× CPU`, () => {
  it.each(PAGES)('%s: tap on the menu to the drawer on screen', async (path) => {
    const first: number[] = [];
    const later: number[] = [];
    for (let i = 0; i < TAPS; i++) {
      const { page } = await openPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
      await page.goto(url(path));
      await waitForApp(page);
      await page.waitForLoadState('networkidle');
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      const tap = async () => {
        await page.evaluate(() => {
          window.__tap = { down: 0, shown: 0 };
          window.addEventListener('pointerdown', () => (window.__tap!.down ||= performance.now()), { capture: true, once: true });
          const seen = () => {
            // On screen: the frame after the drawer's paper is in the document.
            if (document.querySelector('.MuiDrawer-paper')) requestAnimationFrame(() => setTimeout(() => (window.__tap!.shown ||= performance.now())));
            else requestAnimationFrame(seen);
          };
          seen();
        });
        await page.getByRole('button', { name: /menu/i }).first().tap();
        await page.waitForFunction(() => (window.__tap?.shown ?? 0) > 0, null, { timeout: 30_000 });
        return page.evaluate(() => Math.round(window.__tap!.shown - window.__tap!.down));
      };
      first.push(await tap());
      await page.keyboard.press('Escape');
      await page.locator('.MuiDrawer-paper').waitFor({ state: 'detached' });
      later.push(await tap());
      await page.context().close();
    }
    console.log(`${path}: first tap to drawer ${first.join(' / ')} ms (median ${median(first)}), a later tap ${later.join(' / ')} ms (median ${median(later)}); load ${os.loadavg().map((n) => n.toFixed(2)).join(' ')}`);
    expect(first).toHaveLength(TAPS);
  });
});

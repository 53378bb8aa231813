import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { detectiveName } from '../../src/features/detective/logic';
import type { FallacyType, Statement } from '../../src/contract/fallacies';
import { apiUrl, openPage, url, waitForApp, type TrackedPage } from './harness';

/**
 * Shared by the phone-* and keyboard-* journeys: a phone (390 × 844, touch) or a laptop with a
 * fake clock and the cookie choice made; checks that what the player needs is on screen below
 * the sticky bar, and that keyboard focus is visible and not obscured.
 */
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 };
export const LAPTOP = { viewport: { width: 1280, height: 800 } };
const START_TIME = new Date('2025-06-15T12:00:00Z');

export async function openGame(
  device: typeof PHONE | typeof LAPTOP,
  colorScheme: 'light' | 'dark' = 'light',
): Promise<TrackedPage> {
  const tracked = await openPage({ ...device, colorScheme });
  await tracked.page.clock.install({ time: START_TIME });
  await tracked.page.addInitScript(() => {
    localStorage.setItem('sophist.cookieConsent.v1', JSON.stringify({ value: 'declined', at: '2025-06-15T12:00:00.000Z' }));
  });
  return tracked;
}

/** Opens a path with the clock running (a prerendered page starts on timers), then stops it. */
export async function gotoPaused(page: Page, path: string) {
  await page.clock.resume();
  await page.goto(url(path));
  await waitForApp(page);
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

export const tick = (page: Page, ms: number) => page.clock.runFor(ms);

/** One frame on the paused clock: what the games do just before the next paint (src/lib/beforePaint.ts). */
export const FRAME_MS = 20;

const SW_BLOCKED = /^console\.warning: Service Worker registration blocked by Playwright$/;
export const realProblems = (problems: string[]) => problems.filter((p) => !SW_BLOCKED.test(p));

/** The window's clear area: below the sticky navigation bar, above the bottom edge. */
export async function clearArea(page: Page): Promise<{ top: number; bottom: number }> {
  return page.evaluate(() => ({
    top: document.querySelector('.MuiAppBar-root')?.getBoundingClientRect().bottom ?? 0,
    bottom: window.innerHeight,
  }));
}

/** Fails unless every locator's box lies wholly inside the clear area (named in the message). */
export async function expectInView(page: Page, parts: Record<string, Locator>) {
  const area = await clearArea(page);
  const boxes: Record<string, { top: number; bottom: number } | null> = {};
  for (const [name, locator] of Object.entries(parts)) {
    const box = await locator.boundingBox();
    boxes[name] = box && { top: Math.round(box.y), bottom: Math.round(box.y + box.height) };
  }
  const outside = Object.entries(boxes)
    .filter(([, box]) => !box || box.top < area.top - 0.5 || box.bottom > area.bottom + 0.5)
    .map(([name, box]) => `${name} ${box ? `${box.top}–${box.bottom}` : 'missing'} (clear area ${Math.round(area.top)}–${area.bottom})`);
  expect(outside).toEqual([]);
}

/**
 * What has keyboard focus, and whether its focus ring is showing: a solid outline at least 2 px
 * wide with at least 3:1 contrast against the surface around it, and the element below the
 * sticky bar and inside the window.
 */
export async function focusReport(page: Page) {
  return page.evaluate(() => {
    const focused = document.activeElement as HTMLElement | null;
    if (!focused || focused === document.body || focused === document.documentElement) return { onBody: true as const };
    // A radio or checkbox focuses an invisible input; its ring is drawn on the control around it.
    const hidden = getComputedStyle(focused).opacity === '0';
    const el = hidden ? (focused.closest('.MuiButtonBase-root') as HTMLElement | null) ?? focused : focused;
    const style = getComputedStyle(el);
    const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
    const lum = ([r, g, b]: number[]) => {
      const f = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * f(r ?? 0) + 0.7152 * f(g ?? 0) + 0.0722 * f(b ?? 0);
    };
    let surface = 'rgb(255, 255, 255)';
    for (let p = el.parentElement; p; p = p.parentElement) {
      const bg = getComputedStyle(p).backgroundColor;
      const alpha = rgb(bg)[3];
      if (bg !== 'transparent' && (alpha === undefined || alpha > 0.5)) {
        surface = bg;
        break;
      }
    }
    const [a, b] = [lum(rgb(style.outlineColor)), lum(rgb(surface))];
    const contrast = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    // Not obscured: the element is what the page shows at its own centre (not the sticky bar,
    // not a bar at the bottom), and the centre is inside the window.
    const box = el.getBoundingClientRect();
    const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
    const hit = x >= 0 && y >= 0 && x <= window.innerWidth && y <= window.innerHeight ? document.elementFromPoint(x, y) : null;
    return {
      onBody: false as const,
      name: `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`,
      interactive: focused.tabIndex >= 0,
      ring: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
      contrast: Math.round(contrast * 10) / 10,
      inView: !!hit && (hit === el || el.contains(hit) || hit.contains(el)),
    };
  });
}

/** Focus is on something (never the page), and an interactive element shows a visible, unobscured ring. */
export async function expectVisibleFocus(page: Page, where: string) {
  let report = await focusReport(page);
  // Focus scrolls smoothly into view, and an overlay may be fading out: give it a moment.
  for (let i = 0; i < 40 && !report.onBody && !report.inView; i += 1) {
    await page.waitForTimeout(50);
    report = await focusReport(page);
  }
  expect(report.onBody, `focus fell to <body> ${where}`).toBe(false);
  if (report.onBody) return;
  expect(report.inView, `${report.name} is focused but hidden ${where}`).toBe(true);
  if (!report.interactive) return;
  expect(report.ring, `${report.name} shows no focus ring ${where}`).toBe(true);
  expect(report.contrast, `${report.name}'s ring contrast ${where}`).toBeGreaterThanOrEqual(3);
}

/** Presses Tab until `target` has focus, checking the ring on everything it passes. */
export async function tabTo(page: Page, target: Locator, where: string, max = 60) {
  if (await target.evaluate((el) => el === document.activeElement)) return expectVisibleFocus(page, where);
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) {
      await expectVisibleFocus(page, where);
      return;
    }
    await expectVisibleFocus(page, where);
  }
  throw new Error(`Tab never reached the target ${where}`);
}

// ---- Game data -------------------------------------------------------------------------------

export interface GameData {
  statements: Statement[];
  fallacies: FallacyType[];
}

export async function gameData(): Promise<GameData> {
  const [statements, fallacies] = await Promise.all([
    fetch(`${apiUrl()}/api/statements`).then((r) => r.json() as Promise<Statement[]>),
    fetch(`${apiUrl()}/api/fallacies`).then((r) => r.json() as Promise<FallacyType[]>),
  ]);
  return { statements, fallacies };
}

export async function statementOnBoard(page: Page, statements: Statement[]): Promise<Statement> {
  const text = (await page.getByRole('region', { name: 'The statement' }).textContent()) ?? '';
  const found = statements.filter((s) => text.includes(s.text)).sort((a, b) => b.text.length - a.text.length)[0];
  if (!found) throw new Error(`No known statement on the board: "${text}"`);
  return found;
}

export const detectiveCards = (page: Page) => page.getByRole('group', { name: 'Which fallacy is it?' }).getByRole('button');

/** Index (0–2) of the right card for the statement on the board, or of a wrong one. */
export async function detectiveCardIndex(page: Page, data: GameData, right: boolean) {
  const statement = await statementOnBoard(page, data.statements);
  const name = detectiveName(statement.fallacy_type_id, data.fallacies);
  const labels = (await detectiveCards(page).allTextContents()).map((text) => text.replace(/^\d/, ''));
  const index = labels.findIndex((label) => label.startsWith(name));
  if (index < 0) throw new Error(`"${name}" is not on the cards: ${labels.join(' | ')}`);
  return { index: right ? index : (index + 1) % labels.length, statement };
}

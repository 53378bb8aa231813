import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { ARGUMENT_STORAGE_KEYS } from '../../src/features/argument/storage';
import { openPage, url, waitForApp, type TrackedPage } from './harness';

/** Shared by the argument-* journeys: a page with a fake clock, the cookie choice made, and keyboard helpers. */
export const START_TIME = new Date('2025-06-15T12:00:00Z');
export const KEYS = ARGUMENT_STORAGE_KEYS;

export async function openArgumentPage(init?: (keys: typeof KEYS) => void): Promise<TrackedPage> {
  const tracked = await openPage();
  await tracked.page.clock.install({ time: START_TIME });
  await tracked.page.addInitScript(() => {
    localStorage.setItem('sophist.cookieConsent.v1', JSON.stringify({ value: 'declined', at: '2025-06-15T12:00:00.000Z' }));
  });
  if (init) await tracked.page.addInitScript(init, KEYS);
  return tracked;
}

const SW_BLOCKED = /^console\.warning: Service Worker registration blocked by Playwright$/;

/** The page's problems minus the harness's own noise (its service-worker blocker logs a warning on every page). */
export const gameProblems = (problems: string[]) => problems.filter((p) => !SW_BLOCKED.test(p));

export async function gotoApp(page: Page, path: string) {
  await page.goto(url(path));
  await waitForApp(page);
}

/**
 * Keyboard only: focus the control and press Enter, once it is enabled, as a player sees it. The
 * pool's cards follow a placement a frame or two late (a deferred render, README "Answers in short
 * tasks"): pressed before that, the next group's card is still disabled and the press does nothing.
 */
export async function pressEnter(locator: Locator) {
  await locator.waitFor();
  await expect.poll(() => locator.isEnabled(), { timeout: 10_000 }).toBe(true);
  await locator.press('Enter');
}

export const poolGroup = (page: Page, name: 'Premises' | 'Evidence' | 'Conclusions') =>
  page.getByRole('group', { name });

/** The first card of an appeal in a pool group (its accessible name starts with the appeal). */
export const card = (page: Page, group: 'Premises' | 'Evidence' | 'Conclusions', appeal: 'Ethos' | 'Pathos' | 'Logos') =>
  poolGroup(page, group).getByRole('button', { name: new RegExp(`^${appeal}`) }).first();

export const slot = (page: Page, name: 'Premise' | 'Evidence' | 'Conclusion') =>
  page.getByRole('region', { name: `${name} slot` });

/** Seconds shown by the timer bar ("4:31 left" → 271). */
export async function secondsShown(page: Page): Promise<number> {
  const text = (await page.getByRole('progressbar', { name: 'Time left' }).getAttribute('aria-valuetext')) ?? '';
  const m = /(\d+):(\d\d)/.exec(text);
  if (!m) throw new Error(`No time in "${text}"`);
  return Number(m[1]) * 60 + Number(m[2]);
}

export async function stored(page: Page, key: string): Promise<unknown> {
  const raw = await page.evaluate((k) => localStorage.getItem(k), key);
  return raw === null ? null : (JSON.parse(raw) as unknown);
}

/** Starts a game from /argument with the keyboard and waits for the board. */
export async function startGame(page: Page) {
  await gotoApp(page, '/argument');
  await pressEnter(page.getByRole('button', { name: 'Start New Game' }));
  await page.waitForURL(url('/argument-game'));
  await page.getByRole('heading', { level: 1, name: 'Construct Your Argument' }).waitFor();
  // The setting-up line has the same heading: the board is there once its cards are.
  await page.getByRole('group', { name: 'Premises' }).getByRole('button').first().waitFor();
}

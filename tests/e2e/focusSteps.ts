import type { Locator, Page } from 'playwright-core';
import { expectFocusPlaced, focusPlace } from './focusJourney';
import { FRAME_MS, tick } from './phoneJourney';

/**
 * Keyboard steps for the strict focus journeys (tests/e2e/focusJourney.ts) on a paused clock:
 * after each key the clock moves a frame at a time (focus moves just before a paint), then focus
 * must be on a named control or heading, never <body>, wholly in the window and uncovered.
 */
export async function focusSettled(page: Page, where: string) {
  for (let i = 0; i < 10 && (await focusPlace(page)).problems.length; i += 1) await tick(page, FRAME_MS);
  return expectFocusPlaced(page, where);
}

/** Presses a key, then checks where focus went. */
export async function press(page: Page, key: string, where: string) {
  await page.keyboard.press(key);
  return focusSettled(page, where);
}

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/** Tabs (or presses `key`) until `target` has focus, checking focus after every press. */
export async function moveTo(page: Page, target: Locator, where: string, max = 60, key = 'Tab') {
  if (await isFocused(target)) return focusSettled(page, where);
  for (let i = 0; i < max; i += 1) {
    const place = await press(page, key, `${where} (${key} ${i + 1})`);
    if (await isFocused(target)) return place;
  }
  throw new Error(`${key} never reached the target ${where}`);
}

import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * The strict focus check of issue 35: after every action focus is on a named control or heading
 * (never <body>), and its whole box is inside the window, below the sticky navigation bar and,
 * while the cookie banner shows, clear of the banner (WCAG 2.2 focus not obscured).
 */
export async function focusPlace(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body || el === document.documentElement) return { onBody: true as const, problems: ['focus on <body>'] };
    const labelledBy = el.getAttribute('aria-labelledby');
    const name = (
      el.getAttribute('aria-label') ??
      (labelledBy ? labelledBy.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ') : null) ??
      ((el as HTMLInputElement).labels?.[0]?.textContent || null) ??
      el.textContent ??
      ''
    ).trim();
    const what = `${el.tagName.toLowerCase()} "${name.slice(0, 40)}"`;
    const problems: string[] = [];
    if (!name) problems.push(`${what} has no name`);
    const box = el.getBoundingClientRect();
    const bar = document.querySelector('.MuiAppBar-root');
    const banner = document.querySelector<HTMLElement>('[data-cookie-banner]:not([hidden])');
    const top = bar && !bar.contains(el) && getComputedStyle(bar).position !== 'static' ? bar.getBoundingClientRect().bottom : 0;
    // Under the bar: its top edge is what the bar shows there (the skip link sits above the bar).
    const probe = document.elementFromPoint(box.left + box.width / 2, Math.max(box.top + 1, 0));
    if (box.top < top - 0.5 && !!probe && !!bar?.contains(probe)) problems.push(`${what} top ${Math.round(box.top)} is under the navigation bar (ends ${Math.round(top)})`);
    if (box.bottom > window.innerHeight + 0.5) problems.push(`${what} bottom ${Math.round(box.bottom)} is below the window (${window.innerHeight})`);
    if (box.left < -0.5 || box.right > window.innerWidth + 0.5) problems.push(`${what} is outside the window sideways`);
    if (banner && !banner.contains(el)) {
      const b = banner.getBoundingClientRect();
      const overlaps = box.bottom > b.top + 0.5 && box.top < b.bottom - 0.5 && box.right > b.left + 0.5 && box.left < b.right - 0.5;
      if (overlaps) problems.push(`${what} (${Math.round(box.top)}–${Math.round(box.bottom)}) is under the cookie banner (from ${Math.round(b.top)})`);
    }
    return { onBody: false as const, name, tag: el.tagName.toLowerCase(), problems };
  });
}

export async function expectFocusPlaced(page: Page, where: string) {
  let place = await focusPlace(page);
  // Focus may scroll into place smoothly: give it a moment.
  for (let i = 0; i < 20 && place.problems.length; i += 1) {
    await page.waitForTimeout(50);
    place = await focusPlace(page);
  }
  expect(place.problems, `focus ${where}`).toEqual([]);
  return place;
}

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { wordPools } from '../../src/content/games/wordPools';
import { openPage, url, waitForApp } from './harness';
import { expectFocusPlaced } from './focusJourney';
import { LAPTOP, PHONE, detectiveCards, gotoPaused, openGame, realProblems, tick } from './phoneJourney';
import { gotoApp, openArgumentPage, pressEnter, startGame } from './argumentJourney';
import { waitTicking } from './fallacyGamesJourney';

/** Presses Tab (or a key) and checks where focus went. */
async function press(page: Page, key: string, where: string) {
  await page.keyboard.press(key);
  return expectFocusPlaced(page, where);
}

describe('focus after every action: named, never <body>, never covered (issue 35)', () => {
  it('cookie banner: early in the Tab order, never covering focus, and Accept leaves focus on a heading', async () => {
    const { page, problems } = await openPage({ viewport: PHONE.viewport, isMobile: true, hasTouch: true });
    await page.goto(url('/logical-fallacy-game'));
    await waitForApp(page);
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await banner.waitFor();
    // Skip link, then the banner's link and buttons: within the first four stops.
    const names: string[] = [];
    for (let i = 0; i < 4; i += 1) names.push((await press(page, 'Tab', `on Tab ${i + 1}`)).name ?? '');
    expect(names).toContain('Accept');
    // On through the page: nothing focused sits under the banner (or the bar).
    let reached = false;
    for (let i = 0; i < 40 && !reached; i += 1) {
      const place = await press(page, 'Tab', `on Tab ${i + 5}, banner open`);
      reached = place.name === 'Start Game';
    }
    expect(reached).toBe(true);
    await banner.getByRole('button', { name: 'Accept' }).focus();
    const after = await press(page, 'Enter', 'after Accept');
    expect(after.tag).toMatch(/^h[1-3]$/);
    await banner.waitFor({ state: 'hidden' });
    expect(realProblems(problems)).toEqual([]);
  });

  it('page to page: a link followed by keyboard leaves focus on the new page’s h1', async () => {
    // From a page the app runs (a game), so the link is followed inside the app.
    const { page, problems } = await openGame(LAPTOP);
    await page.goto(url('/argument'));
    await waitForApp(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy', exact: true }).first().focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(url('/privacy-policy'));
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    await expectFocusPlaced(page, 'on the privacy page');
    expect(realProblems(problems)).toEqual([]);
  });

  it('argument: Start New Game leaves focus on the heading of the cards to choose from', async () => {
    const { page, problems } = await openArgumentPage();
    await gotoApp(page, '/argument');
    await pressEnter(page.getByRole('button', { name: 'Start New Game' }));
    await page.getByRole('heading', { level: 1, name: 'Construct Your Argument' }).waitFor();
    // The board scrolls to the premises on arrival: their heading takes focus, in view.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Premises');
    await expectFocusPlaced(page, 'after Start New Game');
    await press(page, 'Tab', 'on the first Tab into the board');
    expect(realProblems(problems)).toEqual([]);
  });

  it('argument: no card exposes a verdict to assistive technology before Submit', async () => {
    const { page } = await openArgumentPage();
    await startGame(page);
    const tooltips = Object.values(wordPools).flat().map((entry) => entry.tooltip);
    const pool = page.getByRole('group', { name: 'Premises' });
    const cards = pool.getByRole('button');
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i += 1) {
      // Focused (as a keyboard user meets it): neither its tree nor its description says the verdict.
      await cards.nth(i).focus();
      await tick(page, 500);
      const tree = await page.locator('main').ariaSnapshot();
      const description = await cards.nth(i).evaluate((el) => el.getAttribute('aria-describedby'));
      expect(description).toBeNull();
      await expect(pool.locator('[title]').count()).resolves.toBe(0);
      expect(tooltips.filter((t) => tree.includes(t.slice(0, 40)))).toEqual([]);
    }
  });

  it('The Sophist Game: Start Game keeps focus on the overlay, then the prompt; one Tab stop on the feedback’s text', async () => {
    const { page, problems } = await openGame(LAPTOP);
    await gotoPaused(page, '/rhetoricgame');
    await page.getByRole('button', { name: /^Start/ }).focus();
    await page.keyboard.press('Enter');
    await tick(page, 100);
    const during = await expectFocusPlaced(page, 'under the 0.8 s overlay');
    expect(during.name).toMatch(/./);
    await tick(page, 800);
    const options = page.getByRole('group', { name: 'Which technique does the highlighted segment use?' });
    await options.getByRole('button').first().waitFor();
    await expectFocusPlaced(page, 'when the first segment opens');
    await options.getByRole('button').first().focus();
    await page.keyboard.press('Enter');
    await tick(page, 500);
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    // The dialog's Tab stops: no two on the same text (one wrapping the other).
    const nested = await dialog.evaluate((d) => {
      const stops = [...d.querySelectorAll<HTMLElement>('[tabindex="0"], button, a[href]')].filter((el) => el.tabIndex >= 0);
      return stops.filter((el) => stops.some((other) => other !== el && other.contains(el))).length;
    });
    expect(nested).toBe(0);
    expect(realProblems(problems)).toEqual([]);
  });

  it('Detective: arrow keys move between the three cards, focus always clear', async () => {
    const { page, problems } = await openGame(PHONE);
    await gotoPaused(page, '/logical-fallacy-game');
    await page.getByRole('button', { name: 'Start Game' }).focus();
    await page.keyboard.press('Enter');
    // The statements load after the page starts: Start waits for them, so the 0.8 s shuffle may
    // begin a moment later; the clock moves on in small steps until the cards are there.
    await tick(page, 800);
    await waitTicking(page, detectiveCards(page).first(), 2_000);
    await tick(page, 100);
    await detectiveCards(page).first().focus();
    await expectFocusPlaced(page, 'on the first card');
    const keyOf = () => page.evaluate(() => document.activeElement?.getAttribute('aria-keyshortcuts'));
    await press(page, 'ArrowDown', 'after ArrowDown');
    await expect(keyOf()).resolves.toBe('2');
    await press(page, 'ArrowDown', 'after a second ArrowDown');
    await expect(keyOf()).resolves.toBe('3');
    await press(page, 'ArrowDown', 'after wrapping round');
    await expect(keyOf()).resolves.toBe('1');
    await press(page, 'ArrowUp', 'after ArrowUp');
    await expect(keyOf()).resolves.toBe('3');
    await press(page, 'Enter', 'after answering');
    // The verdict is announced with its explanation.
    const said = () => page.locator('[role="status"][aria-live="polite"]').allTextContents().then((all) => all.join(' '));
    await expect.poll(said).toMatch(/It was [^.]+\.\s+\S+/);
    expect(realProblems(problems)).toEqual([]);
  });
});

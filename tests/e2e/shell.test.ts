import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, openPage, url, waitForApp, waitForIslands } from './harness';

describe('the shell: home, cookies, navigation, not-found, no-JS', () => {
  it('accepts cookies once, and the choice survives a reload', async () => {
    const { page, problems } = await openPage();
    await page.goto(url('/'));
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Ethos, Pathos, Logos' }).isVisible()).resolves.toBe(true);
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await banner.waitFor();
    await expectNoAxeViolations(page);
    await banner.getByRole('button', { name: 'Accept' }).click();
    await banner.waitFor({ state: 'detached' });
    await page.reload();
    await waitForApp(page);
    // Everything the page loads after starting has loaded, so a banner would be on screen by now.
    await page.waitForLoadState('networkidle');
    expect(await banner.count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('navigates with the bar, and on a phone with the drawer', async () => {
    const { page, problems } = await openPage();
    await page.goto(url('/'));
    await waitForApp(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'About' }).click();
    await page.waitForURL(url('/about'));
    await nav.getByRole('link', { name: 'Home' }).click();
    await page.waitForURL(url('/'));
    expect(await page.title()).toBe('Sophist: Ethos, Pathos, Logos');

    const phone = await openPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await phone.page.goto(url('/'));
    await waitForApp(phone.page);
    await phone.page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = phone.page.getByRole('navigation', { name: 'Mobile' });
    await drawer.getByRole('link', { name: 'Games' }).click();
    await phone.page.waitForURL(url('/games'));
    await drawer.waitFor({ state: 'detached' });
    expect([...problems, ...phone.problems]).toEqual([]);
  });

  it('shows the not-found page for an unknown URL, with status 404', async () => {
    const { page, problems } = await openPage();
    const response = await page.goto(url('/no/such/page'));
    expect(response?.status()).toBe(404);
    await waitForApp(page);
    await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
    expect(await page.getByText('/no/such/page').count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
  });

  it('serves readable, prerendered content with JavaScript off', async () => {
    const { page } = await openPage({ javaScriptEnabled: false });
    await page.goto(url('/'));
    await page.getByRole('heading', { level: 1, name: 'Ethos, Pathos, Logos' }).waitFor();
    await expect(page.getByRole('link', { name: 'Get Started' }).getAttribute('href')).resolves.toBe('/categories');
    expect(await page.getByRole('link', { name: /Beginner's Guide/ }).count()).toBeGreaterThan(0);
    const head = await page.content();
    expect(head).toContain('<link rel="canonical" href="https://sophist.example/"');
    expect(head).toContain('property="og:title"');
  });

  // The prerendered page is hydrated, not thrown away and drawn again: the heading the server sent
  // is still the one on screen once the app runs and the stored session and cookie choice are read.
  it('keeps the prerendered DOM through hydration on content pages and game landings', async () => {
    const { page, problems } = await openPage();
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { __serverH1: Element | null }).__serverH1 = document.querySelector('#root h1');
      });
    });
    const replaced: string[] = [];
    for (const path of ['/', '/about', '/fallacies/AdHominem', '/ct/critical-thinking', '/games', '/logical-fallacy-game']) {
      await page.goto(url(path));
      await waitForApp(page);
      // The lazily loaded session reader has loaded (and dispatched into the store on arrival).
      await page.waitForLoadState('networkidle');
      const kept = await page.evaluate(() => {
        const h1 = (window as unknown as { __serverH1: Element | null }).__serverH1;
        return !!h1 && h1.isConnected;
      });
      if (!kept) replaced.push(path);
    }
    expect(replaced, 'pages whose prerendered HTML was replaced instead of hydrated').toEqual([]);
    expect(problems).toEqual([]);
  });

  // A reading page starts without the app: its text is never made interactive, and React, MUI and
  // the islands (nav bar, cookie banner, review offer...) load only when the page needs them, here
  // when the visitor reaches for the nav bar. A game's landing is hydrated whole. React marks every
  // element it has taken over with a `__reactFiber$…` key.
  it('starts a reading page without the app, hydrates only its islands when reached for, and a game page whole', async () => {
    const { page, problems } = await openPage();
    const hydrated = (selector: string) =>
      page.evaluate((s) => {
        const el = document.querySelector(s);
        return el ? Object.keys(el).some((key) => key.startsWith('__reactFiber$')) : null;
      }, selector);
    for (const path of ['/', '/fallacies/AdHominem', '/techniques/gaslighting', '/ct/critical-thinking']) {
      await page.goto(url(path));
      await waitForApp(page);
      await page.waitForLoadState('networkidle');
      // The app's modules may be fetched ahead at idle (modulepreload), but none has run.
      expect(await page.locator('script[type="module"]').count(), `${path}: app scripts run for a reader who only reads`).toBe(0);
      expect(await hydrated('nav[aria-label="Main"] a'), `${path}: nav bar before it is needed`).toBe(false);
      await page.locator('nav[aria-label="Main"] a').first().hover();
      await waitForIslands(page);
      expect(await hydrated('nav[aria-label="Main"] a'), `${path}: nav bar`).toBe(true);
      expect(await hydrated('#root h1'), `${path}: heading`).toBe(false);
      expect(await hydrated('#root footer a'), `${path}: footer link`).toBe(false);
    }
    await page.goto(url('/logical-fallacy-game'));
    await waitForApp(page);
    expect(await hydrated('#root h1'), 'game: heading').toBe(true);
    expect(problems).toEqual([]);
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { listArticles } from '@/content/articles';
import { ctCards } from '@/content/articles/ct';
import { darkArtsCards } from '@/content/articles/darkarts';
import { expectNoAxeViolations, openPage, url, waitForApp, waitForIslands } from './harness';

/** The hubs and small pages, with the title and h1 each must show. */
const pages: { path: string; title: string; h1: string }[] = [
  { path: '/darkarts', title: 'The Dark Arts of Persuasion | Sophist', h1: 'The Dark Arts' },
  { path: '/ct', title: 'Critical Thinking Spotlight | Sophist', h1: 'Critical Thinking Spotlight' },
  { path: '/tactical-hemorrhoid-corner', title: 'Tactical Hemorrhoid Corner | Sophist', h1: 'Tactical Hemorrhoid Corner' },
  { path: '/shop', title: 'The Sophist Shop', h1: 'The Sophist Shop' },
  { path: '/examples', title: 'Real-World Examples: Under Construction | Sophist', h1: 'Under Construction' },
  { path: '/community', title: 'Community Analysis: Building Our Community | Sophist', h1: 'Building Our Community' },
  { path: '/test-theme', title: 'Gradient Theme Test | Sophist', h1: 'Gradient Theme Test' },
];

/**
 * every-route.test.ts runs axe on every prerendered route (light scheme, after hydration): here it
 * runs only on a page that list does not hold, so no page pays for the same check twice.
 */
const prerendered = new Set((JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../dist/_routes.json'), 'utf8')) as { static: string[] }).static);
async function expectAxeUnlessPrerendered(page: Page, routePath: string) {
  if (!prerendered.has(routePath)) await expectNoAxeViolations(page);
}

async function open(page: Page, path: string) {
  const response = await page.goto(url(path));
  await waitForApp(page);
  return response;
}

async function h1(page: Page): Promise<string> {
  return (await page.getByRole('heading', { level: 1 }).innerText()).trim();
}

describe('articles and remaining pages', () => {
  it('opens every article with its own title, heading, Article JSON-LD and no axe violation (every-route runs axe on the prerendered ones)', async () => {
    const { page, problems } = await openPage();
    for (const article of await listArticles()) {
      const response = await open(page, article.path);
      expect(response?.status(), article.path).toBe(200);
      expect(await page.title(), article.path).toBe(`${article.title} | Sophist`);
      expect(await h1(page), article.path).toBe(article.title);
      const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
      const graph = ld.map((t) => JSON.parse(t) as Record<string, unknown>).find((g) => g['@type'] === 'Article');
      expect(graph?.headline, article.path).toBe(article.title);
      expect(graph?.datePublished, article.path).toBe(article.datePublished ?? '2024-01-01');
      expect(await page.getByRole('link', { name: article.back.label }).first().getAttribute('href'), article.path).toBe(article.back.to);
      await expectAxeUnlessPrerendered(page, article.path);
    }
    expect(problems).toEqual([]);
  });

  it('opens every hub and small page with its own title and no axe violation (every-route runs axe on the prerendered ones)', async () => {
    const { page, problems } = await openPage();
    for (const p of pages) {
      const response = await open(page, p.path);
      expect(response?.status(), p.path).toBe(200);
      expect(await page.title(), p.path).toBe(p.title);
      expect(await h1(page), p.path).toBe(p.h1);
      await expectAxeUnlessPrerendered(page, p.path);
    }
    expect(problems).toEqual([]);
  });

  it('passes axe in the dark scheme too, on the pages with the most colour', async () => {
    const { page, problems } = await openPage({ colorScheme: 'dark' });
    for (const path of ['/darkarts/propaganda-framework', '/cut-the-crap', '/ct/bonhoeffer-theory', '/tactical-hemorrhoid-corner', '/test-theme']) {
      await open(page, path);
      expect(await page.evaluate(() => document.documentElement.className), path).toContain('dark');
      await expectNoAxeViolations(page);
    }
    expect(problems).toEqual([]);
  });

  it('navigates from the hubs: dark arts cards, essay cards, the Corner and both method buttons', async () => {
    const { page, problems } = await openPage();
    for (const card of darkArtsCards) {
      await open(page, '/darkarts');
      await page.getByRole('link', { name: card.title }).click();
      await page.waitForURL(url(card.to));
      await page.getByRole('link', { name: 'Back to Dark Arts' }).first().click();
      await page.waitForURL(url('/darkarts'));
    }
    await page.getByRole('link', { name: 'Back to Categories' }).click();
    await page.waitForURL(url('/categories'));

    for (const card of ctCards) {
      await open(page, '/ct');
      await page.getByRole('link', { name: card.title }).click();
      await page.waitForURL(url(card.to));
      await page.getByRole('heading', { level: 1 }).waitFor();
    }

    await open(page, '/tactical-hemorrhoid-corner');
    await page.getByRole('link', { name: /Cut the Crap Method/ }).click();
    await page.waitForURL(url('/cut-the-crap'));
    await page.getByRole('link', { name: 'Upgrade to Cut the Crap 2.0' }).click();
    await page.waitForURL(url('/cut-the-crap-2'));
    await page.getByRole('heading', { level: 1, name: 'Cut the Crap 2.0' }).waitFor();
    await page.getByRole('link', { name: 'Back to the Tactical Hemorrhoid Corner' }).click();
    await page.waitForURL(url('/tactical-hemorrhoid-corner'));
    await page.getByRole('link', { name: /Cut the Crap 2\.0/ }).click();
    await page.waitForURL(url('/cut-the-crap-2'));
    await open(page, '/tactical-hemorrhoid-corner');
    await page.getByRole('link', { name: /Fire the Cannon/ }).click();
    await page.waitForURL(url('/tactical-hemorrhoid-corner/first-shot'));
    await page.getByRole('link', { name: 'Back to the Corner' }).first().click();
    await page.waitForURL(url('/tactical-hemorrhoid-corner'));

    await open(page, '/shop');
    await page.getByRole('link', { name: /Take me home/ }).click();
    await page.waitForURL(url('/'));
    await open(page, '/test-theme');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL(url('/'));
    expect(problems).toEqual([]);
  });

  it('sends Back on the placeholders to the previous page, or home when there is none', async () => {
    const { page, problems } = await openPage();
    await open(page, '/examples');
    await page.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL(url('/'));
    // A visit from another page: reading pages have no client-side router, so every link is a page
    // load; Back goes to the page the visitor came from (the browser's own history).
    await open(page, '/shop');
    await page.evaluate(() => window.location.assign('/community'));
    await page.getByRole('heading', { level: 1, name: 'Building Our Community' }).waitFor();
    await waitForApp(page);
    await page.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL(url('/shop'));
    await page.getByRole('heading', { level: 1, name: /shop/i }).waitFor();
    // Arrived by a full page load from another page of the site (a link followed before the app
    // started), then reloaded: the router starts counting again, but Back still goes to that page.
    for (const placeholder of ['/examples', '/community']) {
      await open(page, '/darkarts');
      await page.evaluate((path) => window.location.assign(path), placeholder);
      await page.waitForURL(url(placeholder));
      await waitForApp(page);
      await page.reload();
      await waitForApp(page);
      await page.getByRole('link', { name: 'Back' }).click();
      await page.waitForURL(url('/darkarts'));
      await page.getByRole('heading', { level: 1, name: 'The Dark Arts' }).waitFor();
    }
    expect(problems).toEqual([]);
  });

  it('sends Back on the placeholders to the page before after an address typed into the bar (no referrer)', async () => {
    for (const placeholder of ['/examples', '/community']) {
      const { page, problems } = await openPage();
      await open(page, '/about');
      // page.goto is an address typed into the bar: the new page has no referrer, only the tab's history.
      await open(page, placeholder);
      expect(await page.evaluate(() => document.referrer)).toBe('');
      await page.getByRole('link', { name: 'Back' }).click();
      await page.waitForURL(url('/about'));
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(problems).toEqual([]);
      await page.context().close();
    }
    // A first visit in a fresh tab still goes home.
    const { page, problems } = await openPage();
    await open(page, '/examples');
    await page.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL(url('/'));
    expect(problems).toEqual([]);
  });

  it('animates the Corner cards at 1.5 s linear forever, and holds them still under reduced motion or when paused', async () => {
    const ring = (page: Page) =>
      page.evaluate(() => {
        const s = getComputedStyle(document.querySelector('[data-animated]')!, '::before');
        return { name: s.animationName, duration: s.animationDuration, timing: s.animationTimingFunction, count: s.animationIterationCount, state: s.animationPlayState };
      });
    const moving = await openPage();
    await open(moving.page, '/tactical-hemorrhoid-corner');
    expect(await ring(moving.page)).toMatchObject({ duration: '1.5s', timing: 'linear', count: 'infinite', state: 'running' });
    // The cards are an island started as they come into view; a tap before it is live is given back
    // to it a moment later, which Playwright's check() would not wait for.
    await waitForIslands(moving.page);
    await moving.page.getByRole('switch', { name: 'Pause the animation' }).check();
    expect((await ring(moving.page)).state).toBe('paused');

    const still = await openPage({ reducedMotion: 'reduce' });
    await open(still.page, '/tactical-hemorrhoid-corner');
    expect((await ring(still.page)).name).toBe('none');
    await open(still.page, '/test-theme');
    expect(await still.page.evaluate(() => getComputedStyle(document.querySelector('[data-animated]')!).animationName)).toBe('none');
    await open(moving.page, '/test-theme');
    expect(await moving.page.evaluate(() => getComputedStyle(document.querySelector('[data-animated]')!).animationDuration)).toBe('5s');
    expect([...moving.problems, ...still.problems]).toEqual([]);
  });

  it('blocks copy, cut, drag, selection and the context menu on the Bonhoeffer essay, and nowhere else', async () => {
    const { page, problems } = await openPage();
    const dispatch = (selector: string, type: string) =>
      page.evaluate(
        ([sel, t]) => {
          const target = document.querySelector(sel!)!;
          const event = new Event(t!, { bubbles: true, cancelable: true });
          target.dispatchEvent(event);
          return event.defaultPrevented;
        },
        [selector, type],
      );
    await open(page, '/ct/bonhoeffer-theory');
    await page.locator('[data-protected="on"]').waitFor({ state: 'attached' });
    for (const type of ['copy', 'cut', 'dragstart', 'selectstart', 'contextmenu']) expect(await dispatch('article p:nth-of-type(2)', type), type).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('[data-protected]')!).userSelect)).toBe('none');

    await open(page, '/ct/critical-thinking');
    expect(await page.locator('[data-protected]').count()).toBe(0);
    // Copy is blocked site-wide; dragging text is blocked only by the essay's own protection.
    expect(await dispatch('article p:nth-of-type(2)', 'dragstart')).toBe(false);
    expect(problems).toEqual([]);
  });

  it("opens Bonhoeffer's biography from his name, and closes it by X and by Escape", async () => {
    const { page, problems } = await openPage();
    await open(page, '/ct/bonhoeffer-theory');
    const name = page.getByRole('button', { name: 'Dietrich Bonhoeffer' });
    await name.click();
    const dialog = page.getByRole('dialog', { name: 'Dietrich Bonhoeffer' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('1906–1945');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await name.evaluate((el) => el === document.activeElement)).toBe(true);
    await name.click();
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
  });

  it('answers an unknown article with a friendly not-found page and a way back', async () => {
    const { page, problems } = await openPage();
    const response = await open(page, '/darkarts/mind-control-for-beginners');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Article Not Found' }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Back to Dark Arts' }).click();
    await page.waitForURL(url('/darkarts'));
    expect(problems).toEqual([]);
  });

  it('serves each article fully prerendered, with JavaScript off', async () => {
    const { page } = await openPage({ javaScriptEnabled: false });
    await page.goto(url('/ct/bonhoeffer-theory'));
    await page.getByRole('heading', { level: 1, name: "Bonhoeffer's Theory of Stupidity" }).waitFor();
    expect(await page.getByRole('heading', { level: 2, name: 'Where the essay has limits' }).count()).toBe(1);
    const html = await page.content();
    expect(html).toContain('<link rel="canonical" href="https://sophist.example/ct/bonhoeffer-theory"');
    expect(html).toContain('"datePublished":"2024-12-21"');
    expect(html).toContain('<time datetime="2024-12-21">21 December 2024</time>');
    await page.goto(url('/ct/critical-thinking'));
    expect(await page.content()).toContain('"datePublished":"2024-12-12"');
  });
});

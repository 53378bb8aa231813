import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, openPage, url, waitForApp, type TrackedPage } from './harness';

const dist = path.resolve(import.meta.dirname, '../../dist');
const { static: staticPaths } = JSON.parse(readFileSync(path.join(dist, '_routes.json'), 'utf8')) as { static: string[] };

/** Pages free for the next route: a page that passed is reused (its context and HTTP cache with it). */
const idle: TrackedPage[] = [];

/**
 * Every prerendered page, under the real server's headers: hydrates without a warning, requests nothing that
 * 404s, has nothing blocked by the Content-Security-Policy (harness.ts records each violation), passes axe,
 * keeps its title.
 * Three pages at a time: most of each check is waiting (for the network to settle), so this keeps
 * the 81 pages from dominating CI's time. Each page is reused for the next route once it passed
 * (nothing is stored, since no check clicks anything), so the shared chunks load once per page,
 * not once per route; a page that failed is left out (it closes with the file), so its late problems
 * cannot blame another route.
 */
describe('every prerendered route', { concurrent: true }, () => {
  it.each(staticPaths)('%s', async (routePath) => {
    const tracked = idle.pop() ?? (await openPage());
    const { page, problems } = tracked;
    problems.length = 0;
    const response = await page.goto(url(routePath));
    expect(response?.status()).toBe(200);
    const prerenderedTitle = await page.title();
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('h1').count(), 'exactly one h1').toBe(1);
    expect(await page.title()).toBe(prerenderedTitle);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    idle.push(tracked);
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, openPage, url, waitForApp } from './harness';

const dist = path.resolve(import.meta.dirname, '../../dist');
const { static: staticPaths } = JSON.parse(readFileSync(path.join(dist, '_routes.json'), 'utf8')) as { static: string[] };


/**
 * Every prerendered page: hydrates without a warning, requests nothing that 404s, passes axe, keeps its title.
 * Three pages at a time, each in its own browser context: most of each check is waiting (for the
 * network to settle), so this keeps the 81 pages from dominating CI's time.
 */
describe('every prerendered route', { concurrent: true }, () => {
  it.each(staticPaths)('%s', async (routePath) => {
    const { page, problems } = await openPage();
    const response = await page.goto(url(routePath));
    expect(response?.status()).toBe(200);
    const prerenderedTitle = await page.title();
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('h1').count(), 'exactly one h1').toBe(1);
    expect(await page.title()).toBe(prerenderedTitle);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

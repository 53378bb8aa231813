import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, url, waitForApp } from './harness';

/** The requests for the fallacy games' data: its code (src/services/gameDataSource.ts) and the two lists. */
function dataRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/\/gameDataSource-[\w-]+\.js$|^\/api\/(fallacies|statements)$/.test(pathname)) asked.push(pathname);
  });
  return asked;
}

describe('the fallacy games load their data at the first sign of intent (issue 36)', () => {
  it('loads none of it while the intro is only looked at, and all of it at the first key press', async () => {
    const { page, problems } = await openPage();
    const asked = dataRequests(page);
    await page.goto(url('/logical-fallacy-game'));
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);

    await page.keyboard.press('Tab');
    await expect.poll(() => asked.length).toBeGreaterThanOrEqual(3);
    expect(asked.some((p) => p.includes('gameDataSource-'))).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('loads it at once on a practice link, whose landing names the fallacy', async () => {
    const { page, problems } = await openPage();
    const asked = dataRequests(page);
    await page.goto(url('/games/fallacy-identification?fallacy=straw-man'));
    await waitForApp(page);
    await page.getByText(/Practising one fallacy: Straw Man/).waitFor();
    expect(asked.some((p) => p.includes('gameDataSource-'))).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { READY_ATTRIBUTES } from '../../src/boot/protocol';
import { openPage, url } from './harness';

/** The requests for the fallacy games' data: its code (src/services/gameDataSource.ts) and the two lists. */
function dataRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/\/gameDataSource-[\w-]+\.js$|^\/api\/(fallacies|statements)$/.test(pathname)) asked.push(pathname);
  });
  return asked;
}

const appStarted = (page: Page) => page.evaluate((name) => document.documentElement.hasAttribute(name), READY_ATTRIBUTES.script);

/**
 * A game page starts like a reading page (src/app/start/appPage.ts): the app runs at the
 * visitor's first intent, and the fallacy games' data comes with it (issue 36).
 */
describe('a game page at the first sign of intent (issue 36)', () => {
  it('runs no app and loads none of the data while the intro is only looked at, and all of it at the first key press', async () => {
    const { page, problems } = await openPage();
    const asked = dataRequests(page);
    await page.goto(url('/logical-fallacy-game'));
    await page.waitForLoadState('networkidle');
    await expect(appStarted(page)).resolves.toBe(false);
    expect(asked).toEqual([]);

    await page.keyboard.press('Tab');
    await expect.poll(() => appStarted(page)).toBe(true);
    await expect.poll(() => asked.length).toBeGreaterThanOrEqual(3);
    expect(asked.some((p) => p.includes('gameDataSource-'))).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('gives a tap on Start made before the app has run back to the game once it has', async () => {
    const { page, problems } = await openPage();
    await page.goto(url('/logical-fallacy-game'));
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Start Game' }).click();
    await page.getByText('Shuffling the case files…').waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('loads it at once on a practice link, whose landing names the fallacy', async () => {
    const { page, problems } = await openPage();
    const asked = dataRequests(page);
    await page.goto(url('/games/fallacy-identification?fallacy=straw-man'));
    await expect.poll(() => appStarted(page)).toBe(true);
    await page.getByText(/Practising one fallacy: Straw Man/).waitFor();
    expect(asked.some((p) => p.includes('gameDataSource-'))).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

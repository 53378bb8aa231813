import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { analysisArticles } from '../../src/content/games/analysisArticles';
import { url, waitForApp } from './harness';
import { checkAxe, hasFocus, openGamePage, realProblems } from './rhetoricJourney';

const counter = (page: Page) => page.getByRole('status', { name: 'Techniques found so far' });
const articleHeading = (page: Page, title: string) => page.getByRole('heading', { level: 2, name: title });

async function markFound(page: Page, text: string, technique: string) {
  await page.getByRole('button', { name: `${text} (not found yet)`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: technique });
  await dialog.getByRole('button', { name: 'Mark as Found' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('the Rhetoric Analysis Challenge: resume after a reload (issue 35)', () => {
  it('offers Resume on return and brings back what was found, on the article last on screen', async () => {
    const first = analysisArticles[0]!;
    const second = analysisArticles[1]!;
    const { page, problems } = await openGamePage(`/games/rhetoric-analysis?article=${second.id}`);
    await articleHeading(page, second.title).waitFor();
    await markFound(page, second.segments[0]!.text, second.segments[0]!.technique);
    await markFound(page, second.segments[2]!.text, second.segments[2]!.technique);
    await expect(counter(page).textContent()).resolves.toContain(`Found 2 / ${second.segments.length} techniques`);

    // Back later, on the plain address (the first article).
    await page.goto(url('/games/rhetoric-analysis'));
    await waitForApp(page);
    const offer = page.getByRole('region', { name: 'You have a game in progress' });
    await offer.waitFor();
    await expect(offer.textContent()).resolves.toContain(`Found 2 / ${second.segments.length} techniques in “${second.title}”.`);
    await expect(counter(page).textContent()).resolves.toContain(`Found 0 / ${first.segments.length} techniques`);
    await checkAxe(page);
    await offer.getByRole('button', { name: 'Resume' }).press('Enter');
    await articleHeading(page, second.title).waitFor();
    await page.waitForURL(url(`/games/rhetoric-analysis?article=${second.id}`));
    await expect(counter(page).textContent()).resolves.toContain(`Found 2 / ${second.segments.length} techniques`);
    await expect(page.getByRole('button', { name: `${second.segments[2]!.text} (found)`, exact: true }).count()).resolves.toBe(1);
    await expect(hasFocus(articleHeading(page, second.title))).resolves.toBe(true);
    await expect(offer.count()).resolves.toBe(0);
    expect(realProblems(problems)).toEqual([]);
  });

  it('Start again forgets what was found', async () => {
    const article = analysisArticles[0]!;
    const { page, problems } = await openGamePage('/games/rhetoric-analysis');
    await articleHeading(page, article.title).waitFor();
    await markFound(page, article.segments[1]!.text, article.segments[1]!.technique);
    await page.goto(url('/games/rhetoric-analysis'));
    await waitForApp(page);
    const offer = page.getByRole('region', { name: 'You have a game in progress' });
    await offer.getByRole('button', { name: 'Start again' }).click();
    await offer.waitFor({ state: 'detached' });
    await expect(page.evaluate(() => document.activeElement !== document.body)).resolves.toBe(true);
    await expect(counter(page).textContent()).resolves.toContain(`Found 0 / ${article.segments.length} techniques`);
    await expect(page.evaluate(() => localStorage.getItem('sophist:rhetoric-analysis:place:v1'))).resolves.toBeNull();
    expect(realProblems(problems)).toEqual([]);
  });
});

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { analysisArticles } from '../../src/content/games/analysisArticles';
import { openPage, url } from './harness';
import { checkAxe, hasFocus, openGamePage, realProblems } from './rhetoricJourney';

const counter = (page: Page) => page.getByRole('status', { name: 'Techniques found so far' });

const articleHeading = (page: Page, title: string) => page.getByRole('heading', { level: 2, name: title });
const switchTo = (page: Page, title: string) => page.getByRole('navigation', { name: 'Articles to analyse' }).getByRole('link', { name: new RegExp(title) });

describe('the Rhetoric Analysis Challenge', () => {
  it('opens on the first article, even before the app starts: title, source, date, highlights, counter', async () => {
    const { page } = await openPage({ javaScriptEnabled: false });
    const article = analysisArticles[0]!;
    await page.goto(url('/games/rhetoric-analysis'));
    await expect(articleHeading(page, article.title).isVisible()).resolves.toBe(true);
    await expect(page.getByText(article.source!, { exact: false }).first().isVisible()).resolves.toBe(true);
    await expect(page.locator(`article time[datetime="${article.date}"]`).count()).resolves.toBe(1);
    await expect(page.getByRole('button', { name: /\(not found yet\)$/ }).count()).resolves.toBe(article.segments.length);
    await expect(counter(page).textContent()).resolves.toContain(`Found 0 / ${article.segments.length} techniques`);
    await expect(page.getByText('Pick an article').count()).resolves.toBe(0);
  });

  it('opens on the article the address names', async () => {
    const { page, problems } = await openGamePage(`/games/rhetoric-analysis?article=${analysisArticles[1]!.id}`);
    await articleHeading(page, analysisArticles[1]!.title).waitFor();
    await expect(switchTo(page, analysisArticles[1]!.title).getAttribute('aria-current')).resolves.toBe('page');
    expect(realProblems(problems)).toEqual([]);
  });

  it('marks every technique of an article until Found N / N, and keeps it when switching', async () => {
    const { page, problems } = await openGamePage('/games/rhetoric-analysis');
    const article = analysisArticles[0]!;
    const other = analysisArticles[1]!;
    const total = article.segments.length;
    await page.getByRole('heading', { level: 1, name: 'Rhetoric Analysis Challenge' }).waitFor();
    await articleHeading(page, article.title).waitFor();
    await expect(counter(page).textContent()).resolves.toContain(`Found 0 / ${total} techniques`);
    await expect(page.getByRole('button', { name: /\(not found yet\)$/ }).count()).resolves.toBe(total);
    await checkAxe(page);

    for (let n = 1; n <= total; n += 1) {
      const segment = article.segments[n - 1]!;
      await page.getByRole('button', { name: `${segment.text} (not found yet)`, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: segment.technique });
      await dialog.waitFor();
      await expect(dialog.getByText(segment.explanation).isVisible()).resolves.toBe(true);
      if (n === 1) await checkAxe(page);
      await dialog.getByRole('button', { name: 'Mark as Found' }).click();
      await dialog.waitFor({ state: 'detached' });
      await expect(counter(page).textContent()).resolves.toContain(`Found ${n} / ${total} techniques`);
    }
    await expect(page.getByRole('button', { name: /\(found\)$/ }).count()).resolves.toBe(total);
    await expect(page.getByRole('progressbar', { name: 'Techniques found' }).getAttribute('aria-valuenow')).resolves.toBe('100');
    await checkAxe(page);

    // A found segment opens again without Mark as Found.
    await page.getByRole('button', { name: `${article.segments[0]!.text} (found)`, exact: true }).click();
    const again = page.getByRole('dialog', { name: article.segments[0]!.technique });
    await again.waitFor();
    await expect(again.getByRole('button', { name: 'Mark as Found' }).count()).resolves.toBe(0);
    await again.getByRole('button', { name: 'Back to the article' }).click();
    await again.waitFor({ state: 'detached' });

    // Switch to the other article and back: the progress of each is kept.
    await switchTo(page, other.title).click();
    await articleHeading(page, other.title).waitFor();
    await page.waitForURL(url(`/games/rhetoric-analysis?article=${other.id}`));
    await expect(counter(page).textContent()).resolves.toContain(`Found 0 / ${other.segments.length} techniques`);
    await expect(switchTo(page, article.title).textContent()).resolves.toContain(`Found ${total} / ${total} techniques`);
    await switchTo(page, article.title).click();
    await articleHeading(page, article.title).waitFor();
    await expect(counter(page).textContent()).resolves.toContain(`Found ${total} / ${total} techniques`);
    expect(realProblems(problems)).toEqual([]);
  });

  it('works with the keyboard alone', async () => {
    const { page, problems } = await openGamePage('/games/rhetoric-analysis');
    const article = analysisArticles[1]!;
    const total = article.segments.length;
    const press = (key: string) => page.keyboard.press(key);

    // The switch is a link: focus it, Enter, and focus moves to the article's heading.
    await switchTo(page, article.title).focus();
    await press('Enter');
    const heading = articleHeading(page, article.title);
    await heading.waitFor();
    await expect(hasFocus(heading)).resolves.toBe(true);

    for (let n = 1; n <= total; n += 1) {
      // Tab forward to the next segment not found yet, open it with Enter (or Space), mark it with Enter.
      const target = page.getByRole('button', { name: /\(not found yet\)$/ }).first();
      for (let t = 0; t < 200 && !(await hasFocus(target)); t += 1) await press('Tab');
      await press(n % 2 ? 'Enter' : ' ');
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      const mark = dialog.getByRole('button', { name: 'Mark as Found' });
      // The dialog takes focus as it opens: Tab only from inside it (on a busy machine a Tab pressed
      // before that went to the page, and Enter then pressed something else).
      await page.waitForFunction(() => document.querySelector('[role="dialog"]')?.contains(document.activeElement));
      for (let t = 0; t < 5 && !(await hasFocus(mark)); t += 1) await press('Tab');
      await expect(hasFocus(mark)).resolves.toBe(true);
      await press('Enter');
      await dialog.waitFor({ state: 'detached' });
      // Focus is back on the segment, which now says it is found.
      await page.waitForFunction(() => document.activeElement?.textContent?.endsWith('(found)'));
      await expect(counter(page).textContent()).resolves.toContain(`Found ${n} / ${total} techniques`);
    }
    await expect(page.getByRole('button', { name: /\(not found yet\)$/ }).count()).resolves.toBe(0);
    await checkAxe(page);
    expect(realProblems(problems)).toEqual([]);
  });
});

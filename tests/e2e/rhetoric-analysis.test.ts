import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { analysisArticles } from '../../src/content/games/analysisArticles';
import { checkAxe, hasFocus, openGamePage, realProblems } from './rhetoricJourney';


const counter = (page: Page) => page.getByRole('status', { name: 'Techniques found so far' });

describe('the Rhetoric Analysis Challenge', () => {
  it('marks every technique of an article until Found N / N', async () => {
    const { page, problems } = await openGamePage('/games/rhetoric-analysis');
    const article = analysisArticles[0]!;
    const total = article.segments.length;
    await page.getByRole('heading', { level: 1, name: 'Rhetoric Analysis Challenge' }).waitFor();
    await checkAxe(page);

    await page.getByRole('button', { name: `Analyse this: ${article.title}` }).click();
    await page.getByRole('heading', { level: 2, name: article.title }).waitFor();
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

    // Back to the list: the progress is kept.
    await page.getByRole('button', { name: 'All articles' }).click();
    await expect(page.getByText(`Found ${total} / ${total} techniques`).isVisible()).resolves.toBe(true);
    expect(realProblems(problems)).toEqual([]);
  });

  it('works with the keyboard alone', async () => {
    const { page, problems } = await openGamePage('/games/rhetoric-analysis');
    const article = analysisArticles[1]!;
    const total = article.segments.length;
    const press = (key: string) => page.keyboard.press(key);

    const choose = page.getByRole('button', { name: `Analyse this: ${article.title}` });
    await choose.focus();
    await press('Enter');
    const heading = page.getByRole('heading', { level: 2, name: article.title });
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
      for (let t = 0; t < 5 && !(await hasFocus(mark)); t += 1) await press('Tab');
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

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { analysisArticles } from '../../src/content/games/analysisArticles';
import { techniqueGuide } from '../../src/content/games/techniqueGuide';
import { CONSENT_KEY } from '../../src/app/consent';
import { openPage, url, waitForApp } from './harness';
import { checkAxe, realProblems } from './rhetoricJourney';

const article = analysisArticles[0]!;
const names = Object.keys(techniqueGuide);
const counter = (page: Page) => page.getByRole('status', { name: 'Techniques found so far' });
const toggle = (page: Page) => page.getByRole('switch', { name: 'Guess first' });

async function openChallengePage(colorScheme: 'light' | 'dark' = 'light') {
  const tracked = await openPage({ colorScheme });
  await tracked.page.addInitScript((key) => {
    localStorage.setItem(key, JSON.stringify({ value: 'declined', at: '2025-06-15T12:00:00.000Z' }));
  }, CONSENT_KEY);
  await tracked.page.goto(url('/games/rhetoric-analysis'));
  await waitForApp(tracked.page);
  return tracked;
}

/** The technique names an accessibility-tree snapshot mentions. */
const namesIn = (tree: string) => names.filter((name) => tree.includes(name));

/** Opens segment `i`, checks that nothing names its technique before the pick, picks right or wrong, and closes. */
async function guess(page: Page, i: number, right: boolean) {
  const segment = article.segments[i]!;
  const button = page.getByRole('button', { name: `${segment.text} (not found yet)`, exact: true });
  // Before it is opened: the segment's accessible text is its words and "(not found yet)", nothing more.
  expect(namesIn(await button.ariaSnapshot())).toEqual([]);
  await expect(button.getAttribute('aria-describedby')).resolves.toBeNull();
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Which technique is this?' });
  await dialog.waitFor();
  // Open, before the pick: the tree names techniques only as the three options, says no verdict
  // and no explanation, and the status is empty.
  const tree = await page.locator('body').ariaSnapshot();
  const options = dialog.getByRole('group', { name: 'Techniques to choose from' }).getByRole('button');
  const offered = await options.allTextContents();
  expect(offered).toHaveLength(3);
  expect(offered).toContain(segment.technique);
  expect(namesIn(await dialog.ariaSnapshot()).sort()).toEqual([...offered].sort());
  expect(tree).not.toContain(segment.explanation.slice(0, 40));
  expect(tree).not.toMatch(/Right: it is|Not quite/);
  await expect(dialog.getByRole('status').textContent()).resolves.toBe('');

  await options.filter({ hasText: new RegExp(`^${right ? '' : '(?!'}${segment.technique}${right ? '' : ')'}`) }).first().click();
  const answered = page.getByRole('dialog', { name: segment.technique });
  await answered.waitFor();
  // After the pick, the live region says the verdict and why.
  const said = (await answered.getByRole('status').textContent()) ?? '';
  expect(said).toContain(right ? `Right: it is ${segment.technique}.` : `it is ${segment.technique}.`);
  expect(said).toContain(segment.explanation.slice(0, 40));
  return answered;
}

describe('Rhetoric Analysis, Guess first (issue 35)', () => {
  it('is off on a first visit (the read-along), and on once chosen, with its picks, across a reload', async () => {
    const { page, problems } = await openChallengePage();
    await expect(toggle(page).isChecked()).resolves.toBe(false);
    await page.getByRole('button', { name: `${article.segments[0]!.text} (not found yet)`, exact: true }).click();
    await page.getByRole('dialog', { name: article.segments[0]!.technique }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await toggle(page).check();
    const dialog = await guess(page, 0, false);
    await dialog.getByRole('button', { name: 'Back to the article' }).click();
    await dialog.waitFor({ state: 'detached' });
    // A reload (or a discarded tab) keeps the setting and the picks.
    await page.reload();
    await waitForApp(page);
    await expect.poll(() => toggle(page).isChecked()).toBe(true);
    await expect.poll(() => counter(page).textContent()).toContain('Right: 0 · Wrong: 1');
    await expect(page.getByRole('button', { name: `${article.segments[0]!.text} (missed)`, exact: true }).count()).resolves.toBe(1);
    expect(realProblems(problems)).toEqual([]);
  });

  it('wrong once and right once: the score says so, and no name was in the tree before the pick', async () => {
    const { page, problems } = await openChallengePage();
    await toggle(page).check();
    await expect(counter(page).textContent()).resolves.toContain('Right: 0 · Wrong: 0');
    await checkAxe(page);

    const first = await guess(page, 0, false);
    await checkAxe(page);
    await first.getByRole('button', { name: 'Back to the article' }).click();
    await first.waitFor({ state: 'detached' });
    await expect(counter(page).textContent()).resolves.toContain('Right: 0 · Wrong: 1');

    const second = await guess(page, 1, true);
    await second.getByRole('button', { name: 'Back to the article' }).click();
    await second.waitFor({ state: 'detached' });
    const score = (await counter(page).textContent()) ?? '';
    expect(score).toContain(`Found 1 / ${article.segments.length} techniques`);
    expect(score).toContain('Right: 1 · Wrong: 1');
    await expect(page.getByRole('button', { name: `${article.segments[0]!.text} (missed)`, exact: true }).count()).resolves.toBe(1);
    await expect(page.getByRole('button', { name: `${article.segments[1]!.text} (found)`, exact: true }).count()).resolves.toBe(1);
    await checkAxe(page);
    expect(realProblems(problems)).toEqual([]);
  });

  it('praises only an article named right throughout; a miss gets the score and a way back in (dark)', async () => {
    const { page, problems } = await openChallengePage('dark');
    await toggle(page).check();
    for (let i = 0; i < article.segments.length; i += 1) {
      const dialog = await guess(page, i, i !== 2);
      await dialog.getByRole('button', { name: 'Back to the article' }).click();
      await dialog.waitFor({ state: 'detached' });
    }
    const total = article.segments.length;
    await expect(counter(page).textContent()).resolves.toContain(`All guessed: ${total - 1} of ${total} named right.`);
    await expect(counter(page).textContent()).resolves.not.toContain('Nothing gets past you');
    await checkAxe(page);

    // Start this article over, then name every one right: now it is earned.
    await page.getByRole('button', { name: 'Start this article over' }).click();
    await expect(counter(page).textContent()).resolves.toContain('Right: 0 · Wrong: 0');
    for (let i = 0; i < total; i += 1) {
      const dialog = await guess(page, i, true);
      await dialog.getByRole('button', { name: 'Back to the article' }).click();
      await dialog.waitFor({ state: 'detached' });
    }
    await expect(counter(page).textContent()).resolves.toContain('All found. Nothing gets past you.');
    await checkAxe(page);
    expect(realProblems(problems)).toEqual([]);
  });
});

import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addCards } from '../../src/lib/review/logic';
import { emptyReviewData } from '../../src/lib/review/model';
import { scheduleReview } from '../../src/lib/review/scheduler';
import { expectNoAxeViolations, openPage, url, waitForApp } from './harness';
import { DAY_MS } from './reviewJourney';

const NOW = new Date('2026-06-15T12:00:00Z').getTime();

/** A learner's deck: three cards reviewed at different times, one waiting, and a game played. */
function progress() {
  let review = addCards(emptyReviewData(), ['fallacy:ad-hominem:spot', 'fallacy:ad-hominem:twin', 'fallacy:straw-man:spot', 'device:Hyperbole'], NOW - 20 * DAY_MS);
  review = { ...review, cards: review.cards.map((c, i) => (i < 3 ? scheduleReview(c, i === 1 ? 'again' : 'good', NOW - (10 - i * 3) * DAY_MS) : c)) };
  const activity = { version: 1, games: { detective: { sittings: 2, answers: 14, last: NOW - 20 * DAY_MS } }, lessons: { 'ad-hominem': NOW - 21 * DAY_MS } };
  return { review, activity };
}

/** What the page shows of the learner's progress, as text. */
async function shown(page: Page) {
  const parts = await Promise.all(
    ['#strength', '#games'].map((id) => page.locator(`section:has(${id})`).innerText()),
  );
  return parts.join('\n');
}

describe('progress: export, reset, import', () => {
  it('exports a file, resets after confirming, imports the file back and shows the same progress; a bad file changes nothing', async () => {
    const { page, problems } = await openPage({ acceptDownloads: true });
    await page.clock.install({ time: NOW });
    await page.goto(url('/progress'));
    await waitForApp(page);
    const { review, activity } = progress();
    await page.evaluate(
      ({ r, a }) => {
        localStorage.setItem('sophist:review:v1', r);
        localStorage.setItem('sophist:activity:v1', a);
      },
      { r: JSON.stringify(review), a: JSON.stringify(activity) },
    );
    await page.reload();
    await waitForApp(page);
    await page.getByRole('table', { name: 'Fallacies' }).waitFor();
    const before = await shown(page);
    expect(before).toMatch(/Ad Hominem/);
    expect(before).toMatch(/Logical Fallacy Detective: played 2 times, 14 answers/);
    await expectNoAxeViolations(page);

    // Export: a download named for the day, holding the progress.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export progress' }).click()]);
    expect(download.suggestedFilename()).toBe('sophist-progress-2026-06-15.json');
    const file = await download.path();
    const exported = JSON.parse(readFileSync(file, 'utf8')) as { app: string; review: { cards: unknown[] } };
    expect(exported.app).toBe('sophist');
    expect(exported.review.cards).toHaveLength(4);

    // Reset asks first; "Keep my progress" keeps it, "Reset everything" forgets it.
    await page.getByRole('button', { name: 'Reset progress' }).click();
    await page.getByRole('dialog', { name: 'Reset all progress?' }).getByRole('button', { name: 'Keep my progress' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect(page.getByRole('table', { name: 'Fallacies' }).count()).resolves.toBe(1);
    await page.getByRole('button', { name: 'Reset progress' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Reset everything' }).click();
    await page.getByText('Progress reset.', { exact: false }).waitFor();
    await expect(page.getByRole('table', { name: 'Fallacies' }).count()).resolves.toBe(0);
    await expect(page.evaluate(() => localStorage.getItem('sophist:review:v1'))).resolves.toBeNull();

    // A file that is not progress: a clear message, and nothing changes.
    let [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Import progress' }).click()]);
    await chooser.setFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"shopping":["eggs"]}') });
    await page.getByRole('alert').filter({ hasText: 'That file is not a Sophist progress file. Nothing was changed.' }).waitFor();
    await expect(page.evaluate(() => localStorage.getItem('sophist:review:v1'))).resolves.toBeNull();

    // Import the exported file: the same progress as before.
    [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Import progress' }).click()]);
    await chooser.setFiles(file);
    await page.getByText('Imported the progress exported on', { exact: false }).waitFor();
    await expect(shown(page)).resolves.toBe(before);
    await page.reload();
    await waitForApp(page);
    await page.getByRole('table', { name: 'Fallacies' }).waitFor();
    await expect(shown(page)).resolves.toBe(before);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { draftPairs } from '../../src/content/discernment/pairs';
import { expectNoAxeViolations, url, waitForApp } from './harness';
import { checkProblems, gotoCheck, openCheckPage, takeCheck } from './check-helpers';

const START = new Date('2026-03-02T09:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

/** The bank's two texts of a pair, from an item id such as "straw-man-2-f". */
function pairTexts(itemId: string) {
  const pair = draftPairs.find((p) => `${p.id}-f` === itemId || `${p.id}-s` === itemId);
  if (!pair) throw new Error(`No pair for ${itemId}`);
  return itemId.endsWith('-f') ? { item: pair.fallacious.text, twin: pair.sound.text } : { item: pair.sound.text, twin: pair.fallacious.text };
}

describe('the Discernment Check: item by item, once a cycle is over', () => {
  it('does not offer the review after a baseline, and after the delayed check shows every item beside its twin', async () => {
    const { page, problems } = await openCheckPage();
    await page.clock.install({ time: START });
    await gotoCheck(page);
    await page.getByRole('button', { name: 'Take the baseline check' }).click();
    await takeCheck(page, (verdict, i) => (i === 0 ? 'Maybe sound' : verdict === 'sound' ? 'Probably sound' : 'Probably fallacious'));

    // After the baseline: the section says why there is no review yet, and shows no argument.
    const section = page.getByRole('region', { name: 'Item by item' });
    await section.getByText(/so your next check is not a memory test/).waitFor();
    await expect(section.getByRole('button').count()).resolves.toBe(0);
    await expect(page.getByRole('list', { name: 'Every argument of this check, each with its twin' }).count()).resolves.toBe(0);
    await expectNoAxeViolations(page);

    // A week on, the delayed check ends the cycle: the review is offered.
    await page.clock.setSystemTime(START.getTime() + 7 * DAY + 60_000);
    await page.goto(url('/check'));
    await waitForApp(page);
    await page.getByRole('button', { name: 'Take the delayed check' }).click();
    await takeCheck(page, (verdict, i) => (i === 0 ? 'Maybe sound' : verdict === 'sound' ? 'Definitely sound' : 'Definitely fallacious'));
    const open = page.getByRole('region', { name: 'Item by item' });
    await expect(open.getByText(/memory test/).count()).resolves.toBe(0);
    const toggle = open.locator('button[aria-controls="item-review-list"]');
    await expect(toggle.textContent()).resolves.toBe('Review every argument (24)');
    await toggle.click();
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(toggle.textContent()).resolves.toBe('Hide the arguments');
    const items = page.getByRole('list', { name: 'Every argument of this check, each with its twin' }).getByRole('listitem');
    await expect(items.count()).resolves.toBe(24);

    // The first argument: its rating, and its own text with its twin's beside it, as the bank has them.
    const first = items.first();
    const texts = pairTexts((await first.getAttribute('data-item')) ?? '');
    await expect(first.textContent()).resolves.toContain('Argument 1. You rated it "Maybe sound"');
    await expect(first.getByText(texts.item, { exact: true }).isVisible()).resolves.toBe(true);
    await expect(first.getByText(texts.twin, { exact: true }).isVisible()).resolves.toBe(true);
    await expect(first.getByRole('link', { name: /^Read the .+ lesson$/ }).getAttribute('href')).resolves.toMatch(/^\/fallacies\/[a-z-]+$/);
    // The twins are the other form's items: the baseline's answers.
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('sophist:check:v1') ?? 'null'));
    const baselineIds = new Set(stored.checks[0].answers.map((a: { itemId: string }) => a.itemId));
    expect(baselineIds.has(String(await first.getAttribute('data-item')).replace(/-([fs])$/, (_, v: string) => (v === 'f' ? '-s' : '-f')))).toBe(true);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: '/tmp/loop-item-review.png', fullPage: false });
    expect(checkProblems(problems)).toEqual([]);
  });
});

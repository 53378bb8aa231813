import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { url, waitForApp } from './harness';
import { PHONE, expectInView, openGame, realProblems } from './phoneJourney';

const GROUPS = ['Premises', 'Evidence', 'Conclusions'] as const;

/** The group's heading and first card are on screen, clear of the sticky bar at the bottom. */
async function expectGroupInView(page: Page, name: (typeof GROUPS)[number]) {
  const group = page.getByRole('group', { name });
  const heading = group.getByRole('heading', { name });
  const first = group.getByRole('button').first();
  const bar = page.locator('[data-sticky-bottom]');
  await expectInView(page, { heading, first, bar });
  const [card, sticky] = await Promise.all([first.boundingBox(), bar.boundingBox()]);
  expect(card!.y + card!.height).toBeLessThanOrEqual(sticky!.y + 0.5);
}

describe('Argument construction on a phone', () => {
  it('walks the pool group by group with the slots summed up in a bar, and Submit where the last pick was made', async () => {
    const { page, problems } = await openGame(PHONE);
    await page.goto(url('/argument'));
    await waitForApp(page);
    await page.getByRole('button', { name: 'Start New Game' }).tap();
    await page.waitForURL(url('/argument-game'));
    await page.getByRole('heading', { level: 1, name: 'Construct Your Argument' }).waitFor();
    const bar = page.locator('[data-sticky-bottom]');

    for (const [i, name] of GROUPS.entries()) {
      await expectGroupInView(page, name);
      await expect(bar.textContent()).resolves.toContain(`${i} of 3 in place`);
      await page.getByRole('group', { name }).getByRole('button').first().tap();
      await bar.getByText(`${i + 1} of 3 in place`).waitFor();
    }
    // The pick landed (the bar says so) and Submit is right there, with focus on it.
    const submit = page.getByRole('button', { name: 'Submit Argument' });
    await expectInView(page, { bar, submit });
    // Focus follows the pool's deferred pass (the board's comment says why): it may land a moment after the bar.
    await expect.poll(() => submit.evaluate((el) => el === document.activeElement)).toBe(true);
    await submit.tap();
    await page.getByRole('heading', { level: 1, name: 'Argument Analysis' }).waitFor();
    // The score is shown against what three slots can reach.
    await expect(page.getByText(/^\d+ \/ 60$/).isVisible()).resolves.toBe(true);
    expect(realProblems(problems)).toEqual([]);
  });
});

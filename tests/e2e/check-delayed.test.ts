import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, url, waitForApp } from './harness';
import { checkProblems, gotoCheck, openCheckPage, takeCheck } from './check-helpers';

const START = new Date('2026-03-02T09:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

describe('the Discernment Check: the delayed check', () => {
  it('prompts for the delayed check once the clock has moved on 7 days, not before', async () => {
    const { page, problems } = await openCheckPage();
    await page.clock.install({ time: START });
    await gotoCheck(page);
    await page.getByRole('button', { name: 'Take the baseline check' }).click();
    await takeCheck(page, (verdict) => (verdict === 'sound' ? 'Probably sound' : 'Probably fallacious'));
    await page.getByRole('button', { name: 'Back to the check' }).click();
    await page.getByText('The delayed check opens on 9 March 2026, a week after your last one.').waitFor();

    // Six days on: still no prompt.
    await page.clock.setSystemTime(START.getTime() + 6 * DAY);
    await page.goto(url('/check'));
    await waitForApp(page);
    await page.getByRole('heading', { name: 'Check again' }).waitFor();
    await expect(page.getByText('A week has passed: time for the delayed check').count()).resolves.toBe(0);

    // Seven days on: the prompt, and the delayed check uses the other form.
    await page.clock.setSystemTime(START.getTime() + 7 * DAY + 60_000);
    await page.goto(url('/check'));
    await waitForApp(page);
    await page.getByText('A week has passed: time for the delayed check').waitFor();
    await expect(page.getByText('Your last check was on 2 March 2026.', { exact: false }).isVisible()).resolves.toBe(true);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Take the delayed check' }).click();
    await takeCheck(page, (verdict) => (verdict === 'sound' ? 'Definitely sound' : 'Definitely fallacious'));
    await page.getByText('Sharp discernment').first().waitFor();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('sophist:check:v1') ?? 'null'));
    expect(stored.checks.map((c: { kind: string; form: number }) => [c.kind, c.form])).toEqual([
      ['baseline', 0],
      ['delayed', 1],
    ]);
    // The two forms hold different halves of the same pairs.
    const ids = stored.checks.map((c: { answers: { itemId: string }[] }) => new Set(c.answers.map((a) => a.itemId)));
    expect([...ids[0]].filter((id) => ids[1].has(id))).toEqual([]);
    expect(checkProblems(problems)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, url, waitForApp } from './harness';
import { CHECK_KEY, checkProblems, currentVerdict } from './check-helpers';
import { PHONE, expectInView, expectVisibleFocus, openGame } from './phoneJourney';

const PROGRESS_KEY = 'sophist:check-progress:v1';

describe('the Discernment Check as a learner lives it (390 × 844 phone)', () => {
  it('puts focus on the first argument, fits argument, scale and Next on the screen for every item, and keeps the answers through a reload', async () => {
    const { page, problems } = await openGame(PHONE);
    await page.goto(url('/check'));
    await waitForApp(page);
    await page.getByRole('button', { name: 'Take the baseline check' }).click();
    await page.getByRole('heading', { name: 'Argument 1 of 24' }).waitFor();
    // Focus on the first argument, never left on <body> when the start button goes.
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Argument 1 of 24');
    await expectVisibleFocus(page, 'after starting the check');
    // The intro is read once, before the check.
    await expect(page.getByText('Spotting fallacies is half the job', { exact: false }).count()).resolves.toBe(0);
    await expectNoAxeViolations(page);

    const scale = page.getByRole('group', { name: 'How would you judge this argument?' });
    const next = page.getByRole('button', { name: /^(Next argument|See my results)$/ });
    const given: string[] = [];
    for (let i = 0; i < 24; i += 1) {
      await page.getByRole('heading', { name: `Argument ${i + 1} of 24` }).waitFor();
      // Focus follows each new argument, so it is never left on <body> (or on a Next that moved on).
      await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(`Argument ${i + 1} of 24`);
      // The whole scale in order, its two ends at its two ends.
      const labels = await scale.locator('label').allTextContents();
      expect(labels).toEqual(['Definitely sound', 'Probably sound', 'Maybe sound', 'Maybe fallacious', 'Probably fallacious', 'Definitely fallacious']);
      // Laid out in that order too, each under the one before: the ends at the top and bottom, never diagonally apart.
      const rows = await scale.locator('label').evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).map((r) => ({ top: r.top, bottom: r.bottom })));
      for (let k = 1; k < rows.length; k += 1) expect(rows[k]!.top).toBeGreaterThanOrEqual(rows[k - 1]!.bottom - 0.5);
      const verdict = await currentVerdict(page);
      const rating = verdict === 'sound' ? 'Probably sound' : i % 3 ? 'Probably fallacious' : 'Definitely fallacious';
      await page.getByLabel(rating, { exact: true }).check();
      if (i < 2) await page.screenshot({ path: `/tmp/loop-check-phone-${i}.png` });
      // With a "fallacious" rating "Which fallacy?" opens; Next must still be in view.
      await expectInView(page, { argument: page.locator('section[aria-label^="Argument "]'), scale, next });
      given.push(rating);

      if (i === 9) {
        // A reload mid-check (the warning before leaving is accepted): the answers are still there.
        let warned = false;
        page.once('dialog', (d) => {
          warned = d.type() === 'beforeunload';
          void d.accept();
        });
        await page.reload();
        await waitForApp(page);
        expect(warned).toBe(true);
        await page.getByRole('heading', { name: 'Argument 10 of 24' }).waitFor();
        // The rating chosen before the reload is still chosen.
        await expect(page.getByLabel(rating, { exact: true }).isChecked()).resolves.toBe(true);
        const kept = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), PROGRESS_KEY);
        expect(kept.answers).toHaveLength(9);
        await expectVisibleFocus(page, 'after resuming the check');
      }
      await next.click();
    }
    await page.getByRole('heading', { name: 'Your results' }).waitFor();
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Your results');
    const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), CHECK_KEY);
    expect(stored.checks[0].answers).toHaveLength(24);
    expect(stored.checks[0].answers.map((a: { rating: number }) => a.rating)).toEqual(
      given.map((g) => ({ 'Probably sound': 2, 'Probably fallacious': 5, 'Definitely fallacious': 6 })[g]),
    );
    await expect(page.evaluate((key) => localStorage.getItem(key), PROGRESS_KEY)).resolves.toBeNull();
    await page.screenshot({ path: '/tmp/loop-check-results-phone.png', fullPage: true });
    expect(checkProblems(problems)).toEqual([]);
  });
});

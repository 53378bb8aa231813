import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './harness';
import { CHECK_KEY, checkProblems, currentVerdict, gotoCheck, openCheckPage, takeCheck } from './check-helpers';

describe('the Discernment Check: to its results', () => {
  it('reads "fallacious to everything" as high detection, low acceptance, over-suspicious and no discernment', async () => {
    const { page, problems } = await openCheckPage();
    await gotoCheck(page);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Take the baseline check' }).click();
    await page.getByRole('heading', { name: 'Argument 1 of 24' }).waitFor();
    // "Which fallacy?" appears only after a fallacious rating.
    await expect(page.getByText('Which fallacy? (optional)').count()).resolves.toBe(0);
    await page.getByLabel('Definitely fallacious', { exact: true }).check();
    await page.getByText('Which fallacy? (optional)').waitFor();
    await expectNoAxeViolations(page);

    await takeCheck(page, () => 'Definitely fallacious');
    const results = page.getByRole('region', { name: 'Spotting and accepting' });
    await expect(results.getByText('12 of 12 fallacious arguments called fallacious').isVisible()).resolves.toBe(true);
    await expect(results.getByText('0 of 12 sound arguments called sound').isVisible()).resolves.toBe(true);
    await expect(page.getByText('Strongly over-suspicious').isVisible()).resolves.toBe(true);
    await expect(page.getByText('No discernment yet').isVisible()).resolves.toBe(true);
    await expect(page.getByText(/the range your score probably lies in \(95 %\) is \d+ to \d+/).isVisible()).resolves.toBe(true);
    // Every sound twin was called a fallacy: the results name them, with their lessons and a round on them.
    await expect(page.getByTestId('over-called').getByRole('link').count()).resolves.toBeGreaterThan(0);
    await expect(page.getByTestId('missed').count()).resolves.toBe(0);
    await expect(page.getByRole('link', { name: 'Practise these: a round on them' }).getAttribute('href')).resolves.toMatch(/^\/check\/practice\?focus=[a-z-]+(,[a-z-]+)*$/);
    await expectNoAxeViolations(page);

    const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), CHECK_KEY);
    expect(stored.version).toBe(1);
    expect(stored.checks).toHaveLength(1);
    expect(stored.checks[0].kind).toBe('baseline');
    expect(stored.checks[0].answers).toHaveLength(24);
    expect(checkProblems(problems)).toEqual([]);
  });

  it('warns "suspicious, not sharper" when practice raised detection but lowered acceptance', async () => {
    const { page, problems } = await openCheckPage();
    await gotoCheck(page);
    // Baseline: every sound argument accepted, half the fallacious ones missed.
    await page.getByRole('button', { name: 'Take the baseline check' }).click();
    let fallaciousSeen = 0;
    await takeCheck(page, (verdict) => (verdict === 'sound' ? 'Probably sound' : (fallaciousSeen += 1) % 2 ? 'Probably fallacious' : 'Maybe sound'));

    // A practice round, calling everything a fallacy: feedback after each, and a score of 0.
    await gotoCheck(page, '/check/practice');
    await expectNoAxeViolations(page);
    for (let i = 1; i <= 12; i += 1) {
      await page.getByRole('heading', { name: `Argument ${i} of 12` }).waitFor();
      const verdict = await currentVerdict(page);
      await page.getByRole('button', { name: 'Fallacious', exact: true }).click();
      await page.getByText(verdict === 'sound' ? 'Not this time.' : 'Right.', { exact: true }).waitFor();
      await expect(page.getByRole('link', { name: /^Read the .+ lesson$/ }).isVisible()).resolves.toBe(true);
      if (i === 1) await expectNoAxeViolations(page);
      await page.getByRole('button', { name: i === 12 ? 'See my score' : 'Next argument' }).click();
    }
    await page.getByRole('heading', { name: 'Discernment: 50 out of 100' }).waitFor();
    await expect(page.getByText('8 of 8').isVisible()).resolves.toBe(true);
    await expect(page.getByText('0 of 4').isVisible()).resolves.toBe(true);

    // The check after practice, again calling everything a fallacy.
    await gotoCheck(page);
    await page.getByText('You have practised 12 arguments since your last check.', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Take the check again' }).click();
    await takeCheck(page, () => 'Definitely fallacious');
    await page.getByText('More suspicious, not sharper').waitFor();
    await expectNoAxeViolations(page);
    expect(checkProblems(problems)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './harness';
import { CHECK_KEY, checkProblems, gotoCheck, openCheckPage } from './check-helpers';

const STORAGE_WARNING = /^console\.warning: \[storage\] Ignoring (invalid|unreadable) data under "sophist:check:v1"/;

describe('the Discernment Check: corrupt storage', () => {
  for (const [name, value] of [
    ['unreadable JSON', '{"version": 1, "seed": '],
    ['a foreign shape', JSON.stringify({ version: 1, seed: 'seven', checks: 'lots', practice: [1] })],
  ] as const) {
    it(`starts afresh with a warning and no crash on ${name}`, async () => {
      const { page, problems } = await openCheckPage();
      await page.addInitScript(
        ([key, bad]) => {
          if (sessionStorage.getItem('corrupted')) return;
          sessionStorage.setItem('corrupted', '1');
          localStorage.setItem(key, bad);
        },
        [CHECK_KEY, value] as const,
      );
      await gotoCheck(page);
      await page.getByRole('button', { name: 'Take the baseline check' }).click();
      await page.getByLabel('Probably sound', { exact: true }).check();
      await page.getByRole('button', { name: 'Next argument' }).click();
      await page.getByRole('heading', { name: 'Argument 2 of 24' }).waitFor();
      await expectNoAxeViolations(page);

      await gotoCheck(page, '/check/practice');
      await page.getByRole('button', { name: 'Sound', exact: true }).click();
      await page.getByRole('button', { name: 'Next argument' }).waitFor();
      // The fresh record replaced the corrupt one.
      const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), CHECK_KEY);
      expect(stored).toMatchObject({ version: 1, checks: [] });
      expect(stored.practice).toHaveLength(1);

      expect(problems.filter((p) => STORAGE_WARNING.test(p))).toHaveLength(1);
      expect(checkProblems(problems, [STORAGE_WARNING])).toEqual([]);
    });
  }
});

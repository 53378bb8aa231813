import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, openPage, url, waitForApp } from './harness';

describe('progress and review with corrupt stored data', () => {
  it('says what could not be read, starts that part afresh, and every page keeps working', async () => {
    const { page, problems } = await openPage();
    await page.goto(url('/'));
    await waitForApp(page);
    await page.evaluate(() => {
      localStorage.setItem('sophist:review:v1', '{"version":1,"cards":"oops"');
      localStorage.setItem('sophist:activity:v1', JSON.stringify({ version: 99 }));
    });

    await page.goto(url('/progress'));
    await waitForApp(page);
    const warning = page.getByText(/Some saved progress in this browser could not be read/);
    await warning.waitFor();
    await expect(warning.textContent()).resolves.toMatch(/your review deck, your games and lessons/);
    await expect(page.getByTestId('due-today').textContent()).resolves.toMatch(/^Nothing in your review yet/);
    await expectNoAxeViolations(page);

    await page.goto(url('/review'));
    await waitForApp(page);
    await page.getByRole('heading', { name: 'Nothing to review yet' }).waitFor();

    await page.goto(url('/games'));
    await waitForApp(page);
    await page.getByRole('link', { name: 'Spaced review' }).waitFor();

    // The only console output is the storage reader's own warning; nothing crashed.
    expect(problems.filter((p) => !p.includes('[storage] Ignoring'))).toEqual([]);
    expect(problems.length).toBeGreaterThan(0);
  });
});

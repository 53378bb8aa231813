import type { Page } from 'playwright-core';
import { draftPairs } from '../../src/content/discernment/pairs';
import { openPage, url, waitForApp, type TrackedPage } from './harness';

/**
 * Shared by the check-* journeys: a page with the cookie choice made, and the bank's verdicts
 * looked up by an argument's text (the page itself never says which is which until the end).
 */
export const CHECK_KEY = 'sophist:check:v1';

const verdictByText = new Map(draftPairs.flatMap((p) => [[p.fallacious.text, 'fallacious'] as const, [p.sound.text, 'sound'] as const]));

export async function openCheckPage(init?: () => void): Promise<TrackedPage> {
  const tracked = await openPage();
  await tracked.page.addInitScript(() => {
    localStorage.setItem('sophist.cookieConsent.v1', JSON.stringify({ value: 'declined', at: '2025-06-15T12:00:00.000Z' }));
  });
  if (init) await tracked.page.addInitScript(init);
  return tracked;
}

export async function gotoCheck(page: Page, path = '/check') {
  await page.goto(url(path));
  await waitForApp(page);
}

/** The verdict of the argument on the board now. */
export async function currentVerdict(page: Page): Promise<'sound' | 'fallacious'> {
  const board = page.locator('section[aria-label^="Argument "] [data-testid="chalk-text"]');
  const written = ((await board.textContent()) ?? '').trim();
  const verdict = verdictByText.get(written);
  if (!verdict) throw new Error(`No bank item matches the board: ${written}`);
  return verdict;
}

/**
 * Answers all 24 items of a check. `rate` picks the label to click for each, from the item's
 * true verdict; the follow-up "Which fallacy?" is left at "Not sure".
 */
export async function takeCheck(page: Page, rate: (verdict: 'sound' | 'fallacious', index: number) => string) {
  for (let i = 0; i < 24; i += 1) {
    await page.getByRole('heading', { name: `Argument ${i + 1} of 24` }).waitFor();
    const verdict = await currentVerdict(page);
    await page.getByLabel(rate(verdict, i), { exact: true }).check();
    await page.getByRole('button', { name: i === 23 ? 'See my results' : 'Next argument' }).click();
  }
  await page.getByRole('heading', { name: 'Your results' }).waitFor();
}

/** Problems other than the ones a journey expects. */
export const checkProblems = (problems: string[], expected: RegExp[] = []) =>
  problems.filter((p) => !/Service Worker registration blocked/.test(p) && !expected.some((re) => re.test(p)));

import type { Page } from 'playwright-core';
import { gotoCheck, takeCheck } from './check-helpers';

/** How a pupil answers an item, from its true verdict and its place (0–23). */
export type Rate = (verdict: 'sound' | 'fallacious', index: number) => string;

/** A careful pupil: sure where they are right, never fooled. */
export const rateWell: Rate = (verdict) => (verdict === 'fallacious' ? 'Definitely fallacious' : 'Definitely sound');
/** A pupil who calls half the fallacies sound and trusts every sound argument. */
export const rateHalfRight: Rate = (verdict, index) => (verdict === 'sound' ? 'Probably sound' : index % 2 ? 'Probably fallacious' : 'Maybe sound');

/**
 * Takes whichever check /check offers next (baseline, after practice, delayed or again) through
 * the UI, all 24 items, and waits for the results. Shared by the classroom journeys: each pupil
 * takes their checks this way in their own browser context. The page needs the cookie choice made
 * (open it with `openCheckPage`), so the banner covers nothing.
 */
export async function takeCheckThroughUi(page: Page, rate: Rate = rateWell): Promise<void> {
  await gotoCheck(page);
  await page.getByRole('button', { name: /^Take the (baseline check|delayed check|check again)$/ }).click();
  await takeCheck(page, rate);
}

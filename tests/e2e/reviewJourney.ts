import type { Page } from 'playwright-core';
import lessonIndex from '../../src/content/lessonIndex.json';
import { discernmentItems } from '../../src/content/discernment';

/**
 * Shared by the review-* and progress-* journeys: answers a review question the way a learner
 * who knows the material would (here: by looking the example up in the bank), right or wrong.
 */
export const DAY_MS = 24 * 60 * 60 * 1000;

const fallacyName = (id: string) => lessonIndex.fallacies.find((f) => f.id === id)?.name ?? id;

/** The label of the right option for the question on screen, and of a wrong one. */
export async function reviewOptions(page: Page): Promise<{ right: string; wrong: string; sound: boolean }> {
  const card = page.locator('[data-card]');
  const cardId = (await card.getAttribute('data-card')) ?? '';
  const itemId = (await card.getAttribute('data-item')) ?? '';
  const [kind, a, skill] = cardId.split(':');
  if (kind === 'device') {
    const labels = (await page.getByRole('group', { name: 'Your answer' }).getByRole('button').allTextContents()).filter((l) => l !== a);
    return { right: a!, wrong: labels[0]!, sound: false };
  }
  const item = discernmentItems.find((i) => i.id === itemId);
  if (!item) throw new Error(`Unknown review example ${itemId}`);
  const name = fallacyName(a!);
  const soundLabel = skill === 'spot' ? 'Sound: nothing wrong' : 'Sound';
  const sound = item.verdict === 'sound';
  return { right: sound ? soundLabel : name, wrong: sound ? name : soundLabel, sound };
}

/** Answers the open question and waits for the verdict. */
export async function answerReview(page: Page, right: boolean) {
  const options = await reviewOptions(page);
  await page.getByRole('group', { name: 'Your answer' }).getByRole('button', { name: right ? options.right : options.wrong, exact: true }).click();
  await page.locator(`[data-result="${right ? 'correct' : 'wrong'}"]`).waitFor();
}

/** The review deck as stored. */
export function storedDeck(page: Page): Promise<{ cards: { id: string; due: number; fsrs: unknown }[]; log: unknown[] } | null> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('sophist:review:v1') ?? 'null') as never);
}

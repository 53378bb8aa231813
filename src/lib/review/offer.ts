/**
 * What the "due now" offers on content pages need, loaded after hydration so that neither
 * this code nor zod weighs on a content page's first load. No scheduler: "due" is read from the
 * stored due dates.
 */
import { dueCount } from './logic';
import { loadReviewData, noteLessonFinished } from './storage';

export interface DueSummary {
  /** Cards in the learner's review deck. */
  cards: number;
  /** Of them, due now (the one rule, logic.ts isDue). */
  due: number;
}

export function dueSummary(now: number): DueSummary {
  const { cards } = loadReviewData();
  return { cards: cards.length, due: dueCount(cards, now) };
}

export { noteLessonFinished };

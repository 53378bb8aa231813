/**
 * The FSRS-6 scheduler (ts-fsrs) behind spaced review. Only the review and progress pages import
 * this module, so no other page loads ts-fsrs.
 */
import { Rating, TypeConvert, createEmptyCard, fsrs, type Card, type Grade as FsrsGrade } from 'ts-fsrs';
import { DAY_MS, SCHEDULER_SETTINGS, STRENGTH_AHEAD_DAYS, type Grade, type SchedulerCard, type StoredCard } from './model';

const scheduler = fsrs({ ...SCHEDULER_SETTINGS });

const RATINGS: Record<Grade, FsrsGrade> = { again: Rating.Again, hard: Rating.Hard, good: Rating.Good };

const toJson = (card: Card): SchedulerCard => JSON.parse(JSON.stringify(card)) as SchedulerCard;

/** The card after a review graded `grade` at `now`: the scheduler's new state and due date. */
export function scheduleReview(card: StoredCard, grade: Grade, now: number): StoredCard {
  const before = card.fsrs ? TypeConvert.card(card.fsrs) : createEmptyCard(new Date(now));
  const after = scheduler.next(before, new Date(now), RATINGS[grade]).card;
  return { ...card, due: after.due.getTime(), fsrs: toJson(after) };
}

/** The probability of recalling the card now (0 for a card never reviewed). */
export function retrievability(card: StoredCard, now: number): number {
  if (!card.fsrs) return 0;
  return scheduler.get_retrievability(TypeConvert.card(card.fsrs), new Date(now), false);
}

/**
 * The one rule for "strength", used by /review and /progress: what will be left in a week, the
 * retrievability STRENGTH_AHEAD_DAYS after `now`. It grows with stability, so a card just missed
 * reads weak and one answered well many times reads strong. Null for a card never reviewed.
 */
export function strength(card: StoredCard, now: number): number | null {
  if (!card.fsrs) return null;
  return retrievability(card, now + STRENGTH_AHEAD_DAYS * DAY_MS);
}

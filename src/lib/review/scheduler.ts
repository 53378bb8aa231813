/**
 * The FSRS-6 scheduler (ts-fsrs) behind spaced review. Only the review and progress pages import
 * this module, so no other page loads ts-fsrs.
 */
import { Rating, TypeConvert, createEmptyCard, fsrs, type Card, type Grade as FsrsGrade } from 'ts-fsrs';
import { SCHEDULER_SETTINGS, type Grade, type SchedulerCard, type StoredCard } from './model';

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

/**
 * Where spaced review and activity live in the browser: one versioned key per concern, read
 * through the validated reader (corrupt or foreign data gives the defaults with a console
 * warning, never a crash). No scheduler here, so games and lessons can add cards cheaply.
 */
import { z } from 'zod/mini';
import { readStored, writeStored } from '@/lib/storage';
import { GAME_IDS, emptyActivityData, emptyReviewData, fallacyCardIds, deviceCardIds, isFallacyId, isReviewDevice } from './model';
import type { ActivityData, GameId, ReviewData } from './model';
import { addCards, recordGameAnswer, recordLessonFinished } from './logic';
import { REVIEW_STORAGE_KEY } from '@/config/storageKeys';

export { REVIEW_STORAGE_KEY };
export const ACTIVITY_STORAGE_KEY = 'sophist:activity:v1';

const time = z.int().check(z.minimum(0));
const isoDate = z.string().check(z.refine((s) => !Number.isNaN(Date.parse(s)), 'a date'));

const schedulerCardSchema = z.object({
  due: isoDate,
  stability: z.number().check(z.minimum(0)),
  difficulty: z.number(),
  elapsed_days: z.number().check(z.minimum(0)),
  scheduled_days: z.number().check(z.minimum(0)),
  learning_steps: z.int().check(z.minimum(0)),
  reps: z.int().check(z.minimum(0)),
  lapses: z.int().check(z.minimum(0)),
  state: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  last_review: z.optional(isoDate),
});

const storedCardSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(80)),
  added: time,
  due: time,
  fsrs: z.nullable(schedulerCardSchema),
});

const logEntrySchema = z.object({
  c: z.string().check(z.minLength(1), z.maxLength(80)),
  i: z.string().check(z.minLength(1), z.maxLength(120)),
  t: time,
  g: z.enum(['again', 'hard', 'good']),
  ms: z.number().check(z.minimum(0)),
  k: z.enum(['s', 'f', 'd']),
  ok: z.boolean(),
  re: z.optional(z.boolean()),
  hint: z.optional(z.boolean()),
});

export const reviewDataSchema = z.object({
  version: z.literal(1),
  cards: z.array(storedCardSchema).check(z.maxLength(500)),
  log: z.array(logEntrySchema).check(z.maxLength(5000)),
  recent: z.array(z.string().check(z.maxLength(120))).check(z.maxLength(500)),
});

const gameActivitySchema = z.object({ sittings: z.int().check(z.minimum(0)), answers: z.int().check(z.minimum(0)), last: time });

export const activityDataSchema = z.object({
  version: z.literal(1),
  games: z.partialRecord(z.enum(GAME_IDS), gameActivitySchema),
  lessons: z.record(z.string().check(z.maxLength(80)), time),
});

export const loadReviewData = (): ReviewData => readStored<ReviewData>(REVIEW_STORAGE_KEY, reviewDataSchema as z.ZodMiniType<ReviewData>, emptyReviewData());
export const saveReviewData = (data: ReviewData): boolean => writeStored(REVIEW_STORAGE_KEY, data);
export const loadActivityData = (): ActivityData =>
  readStored<ActivityData>(ACTIVITY_STORAGE_KEY, activityDataSchema as z.ZodMiniType<ActivityData>, emptyActivityData());
export const saveActivityData = (data: ActivityData): boolean => writeStored(ACTIVITY_STORAGE_KEY, data);

/**
 * What a game reports after each answer: the fallacies (ids) or rhetorical devices (names) it
 * practised. They join the review deck as new cards, and the answer counts towards the games
 * played. Unknown ids (a fallacy added on the server) are ignored.
 */
export function noteGamePractice(game: GameId, concepts: { fallacies?: readonly string[]; devices?: readonly string[] }, now: number): void {
  const ids = [...fallacyCardIds((concepts.fallacies ?? []).filter(isFallacyId)), ...deviceCardIds((concepts.devices ?? []).filter(isReviewDevice))];
  const review = loadReviewData();
  const withCards = addCards(review, ids, now);
  if (withCards !== review) saveReviewData(withCards);
  saveActivityData(recordGameAnswer(loadActivityData(), game, now));
}

/** What a lesson reports when it has been read to the end: its fallacies join the review deck. */
export function noteLessonFinished(lessonId: string, fallacies: readonly string[], now: number): void {
  const review = loadReviewData();
  const withCards = addCards(review, fallacyCardIds(fallacies.filter(isFallacyId)), now);
  if (withCards !== review) saveReviewData(withCards);
  const activity = loadActivityData();
  const next = recordLessonFinished(activity, lessonId, now);
  if (next !== activity) saveActivityData(next);
}

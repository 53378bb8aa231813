/**
 * Everything the check remembers, in one versioned browser item: the seed that fixes this
 * browser's forms, the finished checks and the practice answers. Read through the validated
 * reader, so corrupt or foreign data gives the defaults with a console warning, never a crash.
 */
import { z } from 'zod/mini';
import { FALLACY_IDS, type FallacyId } from '@/content/schema';
import { readStored, removeStored, writeStored } from '@/lib/storage';
import { FORM_FALLACIOUS, FORM_SOUND, PRACTICE_HISTORY_LIMIT, type CheckAnswer, type CheckRecord, type PracticeAnswer, type Rating } from './check';

export const CHECK_STORAGE_KEY = 'sophist:check:v1';

const verdict = z.enum(['sound', 'fallacious']);
const fallacyId = z.enum(FALLACY_IDS);
const time = z.int().check(z.minimum(0));

const checkAnswerSchema = z.object({
  itemId: z.string().check(z.minLength(1)),
  verdict,
  fallacyId,
  rating: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(6)]),
  named: z.optional(z.nullable(fallacyId)),
});

const checkRecordSchema = z.object({
  kind: z.enum(['baseline', 'after-practice', 'delayed', 'again']),
  form: z.union([z.literal(0), z.literal(1)]),
  completedAt: time,
  answers: z.array(checkAnswerSchema).check(z.minLength(2)),
});

const practiceAnswerSchema = z.object({ itemId: z.string().check(z.minLength(1)), verdict, answer: verdict, at: time });

export const checkDataSchema = z.object({
  version: z.literal(1),
  /** Fixes which items go on which form, and their order, for this browser. */
  seed: z.int().check(z.minimum(0)),
  checks: z.array(checkRecordSchema),
  practice: z.array(practiceAnswerSchema),
});

export interface CheckData {
  version: 1;
  seed: number;
  checks: CheckRecord[];
  practice: PracticeAnswer[];
}

/** A fresh record with a new random seed. */
export function emptyCheckData(random: () => number = Math.random): CheckData {
  return { version: 1, seed: Math.floor(random() * 2 ** 31), checks: [], practice: [] };
}

/** The stored record, or null without one (nothing is written: for pages that only read it). */
export const readCheckData = (): CheckData | null => readStored<CheckData | null>(CHECK_STORAGE_KEY, checkDataSchema as z.ZodMiniType<CheckData>, null);

/** The stored record, or a fresh one (saved at once, so the seed and so the forms stay fixed). */
export function loadCheckData(): CheckData {
  const stored = readCheckData();
  if (stored) return stored;
  const fresh = emptyCheckData();
  writeStored(CHECK_STORAGE_KEY, fresh);
  return fresh;
}

/** Saves the record, dropping the oldest practice answers beyond the limit. False when storage refused. */
export function saveCheckData(data: CheckData): boolean {
  return writeStored(CHECK_STORAGE_KEY, { ...data, practice: data.practice.slice(-PRACTICE_HISTORY_LIMIT) });
}

/** Practice answers given after the last check (all of them before the first). */
export function practisedSinceLastCheck(data: CheckData): number {
  const last = data.checks.at(-1);
  return last ? data.practice.filter((p) => p.at > last.completedAt).length : data.practice.length;
}

// ---- A check under way ------------------------------------------------------------------------

/**
 * The answers of a check not finished yet, kept as they are given, so a reload, Back or a tab the
 * browser discarded carries on where the learner was. Its own versioned key: it is written on
 * every answer, and dropped when the check is finished.
 */
export const CHECK_PROGRESS_KEY = 'sophist:check-progress:v1';

const rating = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(6)]);

export const checkProgressSchema = z.object({
  version: z.literal(1),
  /** The record's seed and the form: a check under way belongs to one form of one browser's forms. */
  seed: z.int().check(z.minimum(0)),
  form: z.union([z.literal(0), z.literal(1)]),
  answers: z.array(checkAnswerSchema).check(z.maxLength(FORM_FALLACIOUS + FORM_SOUND)),
  /** The rating chosen on the item on screen, before Next. */
  pending: z.nullable(z.object({ rating, named: z.nullable(fallacyId) })),
});

export interface CheckProgress {
  version: 1;
  seed: number;
  form: 0 | 1;
  answers: CheckAnswer[];
  pending: { rating: Rating; named: FallacyId | null } | null;
}

export const loadCheckProgress = (): CheckProgress | null =>
  readStored<CheckProgress | null>(CHECK_PROGRESS_KEY, checkProgressSchema as z.ZodMiniType<CheckProgress>, null);
export const saveCheckProgress = (progress: CheckProgress): boolean => writeStored(CHECK_PROGRESS_KEY, progress);
export const clearCheckProgress = (): void => removeStored(CHECK_PROGRESS_KEY);

/** A stored check under way, if it fits this form: the same seed and form, and answers to its items in order. */
export function resumable(progress: CheckProgress | null, seed: number, form: 0 | 1, items: readonly { id: string }[]): CheckProgress | null {
  if (!progress || progress.seed !== seed || progress.form !== form) return null;
  if (progress.answers.length >= items.length) return null;
  return progress.answers.every((a, i) => a.itemId === items[i]?.id) ? progress : null;
}

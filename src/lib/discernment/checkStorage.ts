/**
 * Everything the check remembers, in one versioned browser item: the seed that fixes this
 * browser's forms, the finished checks and the practice answers. Read through the validated
 * reader, so corrupt or foreign data gives the defaults with a console warning, never a crash.
 */
import { z } from 'zod';
import { FALLACY_IDS } from '@/content/schema';
import { readStored, writeStored } from '@/lib/storage';
import { PRACTICE_HISTORY_LIMIT, type CheckRecord, type PracticeAnswer } from './check';

export const CHECK_STORAGE_KEY = 'sophist:check:v1';

const verdict = z.enum(['sound', 'fallacious']);
const fallacyId = z.enum(FALLACY_IDS);
const time = z.number().int().min(0);

const checkAnswerSchema = z.object({
  itemId: z.string().min(1),
  verdict,
  fallacyId,
  rating: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(6)]),
  named: fallacyId.nullable().optional(),
});

const checkRecordSchema = z.object({
  kind: z.enum(['baseline', 'after-practice', 'delayed', 'again']),
  form: z.union([z.literal(0), z.literal(1)]),
  completedAt: time,
  answers: z.array(checkAnswerSchema).min(2),
});

const practiceAnswerSchema = z.object({ itemId: z.string().min(1), verdict, answer: verdict, at: time });

export const checkDataSchema = z.object({
  version: z.literal(1),
  /** Fixes which items go on which form, and their order, for this browser. */
  seed: z.number().int().min(0),
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
export const readCheckData = (): CheckData | null => readStored<CheckData | null>(CHECK_STORAGE_KEY, checkDataSchema as z.ZodType<CheckData>, null);

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

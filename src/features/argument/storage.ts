/**
 * The argument game's four browser items, each under a versioned key and validated on read: corrupt or
 * foreign data falls back to defaults with a console warning (readStored), never a crash. Writes report
 * success so Save Progress can show the right toast when storage is full or blocked. Progress in an earlier
 * form is migrated once, on the first load that finds it.
 */
import { z } from 'zod/mini';
import { readStored, removeStored, writeStored } from '@/lib/storage';
import { APPEALS, DIFFICULTIES, MAX_WORD_WEIGHT, MIN_WORD_WEIGHT, SLOTS } from './constants';
import {
  MISTAKE_CODES,
  defaultProgress,
  type ConstructionProgress,
  type Hint,
  type SavedGame,
  type UserProgress,
  type WordEntry,
} from './model';
import { migrateProgressV1, userProgressV1Schema, type UserProgressV1 } from './progressMigration';

export const ARGUMENT_STORAGE_KEYS = {
  /** User progress; v2 records mistakes under stable codes. */
  progress: 'sophist:argument:progress:v2',
  /** Local play counters; never sent anywhere. */
  analytics: 'sophist:argument:analytics:v1',
  /** Saved game state. */
  game: 'sophist:argument:game:v1',
  /** Construction progress: the rest of an unfinished build (see ConstructionProgress). */
  construction: 'sophist:argument:construction:v1',
} as const;

/** Where progress lived in its first form (mistakes under their sentences); read only to migrate it. */
export const PROGRESS_V1_KEY = 'sophist:argument:progress:v1';

const count = z.int().check(z.minimum(0));
const appeal = z.enum(APPEALS);
const difficulty = z.enum(DIFFICULTIES);
const slot = z.enum(SLOTS);
const wordType = z.enum(['premise', 'evidence', 'connector', 'conclusion']);

export const wordEntrySchema: z.ZodMiniType<WordEntry> = z.object({
  id: z.string().check(z.minLength(1)),
  text: z.string().check(z.minLength(1)),
  category: appeal,
  type: wordType,
  tooltip: z.string(),
  weight: z.number().check(z.minimum(MIN_WORD_WEIGHT), z.maximum(MAX_WORD_WEIGHT)),
  difficulty,
  tags: z.array(z.string()),
  nextAllowed: z.array(wordType),
  structuralHint: z.string(),
});

const slotsSchema = z.object({
  premise: z.nullable(wordEntrySchema),
  evidence: z.nullable(wordEntrySchema),
  conclusion: z.nullable(wordEntrySchema),
});

const scoresSchema = z.object({
  ethos: z.number().check(z.minimum(0)),
  pathos: z.number().check(z.minimum(0)),
  logos: z.number().check(z.minimum(0)),
  total: z.number().check(z.minimum(0)),
});

export const savedGameSchema: z.ZodMiniType<SavedGame> = z.object({
  slots: slotsSchema,
  timeRemaining: count,
  scores: scoresSchema,
  difficulty,
  hintsRemaining: count,
});

const hintSchema: z.ZodMiniType<Hint> = z.object({
  slot,
  entryId: z.string(),
  entryText: z.string(),
  category: appeal,
  structuralHint: z.string(),
});

export const constructionSchema: z.ZodMiniType<ConstructionProgress> = z.object({
  timeLimit: z.nullable(z.int().check(z.positive())),
  hand: z.object({
    premise: z.array(wordEntrySchema),
    evidence: z.array(wordEntrySchema),
    conclusion: z.array(wordEntrySchema),
  }),
  hint: z.nullable(hintSchema),
  savedAt: z.number(),
});

const statSchema = z.object({ used: count, successful: count }).check(z.refine((s) => s.successful <= s.used));

export const userProgressSchema: z.ZodMiniType<UserProgress> = z.object({
  totalArguments: count,
  highestScore: z.number().check(z.minimum(0), z.maximum(100)),
  currentDifficulty: difficulty,
  completedChallenges: count,
  rhetoricalStats: z.object({ ethos: statSchema, pathos: statSchema, logos: statSchema }),
  commonMistakes: z.array(z.object({ code: z.enum(MISTAKE_CODES), count, lastSeen: z.number() })),
});

/** Local counters of how the game is played. */
export interface ArgumentAnalytics {
  gamesStarted: number;
  gamesResumed: number;
  argumentsSubmitted: number;
  timeOuts: number;
  hintsUsed: number;
  saves: number;
}

export const defaultAnalytics = (): ArgumentAnalytics => ({
  gamesStarted: 0,
  gamesResumed: 0,
  argumentsSubmitted: 0,
  timeOuts: 0,
  hintsUsed: 0,
  saves: 0,
});

export const analyticsSchema: z.ZodMiniType<ArgumentAnalytics> = z.object({
  gamesStarted: count,
  gamesResumed: count,
  argumentsSubmitted: count,
  timeOuts: count,
  hintsUsed: count,
  saves: count,
});

/**
 * The learner's progress. With none in the current form but some in the first form, that is migrated, written
 * in the current form and the old item removed, so it happens once (if the write fails, the old item stays
 * and the next load tries again).
 */
export function loadProgress(): UserProgress {
  const current = readStored<UserProgress | null>(ARGUMENT_STORAGE_KEYS.progress, z.nullable(userProgressSchema), null);
  if (current) return current;
  const old = readStored<UserProgressV1 | null>(PROGRESS_V1_KEY, z.nullable(userProgressV1Schema), null);
  if (!old) return defaultProgress();
  const migrated = migrateProgressV1(old);
  if (saveProgress(migrated)) removeStored(PROGRESS_V1_KEY);
  return migrated;
}

export const saveProgress = (progress: UserProgress): boolean => writeStored(ARGUMENT_STORAGE_KEYS.progress, progress);

export const loadSavedGame = (): SavedGame | null =>
  readStored<SavedGame | null>(ARGUMENT_STORAGE_KEYS.game, z.nullable(savedGameSchema), null);

export const hasSavedGame = (): boolean => loadSavedGame() !== null;

export const loadConstruction = (): ConstructionProgress | null =>
  readStored<ConstructionProgress | null>(ARGUMENT_STORAGE_KEYS.construction, z.nullable(constructionSchema), null);

/** Writes the saved game and its construction progress; true only when both were stored. */
export function saveGame(game: SavedGame, construction: ConstructionProgress): boolean {
  const gameSaved = writeStored(ARGUMENT_STORAGE_KEYS.game, game);
  const constructionSaved = gameSaved && writeStored(ARGUMENT_STORAGE_KEYS.construction, construction);
  return gameSaved && constructionSaved;
}

/** After submit, time-out or New Game: no game left to resume. */
export function clearSavedGame(): void {
  removeStored(ARGUMENT_STORAGE_KEYS.game);
  removeStored(ARGUMENT_STORAGE_KEYS.construction);
}

export const loadAnalytics = (): ArgumentAnalytics =>
  readStored(ARGUMENT_STORAGE_KEYS.analytics, analyticsSchema, defaultAnalytics());

/** Adds to one counter; false when storage refused the write (nobody needs to be told). */
export function countEvent(event: keyof ArgumentAnalytics, by = 1): boolean {
  const current = loadAnalytics();
  return writeStored(ARGUMENT_STORAGE_KEYS.analytics, { ...current, [event]: current[event] + by });
}

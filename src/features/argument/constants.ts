/**
 * Every number of the Argument Construction Game, in one place: the levels, the scoring, the progression
 * thresholds and the tip rules. The words the game shows live in copy.ts.
 */
import { GAME_TIMINGS } from '@/lib/game/timings';

export const APPEALS = ['ethos', 'pathos', 'logos'] as const;
export type Appeal = (typeof APPEALS)[number];

export const SLOTS = ['premise', 'evidence', 'conclusion'] as const;
export type Slot = (typeof SLOTS)[number];

export const DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** Difficulty settings per level. Times are in seconds. */
export interface DifficultySettings {
  timeLimit: number;
  minEthos: number;
  minPathos: number;
  minLogos: number;
  wordComplexity: number;
  hintLimit: number;
}

export const DIFFICULTY_SETTINGS: Readonly<Record<Difficulty, DifficultySettings>> = {
  beginner: { timeLimit: 300, minEthos: 30, minPathos: 30, minLogos: 30, wordComplexity: 1, hintLimit: 5 },
  intermediate: { timeLimit: 240, minEthos: 40, minPathos: 40, minLogos: 40, wordComplexity: 2, hintLimit: 3 },
  advanced: { timeLimit: 180, minEthos: 50, minPathos: 50, minLogos: 50, wordComplexity: 3, hintLimit: 1 },
};

/** A word entry's complexity, compared with a level's wordComplexity. */
export const WORD_COMPLEXITY: Readonly<Record<Difficulty, number>> = { beginner: 1, intermediate: 2, advanced: 3 };

// Timer: the durations live in the games' one table of timings.
export const DEFAULT_TIME_LIMIT_SECONDS = GAME_TIMINGS.argument.defaultTimeLimitSeconds;
/** The timer shows red strictly under this many seconds. */
export const TIME_WARNING_SECONDS = GAME_TIMINGS.argument.timeWarningSeconds;
export const AUTOSAVE_DEBOUNCE_MS = GAME_TIMINGS.argument.autosaveDebounceMs;

// Scoring
export const WORD_SCORE_MULTIPLIER = 10;
export const SCORE_PER_CATEGORY = 20;
export const PENALTY = 10;
/** The score is clamped to this range. With three slots it never binds (see REACHABLE_SCORE); it is a guard. */
export const SCORE_FLOOR = 0;
export const SCORE_CEILING = 100;
/**
 * What three slots can actually score: 20 for each distinct appeal, so 60. The clamp's ceiling
 * (SCORE_CEILING) never binds; the analysis shows the score against this instead.
 */
export const REACHABLE_SCORE = SLOTS.length * SCORE_PER_CATEGORY;
export const MIN_WORD_WEIGHT = 1;
export const MAX_WORD_WEIGHT = 1.5;

// Difficulty progression, Reading A. Both comparisons are strict ("exceeds").
export const BEGINNER_TO_INTERMEDIATE_SUCCESS_RATIO = 0.7;
export const BEGINNER_TO_INTERMEDIATE_ARGUMENTS = 10;
export const INTERMEDIATE_TO_ADVANCED_SUCCESS_RATIO = 0.8;
export const INTERMEDIATE_TO_ADVANCED_ARGUMENTS = 25;

// Personalised tips
export const MISTAKE_WINDOW_DAYS = 7;
export const MISTAKE_WINDOW_MS = MISTAKE_WINDOW_DAYS * 24 * 60 * 60 * 1000;
export const MAX_MISTAKE_TIPS = 3;
/** An appeal used in strictly less than this share of all picks gets a tip. */
export const APPEAL_TIP_THRESHOLD = 0.2;

/** How many entries of each appeal a slot offers in one game (ours: 2 × 3 appeals = 6 choices a slot). */
export const HAND_PER_APPEAL = 2;

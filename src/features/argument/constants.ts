/**
 * Every number and message of the Argument Construction Game (games-spec §4, §5, §8, §9), in one place.
 * Spec text is verbatim; lines the spec leaves open are ours and say so.
 */
import { GAME_TIMINGS } from '@/lib/game/timings';

export const APPEALS = ['ethos', 'pathos', 'logos'] as const;
export type Appeal = (typeof APPEALS)[number];

export const SLOTS = ['premise', 'evidence', 'conclusion'] as const;
export type Slot = (typeof SLOTS)[number];

export const DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** Difficulty settings per level (spec §3 fields, §9 values). Times are in seconds. */
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

// Scoring (§5, §9)
export const WORD_SCORE_MULTIPLIER = 10;
export const SCORE_PER_CATEGORY = 20;
export const PENALTY = 10;
export const MIN_SCORE = 0;
export const MAX_SCORE = 100;
/**
 * What three slots can actually score: 20 for each distinct appeal, so 60. The spec's clamp
 * (MAX_SCORE) never binds; the analysis shows the score against this instead.
 */
export const REACHABLE_SCORE = SLOTS.length * SCORE_PER_CATEGORY;
export const MIN_WORD_WEIGHT = 1;
export const MAX_WORD_WEIGHT = 1.5;

// Validation messages (§5, verbatim)
export const NO_ARGUMENT = 'No argument provided';
export const MISSING_MESSAGES: Readonly<Record<Slot, string>> = {
  premise: 'Missing premise',
  evidence: 'Missing evidence',
  conclusion: 'Missing conclusion',
};
export const INCOMPLETE_FEEDBACK = 'Incomplete argument structure';
export const EMOTIONAL_EVIDENCE_AFTER_LOGIC = 'Emotional evidence following logical premise';
export const EMOTIONAL_CONCLUSION_AFTER_CREDIBILITY = 'Emotional conclusion following credibility-based evidence';
export const FEEDBACK_ALL_THREE = 'Excellent use of all rhetorical strategies!';
export const FEEDBACK_TWO = 'Good mix of rhetorical strategies.';
/** Feedback for a complete argument with one category (our wording; the spec says "a suggestion"). */
export const suggestMissingCategories = (missing: readonly Appeal[]): string =>
  `Try adding ${joinWithAnd(missing)} to strengthen your argument.`;

// Difficulty progression, Reading A (§4). Both comparisons are strict ("exceeds").
export const BEGINNER_TO_INTERMEDIATE_SUCCESS_RATIO = 0.7;
export const BEGINNER_TO_INTERMEDIATE_ARGUMENTS = 10;
export const INTERMEDIATE_TO_ADVANCED_SUCCESS_RATIO = 0.8;
export const INTERMEDIATE_TO_ADVANCED_ARGUMENTS = 25;

// Personalised tips (§5, §9)
export const MISTAKE_WINDOW_DAYS = 7;
export const MISTAKE_WINDOW_MS = MISTAKE_WINDOW_DAYS * 24 * 60 * 60 * 1000;
export const MAX_MISTAKE_TIPS = 3;
/** An appeal used in strictly less than this share of all picks gets a tip. */
export const APPEAL_TIP_THRESHOLD = 0.2;

/** How many entries of each appeal a slot offers in one game (ours: 2 × 3 appeals = 6 choices a slot). */
export const HAND_PER_APPEAL = 2;

// Toasts (§8, verbatim) and our own lines
export const SAVE_SUCCESS = 'Game progress saved! You can safely return later.';
export const SAVE_FAILURE = 'Failed to save game progress. Please try again.';
export const NEW_GAME_TOAST = 'Started a new game';
export const NO_SAVED_GAME_TOAST = 'No saved game to resume, so here is a fresh start.';

// Screen text (§2, verbatim)
export const ENTRY_TITLE = 'Argument Construction Game';
export const GAME_TITLE = 'Construct Your Argument';
export const ANALYSIS_TITLE = 'Argument Analysis';
export const RESUME_GAME = 'Resume Game';
export const START_NEW_GAME = 'Start New Game';
export const OR_SEPARATOR = '- or -';
export const KEEP_PLAYING = 'Keep Playing';
export const NEW_GAME = 'New Game';
export const SAVE_PROGRESS = 'Save Progress';
export const SUBMIT_ARGUMENT = 'Submit Argument';
export const TRY_AGAIN = 'Try Again';

export const SLOT_LABELS: Readonly<Record<Slot, string>> = {
  premise: 'Premise',
  evidence: 'Evidence',
  conclusion: 'Conclusion',
};

export const APPEAL_LABELS: Readonly<Record<Appeal, string>> = {
  ethos: 'Ethos',
  pathos: 'Pathos',
  logos: 'Logos',
};

/** "a", "a and b", "a, b and c". */
export function joinWithAnd(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

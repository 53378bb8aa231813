/**
 * The shapes every part of the argument game shares: word pools, slots, the hand, scores, progress, the saved
 * game, and the stable codes under which issues and mistakes are recorded. Codes never change with the wording;
 * copy.ts turns them into text when they are shown.
 */
import type { WordEntry, WordType } from '@/content/games/types';
import type { Appeal, Difficulty, Slot } from './constants';

export type { WordEntry, WordType };

/** The content's pools. */
export interface WordPools {
  ethos: readonly WordEntry[];
  pathos: readonly WordEntry[];
  logos: readonly WordEntry[];
  connectors: readonly WordEntry[];
  conclusions: readonly WordEntry[];
  fallback: readonly WordEntry[];
}

/** The argument: three slots, each empty (null) or a word entry. */
export type ArgumentSlots = Record<Slot, WordEntry | null>;

/** The entries a game offers, per slot. */
export type Hand = Record<Slot, WordEntry[]>;

export interface AppealScores {
  ethos: number;
  pathos: number;
  logos: number;
  total: number;
}

// ---------------------------------------------------------------------------------------------
// Codes: what the rules and the detector report, and what progress records

/** What validation finds wrong with an argument. */
export const ISSUE_CODES = [
  'no-argument',
  'missing-premise',
  'missing-evidence',
  'missing-conclusion',
  'emotional-evidence-after-logic',
  'emotional-conclusion-after-credibility',
] as const;
export type IssueCode = (typeof ISSUE_CODES)[number];

/** The issue for each empty slot of an argument that was started. */
export const MISSING_SLOT_ISSUE: Readonly<Record<Slot, IssueCode>> = {
  premise: 'missing-premise',
  evidence: 'missing-evidence',
  conclusion: 'missing-conclusion',
};

/** The fallacies the keyword detector looks for, in the order warnings are listed. */
export const DETECTED_FALLACY_IDS = ['ad-hominem', 'false-dichotomy', 'slippery-slope'] as const;
export type DetectedFallacyId = (typeof DETECTED_FALLACY_IDS)[number];

/** A mistake progress keeps count of: every validation issue and every detected fallacy. */
export const MISTAKE_CODES = [...ISSUE_CODES, ...DETECTED_FALLACY_IDS] as const;
export type MistakeCode = (typeof MISTAKE_CODES)[number];

export const isMistakeCode = (value: string): value is MistakeCode =>
  (MISTAKE_CODES as readonly string[]).includes(value);

// ---------------------------------------------------------------------------------------------
// Results

/**
 * Validation result: valid or not, the score, the issues found (codes; the spec's "fallacies, a list of issue
 * strings" — the strings are their text) and one line of feedback.
 */
export interface ValidationResult {
  isValid: boolean;
  score: number;
  issues: IssueCode[];
  feedback: string;
}

/** Why an entry may not go in a slot at a level. */
export type WordProblem = 'wrong-slot' | 'too-complex' | 'too-weak';

export interface WordCheck {
  valid: boolean;
  problems: WordProblem[];
}

/** A keyword match: which fallacy, the phrase as written in the argument, and the slot it sits in. */
export interface FallacyWarning {
  id: DetectedFallacyId;
  match: string;
  slot: Slot;
}

/** A paid-for hint: a fitting entry for the next open slot. */
export interface Hint {
  slot: Slot;
  entryId: string;
  entryText: string;
  category: Appeal;
  structuralHint: string;
}

/** Advice for the next argument: an appeal used too little, or a mistake seen lately (copy.ts words it). */
export type Tip =
  | { kind: 'appeal'; category: Appeal; share: number }
  | { kind: 'mistake'; code: MistakeCode; count: number };

// ---------------------------------------------------------------------------------------------
// What the browser keeps

export interface AppealStat {
  used: number;
  successful: number;
}

export interface Mistake {
  code: MistakeCode;
  count: number;
  /** Epoch ms. */
  lastSeen: number;
}

/** User progress, kept in the browser. */
export interface UserProgress {
  totalArguments: number;
  highestScore: number;
  currentDifficulty: Difficulty;
  /** Arguments that validated with no issue. */
  completedChallenges: number;
  rhetoricalStats: Record<Appeal, AppealStat>;
  commonMistakes: Mistake[];
}

/** Saved game state: what Save Progress and autosave write, and what Resume restores. */
export interface SavedGame {
  slots: ArgumentSlots;
  /** Whole seconds, exactly as the timer showed them when saved. */
  timeRemaining: number;
  scores: AppealScores;
  difficulty: Difficulty;
  hintsRemaining: number;
}

/**
 * Construction progress: the rest of an unfinished build that the saved game state has no field for,
 * written and cleared together with it: the clock's full length (null = timer off), the hand on offer and
 * the hint already paid for.
 */
export interface ConstructionProgress {
  timeLimit: number | null;
  hand: Hand;
  hint: Hint | null;
  /** Epoch ms. */
  savedAt: number;
}

export const emptySlots = (): ArgumentSlots => ({ premise: null, evidence: null, conclusion: null });
export const emptyHand = (): Hand => ({ premise: [], evidence: [], conclusion: [] });
export const zeroScores = (): AppealScores => ({ ethos: 0, pathos: 0, logos: 0, total: 0 });

export const defaultProgress = (): UserProgress => ({
  totalArguments: 0,
  highestScore: 0,
  currentDifficulty: 'beginner',
  completedChallenges: 0,
  rhetoricalStats: { ethos: { used: 0, successful: 0 }, pathos: { used: 0, successful: 0 }, logos: { used: 0, successful: 0 } },
  commonMistakes: [],
});

/** `value` rounded to `places` decimals. */
export const roundTo = (value: number, places: number): number => {
  const f = 10 ** places;
  return Math.round(value * f) / f;
};

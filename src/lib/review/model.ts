/**
 * Spaced review: what a card is, what is stored, and the rules' constants, in one place.
 * A card is a concept (a fallacy and a skill, or a rhetorical device), never one example:
 * each review draws a fresh example, so the learner retrieves the idea, not a sentence.
 */
import { FALLACY_IDS, type FallacyId } from '@/content/schema';
import { QUIZ_DEVICES, type QuizOptionName } from '@/content/games/techniqueNames';

// ---- Constants ------------------------------------------------------------------------------

export const DAY_MS = 24 * 60 * 60 * 1000;
/** A card added by a game or a lesson first comes back after this many days. */
export const NEW_CARD_DELAY_DAYS = 3;
/** Most cards in one review session. */
export const SESSION_LIMIT = 10;
/** How often one card may be asked again within a session after a wrong answer. */
export const MAX_REASKS = 2;
/** Share of fallacy reviews that show the sound twin instead of the fallacious member. */
export const SOUND_SHARE = 0.3;
/** Review answers kept in storage (a year of daily sessions is ~3,650; the oldest go first). */
export const REVIEW_LOG_LIMIT = 1000;
/** Example ids remembered so the next reviews avoid them while others are left. */
export const RECENT_ITEMS_LIMIT = 40;
/** A "fresh example" is one not seen (in review, practice or a check) in this many days, whenever one exists. */
export const FRESH_DAYS = 7;
/**
 * Strength is what will be left this many days ahead: the retrievability a week from now. (The
 * retrievability now is 100 % right after any review, a miss included, so it cannot tell a card
 * just missed from one known well.)
 */
export const STRENGTH_AHEAD_DAYS = 7;
/**
 * An answer is slow when it takes longer than a reading allowance: a base for thinking plus
 * time to read the text at about 200 words a minute.
 */
export const SLOW_BASE_MS = 8000;
export const SLOW_MS_PER_WORD = 300;
/** Scheduler settings: 90% retention, no same-day steps, at most half a year, fuzzed intervals. */
export const SCHEDULER_SETTINGS = {
  request_retention: 0.9,
  enable_short_term: false,
  maximum_interval: 180,
  enable_fuzz: true,
} as const;

/** Strength in words, the same on every page: at or above each bound, that word. */
export const STRENGTH_WORDS = [
  { from: 0.9, word: 'strong' },
  { from: 0.7, word: 'fading' },
  { from: -Infinity, word: 'weak' },
] as const;
export type StrengthWord = (typeof STRENGTH_WORDS)[number]['word'];
export const strengthWord = (v: number): StrengthWord => STRENGTH_WORDS.find((s) => v >= s.from)!.word;

// ---- Cards ------------------------------------------------------------------------------------

/** The two fallacy skills: name it in the wild, and tell it from its sound twin. */
export type FallacySkill = 'spot' | 'twin';
export const FALLACY_SKILLS: readonly FallacySkill[] = ['spot', 'twin'];
export const SKILL_LABELS: Record<FallacySkill, string> = { spot: 'Spot it', twin: 'Tell it from its sound twin' };

/** The reviewable devices: every right answer the Sophist Game can have, Loaded Language included. */
// From the techniques' names alone (not the guide), so /progress's first load carries no guide text.
export const REVIEW_DEVICES = [...QUIZ_DEVICES, 'Loaded Language'] as const satisfies readonly QuizOptionName[];
export type ReviewDevice = (typeof REVIEW_DEVICES)[number];

export type CardKey =
  | { kind: 'fallacy'; fallacyId: FallacyId; skill: FallacySkill }
  | { kind: 'device'; device: ReviewDevice };

/** Card ids: `fallacy:<fallacy id>:<skill>` and `device:<device name>`. */
export function cardId(key: CardKey): string {
  return key.kind === 'fallacy' ? `fallacy:${key.fallacyId}:${key.skill}` : `device:${key.device}`;
}

const fallacySet = new Set<string>(FALLACY_IDS);
const deviceSet = new Set<string>(REVIEW_DEVICES);
export const isFallacyId = (id: string): id is FallacyId => fallacySet.has(id);
export const isReviewDevice = (name: string): name is ReviewDevice => deviceSet.has(name);

/** The card an id names, or null for ids this version of the site does not know. */
export function parseCardId(id: string): CardKey | null {
  const [kind, a, b] = id.split(':');
  if (kind === 'fallacy' && a && isFallacyId(a) && (b === 'spot' || b === 'twin') && id.split(':').length === 3) {
    return { kind: 'fallacy', fallacyId: a, skill: b };
  }
  if (kind === 'device' && a && isReviewDevice(a) && b === undefined) return { kind: 'device', device: a };
  return null;
}

/** Both skill cards of each fallacy. */
export const fallacyCardIds = (ids: readonly FallacyId[]): string[] =>
  ids.flatMap((fallacyId) => FALLACY_SKILLS.map((skill) => cardId({ kind: 'fallacy', fallacyId, skill })));
export const deviceCardIds = (devices: readonly ReviewDevice[]): string[] => devices.map((device) => cardId({ kind: 'device', device }));

// ---- Stored shapes ----------------------------------------------------------------------------

/** The scheduler's state of a card as JSON stores it (dates as ISO strings). */
export interface SchedulerCard {
  due: string;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  /** 0 new, 1 learning, 2 review, 3 relearning. */
  state: 0 | 1 | 2 | 3;
  last_review?: string;
}

export interface StoredCard {
  id: string;
  /** When a game or lesson added it (ms). */
  added: number;
  /** When it is next due (ms). Kept beside the scheduler's state so "due" needs no scheduler. */
  due: number;
  /** Null until its first review. */
  fsrs: SchedulerCard | null;
}

export type Grade = 'again' | 'hard' | 'good';

/** One review answer, kept short: a year of them must fit comfortably in browser storage. */
export interface ReviewLogEntry {
  /** Card id. */
  c: string;
  /** Example id. */
  i: string;
  /** When (ms). */
  t: number;
  g: Grade;
  /** Milliseconds to answer. */
  ms: number;
  /** The example was sound ('s'), fallacious ('f') or a device ('d'). */
  k: 's' | 'f' | 'd';
  ok: boolean;
  /** A re-ask within the session: practice only, it does not move the schedule. */
  re?: boolean;
  hint?: boolean;
}

export interface ReviewData {
  version: 1;
  cards: StoredCard[];
  log: ReviewLogEntry[];
  /** Example ids shown lately, newest last. */
  recent: string[];
}

export const emptyReviewData = (): ReviewData => ({ version: 1, cards: [], log: [], recent: [] });

/** Where a card was practised: the five games and the lessons. */
export const GAME_IDS = ['detective', 'fallacy-game', 'rhetoric-quiz', 'rhetoric-analysis', 'argument'] as const;
export type GameId = (typeof GAME_IDS)[number];
export const GAME_NAMES: Record<GameId, string> = {
  detective: 'Logical Fallacy Detective',
  'fallacy-game': 'Fallacy Identification',
  'rhetoric-quiz': 'Sophist Game',
  'rhetoric-analysis': 'Rhetoric Analysis Challenge',
  argument: 'Argument Construction',
};

export interface GameActivity {
  /** Sittings: answers more than SITTING_GAP_MS apart start a new one. */
  sittings: number;
  answers: number;
  last: number;
}
/** Answers further apart than this count as separate sittings of a game. */
export const SITTING_GAP_MS = 30 * 60 * 1000;

export interface ActivityData {
  version: 1;
  games: Partial<Record<GameId, GameActivity>>;
  /** Lessons read to the end: lesson id → when (ms). */
  lessons: Record<string, number>;
}

export const emptyActivityData = (): ActivityData => ({ version: 1, games: {}, lessons: {} });

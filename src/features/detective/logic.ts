/**
 * Logical Fallacy Detective: its rules and constants, pure.
 * No React, no Redux, no clock, no randomness: `now` (ms) and an `rng` are arguments.
 */
import type { FallacyType, Statement } from '@/contract/fallacies';
import { mergeById } from '@/lib/game/pool';
import { deadlineAfter, rescaleDeadline, scaled } from '@/lib/game/clock';
import { randomIndex, sample, shuffle, type Rng } from '@/lib/game/random';
import { GAME_TIMINGS } from '@/lib/game/timings';
import { drawableWrong } from '@/lib/game/fallacyFamily';
import type { TimerSetting } from '@/lib/timerSetting';

// ---- Constants -------------------------------------------------------------

/** Questions in one round. */
export const QUESTIONS_PER_ROUND = 7;
/** Correct answers a round needs for the player to advance (a round is passed with 5 of 7). */
export const POINTS_TO_ADVANCE = 5;
/** Rounds in a game; the intro says so. */
export const ROUNDS = 5;
/** The final score is shown over this: every question of every round answered right. */
export const MAX_SCORE = ROUNDS * QUESTIONS_PER_ROUND;
/** Answer cards per question: the right fallacy plus two wrong ones. */
export const OPTIONS_PER_QUESTION = 3;

const TIMINGS = GAME_TIMINGS.detective;

/** The header hint. */
export const ADVANCE_HINT = `Need ${POINTS_TO_ADVANCE} correct answers to advance!`;
/** Game over after a failed round (word for word). */
export const FAILED_MESSAGE = "You didn't score enough points to advance. Try again!";
/** Game over after passing every round. */
export const COMPLETED_MESSAGE =
  'Case closed. Five rounds, and not one fallacy slipped past you. Your relatives will be unbearable to you now.';

// ---- Timing (the player may double every limit or turn the clock off) ----------------------

/**
 * The player's timer setting (src/lib/timerSetting): the normal limits, every limit doubled, or
 * none. 'off' also means results wait for the player instead of moving on by themselves.
 */
export type { TimerSetting };

/** Seconds the player has per question; null means no countdown. */
export function questionSeconds(setting: TimerSetting): number | null {
  return scaled(TIMINGS.questionSeconds, setting);
}

/** How long a result stays up before the game moves on; null means it waits for "Next question". */
export function resultMs(setting: TimerSetting): number | null {
  return scaled(TIMINGS.resultMs, setting);
}

/** The deadline (ms) of a question that starts at `now`, or null without a countdown. */
export function questionDeadline(now: number, setting: TimerSetting): number | null {
  return deadlineAfter(now, questionSeconds(setting));
}

/** The question's deadline after the player changes the timer setting mid-question. */
export function adjustDeadline(
  deadline: number | null,
  now: number,
  from: TimerSetting,
  to: TimerSetting,
): number | null {
  return rescaleDeadline(deadline, now, from, to, TIMINGS.questionSeconds);
}

/** The countdown is read out to screen readers only near the end (every second of the last 10). */
export function shouldAnnounceSeconds(left: number | null): boolean {
  return left !== null && left > 0 && left <= TIMINGS.announceLastSeconds;
}

// ---- Names (the Detective's own names for fallacies) -------------------------------------

/** The Detective's own names for ten fallacies; any other id falls back to the fallacy's name. */
export const DETECTIVE_NAMES: Readonly<Record<string, string>> = {
  'ad-hominem': 'Ad Hominem',
  'post-hoc': 'Post Hoc',
  'straw-man': 'Straw Man',
  'false-dichotomy': 'False Dichotomy',
  'appeal-to-authority': 'Appeal to Authority',
  'slippery-slope': 'Slippery Slope',
  'appeal-to-popularity': 'Bandwagon',
  'red-herring': 'Red Herring',
  'begging-the-question': 'Circular Reasoning',
  'appeal-to-emotion': 'Appeal to Emotion',
};

/** 'some-new-fallacy' → 'Some New Fallacy': the last resort for an id nobody named. */
function titleFromId(id: string): string {
  return id
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** The name a Detective answer card shows for a fallacy id. */
export function detectiveName(id: string, fallacies: readonly Pick<FallacyType, 'id' | 'name'>[] = []): string {
  return DETECTIVE_NAMES[id] ?? fallacies.find((f) => f.id === id)?.name ?? titleFromId(id);
}

// ---- Pool, picks and options ---------------------------------------------------------------

/**
 * The game's pool: built-in statements plus those fetched from the backend (an admin's
 * additions), one per id; the fetched copy wins so an edited wording shows.
 */
export function buildPool(builtIn: readonly Statement[], fetched: readonly Statement[] = []): Statement[] {
  return mergeById(builtIn, fetched);
}

/** The fallacy ids the pool's statements use, in first-seen order: the answer-card candidates. */
export function fallacyCandidates(pool: readonly Statement[]): string[] {
  return [...new Set(pool.map((s) => s.fallacy_type_id))];
}

export interface StatementPick {
  statement: Statement;
  /** Ids used so far, including this pick. */
  usedIds: string[];
}

/**
 * A random statement nobody has seen yet this game. When every statement has been used the
 * pool resets (the one just shown is kept out, so it cannot come straight back). Null for an
 * empty pool.
 */
export function pickStatement(pool: readonly Statement[], usedIds: readonly string[], rng: Rng): StatementPick | null {
  if (pool.length === 0) return null;
  const used = new Set(usedIds);
  let fresh = pool.filter((s) => !used.has(s.id));
  let base: string[] = [...usedIds];
  if (fresh.length === 0) {
    const last = usedIds[usedIds.length - 1];
    fresh = pool.length > 1 ? pool.filter((s) => s.id !== last) : [...pool];
    base = [];
  }
  const statement = fresh[randomIndex(fresh.length, rng)] as Statement;
  return { statement, usedIds: [...base, statement.id] };
}

/**
 * The answer cards: the right fallacy plus up to two distinct wrong ones drawn at random from
 * the candidates, shuffled so the right one is not always first. Never the genus beside its species
 * (Ad Hominem beside Tu Quoque): each card set has exactly one right card.
 */
export function buildOptions(correctId: string, candidates: readonly string[], rng: Rng): string[] {
  const wrong = sample(
    drawableWrong(correctId, [...new Set(candidates)]),
    OPTIONS_PER_QUESTION - 1,
    rng,
  );
  return shuffle([correctId, ...wrong], rng);
}

// ---- Rounds and the end ---------------------------------------------------------------------

/** A round is passed with at least 5 correct answers. */
export function isRoundPassed(roundScore: number): boolean {
  return roundScore >= POINTS_TO_ADVANCE;
}

/** True when the question just answered (0-based index) was the round's last. */
export function isRoundDone(questionIndex: number): boolean {
  return questionIndex + 1 >= QUESTIONS_PER_ROUND;
}

/** Rounds are numbered from 1. */
export function isLastRoundNumber(round: number): boolean {
  return round >= ROUNDS;
}

export type AfterResult = 'nextQuestion' | 'roundOver' | 'gameOver';

/**
 * What follows a result: within a round, the next question; after its 7th
 * question, the round overlay when the round was passed and more rounds remain, else the end.
 */
export function afterResult(round: number, questionIndex: number, roundScore: number): AfterResult {
  if (!isRoundDone(questionIndex)) return 'nextQuestion';
  return isRoundPassed(roundScore) && !isLastRoundNumber(round) ? 'roundOver' : 'gameOver';
}

/** 'failed': a round ended short of 5; 'completed': every round passed. */
export type Outcome = 'failed' | 'completed';

export function outcomeOf(roundScore: number): Outcome {
  return isRoundPassed(roundScore) ? 'completed' : 'failed';
}

/**
 * Game over's message. Passing a round needs 5 of 7, so a completed game may still have missed
 * some: then it says so (they are listed under it) instead of "not one slipped past you".
 */
export function gameOverMessage(outcome: Outcome, missed = 0): string {
  if (outcome === 'failed') return FAILED_MESSAGE;
  if (missed === 0) return COMPLETED_MESSAGE;
  return `Case closed. Five rounds cleared, and only ${missed} ${missed === 1 ? 'fallacy' : 'fallacies'} slipped past you: ${missed === 1 ? 'it is' : 'they are'} below. Your relatives will be unbearable to you now.`;
}

/**
 * The final score's maximum: the questions actually asked. A game that ends in round 2 was never
 * asked the other 21, so "5 / 35" would count questions the player never saw.
 */
export function maxScoreOf(asked: number): number {
  return Math.max(asked, 1);
}

/** Delay before the next question: 0.1 s after the round overlay, 0.3 s otherwise. */
export function nextQuestionDelayMs(afterRoundOverlay: boolean): number {
  return afterRoundOverlay ? TIMINGS.nextQuestionAfterRoundMs : TIMINGS.nextQuestionDelayMs;
}

/** The states of a game, as the slice and the screen know them. */
export type DetectiveStatus =
  | 'intro'
  | 'loading'
  | 'playing'
  | 'answered'
  | 'between'
  | 'roundOver'
  | 'gameOver';

export type Transition = { event: 'questionStarted' | 'resultFinished' | 'roundAdvanced'; delayMs: number };

/**
 * Which event the screen fires by itself from a status, and after how long. Null: nothing is
 * scheduled (waiting for the player, or the game is not running). With timers off a result
 * waits for "Next question".
 */
export function scheduledTransition(
  status: DetectiveStatus,
  setting: TimerSetting,
  afterRoundOverlay: boolean,
): Transition | null {
  switch (status) {
    case 'loading':
      return { event: 'questionStarted', delayMs: GAME_TIMINGS.loadingOverlayMs };
    case 'answered': {
      const ms = resultMs(setting);
      return ms === null ? null : { event: 'resultFinished', delayMs: ms };
    }
    case 'between':
      return { event: 'questionStarted', delayMs: nextQuestionDelayMs(afterRoundOverlay) };
    case 'roundOver':
      return { event: 'roundAdvanced', delayMs: TIMINGS.roundOverlayMs };
    default:
      return null;
  }
}

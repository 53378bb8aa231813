/**
 * Logical Fallacy Detective: the rules and constants of games-spec §2, §4 and §9, pure.
 * No React, no Redux, no clock, no randomness: `now` (ms) and an `rng` are arguments.
 */
import type { FallacyType, Statement } from '@/services/schemas';
import { mergeById } from '@/components/game/pool';
import { randomIndex, sample, shuffle, type Rng } from '@/components/game/random';
import type { TimerSetting } from '@/lib/timerSetting';

// ---- Constants (games-spec §9) -------------------------------------------------------------

/** Questions in one round. */
export const QUESTIONS_PER_ROUND = 7;
/** Correct answers a round needs for the player to advance (a round is passed with 5 of 7). */
export const POINTS_TO_ADVANCE = 5;
/** Rounds in a game; the intro says so. */
export const ROUNDS = 5;
/** The final score is shown over this: every question of every round answered right. */
export const MAX_SCORE = ROUNDS * QUESTIONS_PER_ROUND;
/** Seconds per question with the standard timer. */
export const QUESTION_SECONDS = 45;
/** Answer cards per question: the right fallacy plus two wrong ones. */
export const OPTIONS_PER_QUESTION = 3;
/** How long the result of an answer stays up before the game moves on. */
export const RESULT_MS = 1500;
/** Pause between a result and the next question of the same round. */
export const NEXT_QUESTION_DELAY_MS = 300;
/** Pause between the round overlay and the first question of the next round. */
export const NEXT_QUESTION_AFTER_ROUND_MS = 100;
/** How long the "Round N" overlay stays up. */
export const ROUND_OVERLAY_MS = 2000;
/** A score that rises pulses this long. */
export const SCORE_PULSE_MS = 1000;
/** The loading spinner after Start Game. */
export const START_DELAY_MS = 800;
/** Screen readers hear the countdown during the last this-many seconds. */
export const ANNOUNCE_LAST_SECONDS = 10;

/** The header hint. */
export const ADVANCE_HINT = `Need ${POINTS_TO_ADVANCE} correct answers to advance!`;
/** Game over after a failed round (games-spec §8, word for word). */
export const FAILED_MESSAGE = "You didn't score enough points to advance. Try again!";
/** Game over after passing every round. */
export const COMPLETED_MESSAGE =
  'Case closed. Five rounds, and not one fallacy slipped past you. Your relatives will be unbearable to you now.';

// ---- Timing setting (WCAG 2.2.1, timing adjustable) -----------------------------------------

/**
 * The player's timer setting (src/lib/timerSetting): the normal limits, every limit doubled, or
 * none. 'off' also means results wait for the player instead of moving on by themselves.
 */
export type { TimerSetting };

function scale(setting: TimerSetting): number | null {
  if (setting === 'off') return null;
  return setting === 'double' ? 2 : 1;
}

/** Seconds the player has per question; null means no countdown. */
export function questionSeconds(setting: TimerSetting): number | null {
  const factor = scale(setting);
  return factor === null ? null : QUESTION_SECONDS * factor;
}

/** How long a result stays up before the game moves on; null means it waits for "Next question". */
export function resultMs(setting: TimerSetting): number | null {
  const factor = scale(setting);
  return factor === null ? null : RESULT_MS * factor;
}

/** The deadline (ms) of a question that starts at `now`, or null without a countdown. */
export function questionDeadline(now: number, setting: TimerSetting): number | null {
  const seconds = questionSeconds(setting);
  return seconds === null ? null : now + seconds * 1000;
}

/**
 * The deadline after the player changes the timer setting mid-question: off drops it, on from
 * off starts a full countdown, and standard ↔ doubled scales the time that was left.
 */
export function adjustDeadline(
  deadline: number | null,
  now: number,
  from: TimerSetting,
  to: TimerSetting,
): number | null {
  const toFactor = scale(to);
  const fromFactor = scale(from);
  if (toFactor === null) return null;
  if (fromFactor === null || deadline === null) return questionDeadline(now, to);
  return now + Math.max(0, deadline - now) * (toFactor / fromFactor);
}

/** Whole seconds left, rounded up (so 0.2 s left still reads 1), never below 0; null without a countdown. */
export function secondsLeft(deadline: number | null, now: number): number | null {
  if (deadline === null) return null;
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** True once the countdown has run out. A question without a deadline never expires. */
export function isExpired(deadline: number | null, now: number): boolean {
  return deadline !== null && now >= deadline;
}

/** The countdown is read out to screen readers only near the end (every second of the last 10). */
export function shouldAnnounceSeconds(left: number | null): boolean {
  return left !== null && left > 0 && left <= ANNOUNCE_LAST_SECONDS;
}

// ---- Names (the Detective description lookup, games-spec §3) --------------------------------

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

/**
 * The line that names both when a card's name is not the lesson's ("Bandwagon is this game's name for
 * Appeal to Popularity."), so the feedback and the lesson it links agree; null when the names match.
 */
export function aliasNote(id: string, fallacies: readonly Pick<FallacyType, 'id' | 'name'>[] = []): string | null {
  const card = detectiveName(id, fallacies);
  const lesson = fallacies.find((f) => f.id === id)?.name;
  return lesson && lesson !== card ? `${card} is this game's name for ${lesson}.` : null;
}

/** The teaching line after an answer: the alias note, if any, then the explanation. */
export function feedbackExplanation(note: string | null, explanation: string | null): string | null {
  return [note, explanation].filter(Boolean).join(' ') || null;
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
 * the candidates, shuffled so the right one is not always first.
 */
export function buildOptions(correctId: string, candidates: readonly string[], rng: Rng): string[] {
  const wrong = sample(
    [...new Set(candidates)].filter((id) => id !== correctId),
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
export function isLastRound(round: number): boolean {
  return round >= ROUNDS;
}

export type AfterResult = 'nextQuestion' | 'roundOver' | 'gameOver';

/**
 * What follows a result (games-spec §4): within a round, the next question; after its 7th
 * question, the round overlay when the round was passed and more rounds remain, else the end.
 */
export function afterResult(round: number, questionIndex: number, roundScore: number): AfterResult {
  if (!isRoundDone(questionIndex)) return 'nextQuestion';
  return isRoundPassed(roundScore) && !isLastRound(round) ? 'roundOver' : 'gameOver';
}

/** 'failed': a round ended short of 5; 'completed': every round passed. */
export type Outcome = 'failed' | 'completed';

export function outcomeOf(roundScore: number): Outcome {
  return isRoundPassed(roundScore) ? 'completed' : 'failed';
}

export function gameOverMessage(outcome: Outcome): string {
  return outcome === 'failed' ? FAILED_MESSAGE : COMPLETED_MESSAGE;
}

/** Delay before the next question: 0.1 s after the round overlay, 0.3 s otherwise. */
export function nextQuestionDelayMs(afterRoundOverlay: boolean): number {
  return afterRoundOverlay ? NEXT_QUESTION_AFTER_ROUND_MS : NEXT_QUESTION_DELAY_MS;
}

/** The states of a game (games-spec §4), as the slice and the screen know them. */
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
      return { event: 'questionStarted', delayMs: START_DELAY_MS };
    case 'answered': {
      const ms = resultMs(setting);
      return ms === null ? null : { event: 'resultFinished', delayMs: ms };
    }
    case 'between':
      return { event: 'questionStarted', delayMs: nextQuestionDelayMs(afterRoundOverlay) };
    case 'roundOver':
      return { event: 'roundAdvanced', delayMs: ROUND_OVERLAY_MS };
    default:
      return null;
  }
}

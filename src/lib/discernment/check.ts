/**
 * The Discernment Check and the "Sound or fallacious?" practice round: the rules, pure.
 * No React, no storage, no clock and no Math.random: `now` (ms) and seeds are arguments.
 */
import type { FallacyId } from '@/content/schema';
import type { DiscernmentItem, MinimalPair, Verdict } from '@/content/discernment';
import { SURE_CHANGE_Z, aucDifferenceZ, aucInterval, aucStandardError, balancedAccuracy, ratingAuc, signalDetection } from '@/lib/discernment/stats';
import { seededRng, shuffle as shuffled, type Rng } from '@/lib/game/random';
import { isRightFallacy } from '@/lib/game/fallacyFamily';

// ---- Constants ------------------------------------------------------------------------------

/** Fallacious and sound items on each form. */
export const FORM_FALLACIOUS = 12;
export const FORM_SOUND = 12;
/** The six points of the rating scale, from 1 (definitely sound) to 6 (definitely fallacious). */
export const RATING_LABELS = [
  'Definitely sound',
  'Probably sound',
  'Maybe sound',
  'Maybe fallacious',
  'Probably fallacious',
  'Definitely fallacious',
] as const;
export type Rating = 1 | 2 | 3 | 4 | 5 | 6;
/** A rating at or above this counts as calling the item fallacious. */
export const FALLACIOUS_FROM: Rating = 4;
/** Days after a check when the delayed check is due. */
export const DELAY_DAYS = 7;
export const DAY_MS = 24 * 60 * 60 * 1000;
/** Items in one practice round, and how many of them are sound (about a third). */
export const PRACTICE_LENGTH = 12;
export const PRACTICE_SOUND = 4;
/** Practice answers kept in storage; older ones are dropped first. */
export const PRACTICE_HISTORY_LIMIT = 500;
/** Recently practised items the next round avoids while the bank has others to offer. */
export const PRACTICE_AVOID_RECENT = 24;

/** The same seeded generator and shuffle as the games, so a stored seed gives the same forms everywhere. */
export { seededRng, type Rng };

// ---- Forms ----------------------------------------------------------------------------------

export type Form = DiscernmentItem[];

/**
 * Two parallel forms from the pairs, fixed by the seed. 24 pairs are chosen, spread over the
 * fallacies (one per fallacy first, then a second from as many as are needed), and split into two
 * halves X and Y so that a fallacy with two pairs has one in each. Form 1 takes the fallacious
 * members of X and the sound members of Y; form 2 the other way round. So every form has 12
 * fallacious and 12 sound items, the two members of a pair are never on the same form, and the
 * two forms cover the same topics with the verdicts swapped.
 */
export function assembleForms(pairs: readonly MinimalPair[], seed: number): [Form, Form] {
  const needed = FORM_FALLACIOUS + FORM_SOUND;
  if (FORM_FALLACIOUS !== FORM_SOUND) throw new Error('assembleForms: the forms are built for equal halves');
  if (pairs.length < needed) throw new Error(`assembleForms: ${needed} pairs needed, ${pairs.length} given`);
  const rng = seededRng(seed);
  const byFallacy = new Map<FallacyId, MinimalPair[]>();
  for (const p of pairs) byFallacy.set(p.fallacyId, [...(byFallacy.get(p.fallacyId) ?? []), p]);
  const queues = shuffled([...byFallacy.keys()].sort(), rng).map((id) => shuffled(byFallacy.get(id)!, rng));
  // Round robin: one pair from each fallacy in turn until 24 are chosen.
  const chosen: MinimalPair[] = [];
  while (chosen.length < needed) {
    for (const queue of queues) {
      const next = queue.shift();
      if (next && chosen.length < needed) chosen.push(next);
    }
  }
  const x = chosen.filter((_, i) => i % 2 === 0);
  const y = chosen.filter((_, i) => i % 2 === 1);
  const first = shuffled([...x.map((p) => p.fallacious), ...y.map((p) => p.sound)], rng);
  const second = shuffled([...y.map((p) => p.fallacious), ...x.map((p) => p.sound)], rng);
  return [first, second];
}

/** An item's "why" without its opening label ("Fine." or the fallacy's name), for pages that say the verdict themselves. */
export function whyBody(why: string): string {
  return why.replace(/^[^.]+\.\s+/, '');
}

// ---- Answers and scoring --------------------------------------------------------------------

/** One answered check item, self-contained so that a stored check can be scored after the bank changes. */
export interface CheckAnswer {
  itemId: string;
  verdict: Verdict;
  fallacyId: FallacyId;
  rating: Rating;
  /** The learner's answer to "Which fallacy?", when they gave one. */
  named?: FallacyId | null;
}

export const judgedFallacious = (rating: Rating) => rating >= FALLACIOUS_FROM;

export type DiscernmentLevel = 'reversed' | 'none' | 'little' | 'fair' | 'good' | 'sharp';
export type BiasLevel = 'strongly-suspicious' | 'suspicious' | 'balanced' | 'trusting' | 'strongly-trusting';

/**
 * AUC cut-offs for the words shown with the band: below each bound, that level. "Worse than a
 * coin toss" is not among them: it is said only when the whole band lies under 50 (see
 * discernmentLevel), never from the point alone.
 */
export const DISCERNMENT_LEVELS: readonly { below: number; level: DiscernmentLevel; label: string }[] = [
  { below: 0.56, level: 'none', label: 'No discernment yet' },
  { below: 0.68, level: 'little', label: 'A little discernment' },
  { below: 0.8, level: 'fair', label: 'Fair discernment' },
  { below: 0.9, level: 'good', label: 'Good discernment' },
  { below: Infinity, level: 'sharp', label: 'Sharp discernment' },
];
export const REVERSED_LEVEL = { below: 0.5, level: 'reversed', label: 'Worse than a coin toss' } as const satisfies (typeof DISCERNMENT_LEVELS)[number];

/** Criterion cut-offs for the bias meter: at or below each bound, that level. */
export const BIAS_LEVELS: readonly { upTo: number; level: BiasLevel; label: string }[] = [
  { upTo: -0.8, level: 'strongly-suspicious', label: 'Strongly over-suspicious' },
  { upTo: -0.3, level: 'suspicious', label: 'Over-suspicious' },
  { upTo: 0.3, level: 'balanced', label: 'Balanced' },
  { upTo: 0.8, level: 'trusting', label: 'Too trusting' },
  { upTo: Infinity, level: 'strongly-trusting', label: 'Far too trusting' },
];
/** The bias meter runs from −BIAS_RANGE to +BIAS_RANGE (a 12 + 12 check cannot go beyond ±1.77). */
export const BIAS_RANGE = 2;

/** The words for a discernment score: "worse than a coin toss" only when the top of its band is under 50. */
export function discernmentLevel(auc: number, band: { high: number }): (typeof DISCERNMENT_LEVELS)[number] {
  if (band.high < REVERSED_LEVEL.below) return REVERSED_LEVEL;
  return DISCERNMENT_LEVELS.find((l) => auc < l.below)!;
}

export function biasLevel(criterion: number) {
  return BIAS_LEVELS.find((l) => criterion <= l.upTo)!;
}

export interface Confusion {
  actual: FallacyId;
  chosen: FallacyId;
  count: number;
}

export interface CheckScore {
  nFallacious: number;
  nSound: number;
  /** Fallacious items rated fallacious. */
  hits: number;
  /** Sound items rated sound. */
  correctRejections: number;
  /** Raw rates, for the learner: hits / fallacious, correct rejections / sound. */
  detection: number;
  acceptance: number;
  auc: number;
  /** The AUC's standard error, for comparing two checks. */
  se: number;
  /** The range the AUC probably lies in (95 per cent). */
  band: { low: number; high: number };
  discernment: (typeof DISCERNMENT_LEVELS)[number];
  dPrime: number;
  criterion: number;
  bias: (typeof BIAS_LEVELS)[number];
  /** "Which fallacy?", scored on its own: named right, out of the fallacious items that were named. */
  naming: { correct: number; answered: number };
  /** Fallacies named as another, most frequent first. */
  confusions: Confusion[];
  /** The fallacies of the fallacious arguments rated sound, each once, most often first. */
  missed: FallacyId[];
  /** The fallacies whose sound twins were rated fallacious (called where there was none), each once, most often first. */
  overCalled: FallacyId[];
}

/** Each fallacy once, the most frequent first (ties by id). */
function byFrequency(ids: readonly FallacyId[]): FallacyId[] {
  const counts = new Map<FallacyId, number>();
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  return [...counts.keys()].sort((a, b) => counts.get(b)! - counts.get(a)! || a.localeCompare(b));
}

/** Scores a finished check. Needs at least one fallacious and one sound answer. */
export function scoreCheck(answers: readonly CheckAnswer[]): CheckScore {
  const fallacious = answers.filter((a) => a.verdict === 'fallacious');
  const sound = answers.filter((a) => a.verdict === 'sound');
  const auc = ratingAuc(
    fallacious.map((a) => a.rating),
    sound.map((a) => a.rating),
  );
  if (auc === null) throw new Error('scoreCheck: answers of both kinds are needed');
  const hits = fallacious.filter((a) => judgedFallacious(a.rating)).length;
  const falseAlarms = sound.filter((a) => judgedFallacious(a.rating)).length;
  const sdt = signalDetection({ hits, signals: fallacious.length, falseAlarms, noises: sound.length });

  const named = fallacious.filter((a) => judgedFallacious(a.rating) && a.named);
  const confusionCounts = new Map<string, Confusion>();
  for (const a of named) {
    // The genus named for its species (Ad Hominem on a tu quoque) is right, not a mix-up.
    if (isRightFallacy(a.fallacyId, a.named)) continue;
    const key = `${a.fallacyId}>${a.named}`;
    const c = confusionCounts.get(key) ?? { actual: a.fallacyId, chosen: a.named!, count: 0 };
    c.count += 1;
    confusionCounts.set(key, c);
  }
  const confusions = [...confusionCounts.values()].sort((a, b) => b.count - a.count || a.actual.localeCompare(b.actual));

  const band = aucInterval(auc, fallacious.length, sound.length);
  return {
    nFallacious: fallacious.length,
    nSound: sound.length,
    hits,
    correctRejections: sound.length - falseAlarms,
    detection: hits / fallacious.length,
    acceptance: (sound.length - falseAlarms) / sound.length,
    auc,
    se: aucStandardError(auc, fallacious.length, sound.length),
    band,
    discernment: discernmentLevel(auc, band),
    dPrime: sdt.dPrime,
    criterion: sdt.criterion,
    bias: biasLevel(sdt.criterion),
    naming: { correct: named.length - confusions.reduce((n, c) => n + c.count, 0), answered: named.length },
    confusions,
    missed: byFrequency(fallacious.filter((a) => !judgedFallacious(a.rating)).map((a) => a.fallacyId)),
    overCalled: byFrequency(sound.filter((a) => judgedFallacious(a.rating)).map((a) => a.fallacyId)),
  };
}

/** The fall in c (towards "fallacy") that counts as a real move of the line, not noise. */
export const CRITERION_SHIFT = 0.3;

export interface CheckComparison {
  /** The difference in discernment in standard errors (positive: the later check is higher). */
  z: number;
  /** "up" or "down" when |z| ≥ 1.96: a change we can be fairly sure of; otherwise none big enough to be sure of. */
  discernment: 'up' | 'down' | 'no-sure-change';
  /** c fell by at least CRITERION_SHIFT: quicker to call "fallacy" than before. */
  quickerToCallFallacy: boolean;
  /**
   * "suspicious-not-sharper": the line moved towards "fallacy" and discernment did not surely rise
   * (a change of criterion, not of skill). "sharper-and-quicker": both happened, and both are said.
   */
  note: 'suspicious-not-sharper' | 'sharper-and-quicker' | null;
  /** Less than a day between the two: a retake that measures strategy, not learning. */
  sameDay: boolean;
}

/**
 * How a later check compares with an earlier one, as LEARNING.md sets out: the difference of the
 * two AUCs tested (not read from the bands' overlap), and a shift of criterion called a change of
 * mood only when discernment did not surely rise. `gapMs` is the time between the two.
 */
export function compareChecks(earlier: CheckScore, later: CheckScore, gapMs: number = Infinity): CheckComparison {
  const z = aucDifferenceZ(earlier, later);
  const discernment = z >= SURE_CHANGE_Z ? 'up' : z <= -SURE_CHANGE_Z ? 'down' : 'no-sure-change';
  const quickerToCallFallacy = earlier.criterion - later.criterion >= CRITERION_SHIFT;
  const note = !quickerToCallFallacy ? null : discernment === 'up' ? 'sharper-and-quicker' : 'suspicious-not-sharper';
  return { z, discernment, quickerToCallFallacy, note, sameDay: gapMs < DAY_MS };
}

// ---- The sequence of checks ----------------------------------------------------------------

export type CheckKind = 'baseline' | 'after-practice' | 'delayed' | 'again';

export interface CheckRecord {
  kind: CheckKind;
  /** 0 or 1: which of the two forms. */
  form: 0 | 1;
  completedAt: number;
  answers: CheckAnswer[];
}

/** Which form the next check uses: they alternate, starting with the first of the seed's order. */
export function nextForm(history: readonly CheckRecord[]): 0 | 1 {
  const last = history.at(-1);
  return last ? (last.form === 0 ? 1 : 0) : 0;
}

/** True when a check was taken at least DELAY_DAYS ago and none since. */
export function delayedCheckDue(history: readonly CheckRecord[], now: number): boolean {
  const last = history.at(-1);
  return last !== undefined && now - last.completedAt >= DELAY_DAYS * DAY_MS;
}

/** What the next check counts as, from the history, the practice done since the last check and the clock. */
export function nextCheckKind(history: readonly CheckRecord[], practisedSinceLast: number, now: number): CheckKind {
  if (history.length === 0) return 'baseline';
  if (delayedCheckDue(history, now)) return 'delayed';
  return practisedSinceLast > 0 ? 'after-practice' : 'again';
}

// ---- Practice -------------------------------------------------------------------------------

export interface PracticeAnswer {
  itemId: string;
  verdict: Verdict;
  answer: Verdict;
  at: number;
}

/**
 * A practice round: PRACTICE_SOUND sound and the rest fallacious items, from different pairs, in
 * random order. Items answered in the last PRACTICE_AVOID_RECENT practice answers are used only
 * when the bank runs out of others.
 */
export function buildPracticeRound(pairs: readonly MinimalPair[], recent: readonly PracticeAnswer[], rng: Rng, focus: readonly FallacyId[] = []): DiscernmentItem[] {
  const avoid = new Set(recent.slice(-PRACTICE_AVOID_RECENT).map((a) => a.itemId));
  const order = shuffled(pairs, rng);
  const fresh = (p: MinimalPair) => !avoid.has(p.sound.id) && !avoid.has(p.fallacious.id);
  // A targeted round (the fallacies a check missed or over-called) takes their pairs first, then fills up as usual.
  const focused = new Set(focus);
  const inFocus = (p: MinimalPair) => focused.has(p.fallacyId);
  const ranked = [
    ...order.filter((p) => inFocus(p) && fresh(p)),
    ...order.filter((p) => inFocus(p) && !fresh(p)),
    ...order.filter((p) => !inFocus(p) && fresh(p)),
    ...order.filter((p) => !inFocus(p) && !fresh(p)),
  ].slice(0, PRACTICE_LENGTH);
  const round = ranked.map((p, i) => (i < PRACTICE_SOUND ? p.sound : p.fallacious));
  return shuffled(round, rng);
}

export interface PracticeScore {
  fallacious: { right: number; of: number };
  sound: { right: number; of: number };
  /**
   * Discernment out of 100 on the check's scale, where 50 is chance: the balanced accuracy
   * ½ (caught share + accepted share) × 100, rounded. Calling everything a fallacy, or nothing,
   * scores 50; telling them apart every time scores 100. Null without items of both kinds.
   */
  points: number | null;
}

export function scorePractice(answers: readonly Pick<PracticeAnswer, 'verdict' | 'answer'>[]): PracticeScore {
  const tally = (v: Verdict) => {
    const of = answers.filter((a) => a.verdict === v);
    return { right: of.filter((a) => a.answer === v).length, of: of.length };
  };
  const fallacious = tally('fallacious');
  const sound = tally('sound');
  const ba = balancedAccuracy(fallacious, sound);
  return { fallacious, sound, points: ba === null ? null : Math.round(ba * 100) };
}

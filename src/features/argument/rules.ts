/**
 * The rules and scoring of the Argument Construction Game: levels and time, which entry may go in which slot,
 * the order of the slots, appeal scores and validation. Pure: no React, no Redux, no clock, no randomness.
 */
import {
  APPEALS,
  DEFAULT_TIME_LIMIT_SECONDS,
  DIFFICULTY_SETTINGS,
  MAX_WORD_WEIGHT,
  PENALTY,
  SCORE_CEILING,
  SCORE_FLOOR,
  SCORE_PER_CATEGORY,
  SLOTS,
  TIME_WARNING_SECONDS,
  WORD_COMPLEXITY,
  WORD_SCORE_MULTIPLIER,
  type Appeal,
  type Difficulty,
  type Slot,
} from './constants';
import {
  FEEDBACK_ALL_THREE,
  FEEDBACK_TWO,
  INCOMPLETE_FEEDBACK,
  NO_ARGUMENT_FEEDBACK,
  suggestMissingCategories,
} from './copy';
import {
  MISSING_SLOT_ISSUE,
  emptySlots,
  roundTo,
  zeroScores,
  type AppealScores,
  type ArgumentSlots,
  type IssueCode,
  type ValidationResult,
  type WordCheck,
  type WordEntry,
  type WordProblem,
} from './model';

// ---------------------------------------------------------------------------------------------
// Levels and time

export const settingsFor = (level: Difficulty) => DIFFICULTY_SETTINGS[level] ?? DIFFICULTY_SETTINGS.beginner;

/** Seconds on a full clock at a level: its timeLimit, or the default 300 s when the level is unknown. */
export function levelTimeLimit(level: Difficulty | undefined): number {
  return level && DIFFICULTY_SETTINGS[level] ? DIFFICULTY_SETTINGS[level].timeLimit : DEFAULT_TIME_LIMIT_SECONDS;
}

/** The timer turns red strictly under 60 s. */
export const isTimeLow = (seconds: number): boolean => seconds < TIME_WARNING_SECONDS;

const LEVEL_ORDER: Readonly<Record<Difficulty, number>> = { beginner: 0, intermediate: 1, advanced: 2 };
/** True when level `a` is above level `b`. */
export const isHigherLevel = (a: Difficulty, b: Difficulty): boolean => LEVEL_ORDER[a] > LEVEL_ORDER[b];

// ---------------------------------------------------------------------------------------------
// Word score and word validity

/** Word score: 10 × weight. */
export const wordScore = (entry: Pick<WordEntry, 'weight'>): number => roundTo(WORD_SCORE_MULTIPLIER * entry.weight, 2);

export const complexityOf = (entry: Pick<WordEntry, 'difficulty'>): number => WORD_COMPLEXITY[entry.difficulty];

export const minimumFor = (category: Appeal, level: Difficulty): number => {
  const s = settingsFor(level);
  return category === 'ethos' ? s.minEthos : category === 'pathos' ? s.minPathos : s.minLogos;
};

/**
 * Our reading of the appeal minimums: an entry's appeal strength at a level, 0–100, is its weight against the
 * strongest possible weight (1.5), scaled by its complexity against the level's wordComplexity:
 * `100 × weight / 1.5 × complexity / wordComplexity`, to one decimal. It must reach the level's minimum for
 * the entry's appeal. So every entry written for a level always qualifies there (≥ 66.7), while easier
 * entries must be heavier to count at a harder level: at intermediate a beginner entry needs weight ≥ 1.2,
 * at advanced an intermediate entry needs ≥ 1.125 and a beginner entry never qualifies.
 */
export function appealStrength(entry: Pick<WordEntry, 'weight' | 'difficulty'>, level: Difficulty): number {
  return roundTo(
    ((100 * entry.weight) / MAX_WORD_WEIGHT) * (complexityOf(entry) / settingsFor(level).wordComplexity),
    1,
  );
}

/** Entries drawn from the fallback pool carry this tag; they are the beginner safety net. */
export const FALLBACK_TAG = 'fallback';

/**
 * Word validity: the type matches the slot, complexity is not above the level's wordComplexity, and the
 * appeal strength is at or above the level's minimum for the entry's appeal. Fallback entries are judged by
 * beginner minimums, so the safety net always holds.
 */
export function checkWord(entry: WordEntry, slot: Slot, level: Difficulty): WordCheck {
  const problems: WordProblem[] = [];
  if (entry.type !== slot) problems.push('wrong-slot');
  if (complexityOf(entry) > settingsFor(level).wordComplexity) problems.push('too-complex');
  const judgedAt: Difficulty = entry.tags.includes(FALLBACK_TAG) ? 'beginner' : level;
  if (appealStrength(entry, judgedAt) < minimumFor(entry.category, judgedAt)) problems.push('too-weak');
  return { valid: problems.length === 0, problems };
}

export const isWordValid = (entry: WordEntry, slot: Slot, level: Difficulty): boolean =>
  checkWord(entry, slot, level).valid;

// ---------------------------------------------------------------------------------------------
// Slots: order and changes

/** Premise always; evidence only after a premise; conclusion only after evidence. */
export function isSlotSelectable(slots: ArgumentSlots, slot: Slot): boolean {
  if (slot === 'premise') return true;
  if (slot === 'evidence') return slots.premise !== null;
  return slots.evidence !== null;
}

/** The first empty slot in order, or null when all three are filled. */
export const nextOpenSlot = (slots: ArgumentSlots): Slot | null => SLOTS.find((s) => slots[s] === null) ?? null;

/** All three slots are filled. */
export const isArgumentComplete = (slots: ArgumentSlots): boolean => SLOTS.every((s) => slots[s] !== null);
/** No slot is filled: nothing was built. */
export const isArgumentEmpty = (slots: ArgumentSlots): boolean => SLOTS.every((s) => slots[s] === null);

/** Slots after `slot`, in order. */
export const slotsAfter = (slot: Slot): Slot[] => SLOTS.slice(SLOTS.indexOf(slot) + 1);

/** Places an entry; every later slot is cleared (a new premise clears evidence and conclusion, etc.). */
export function placeEntry(slots: ArgumentSlots, slot: Slot, entry: WordEntry): ArgumentSlots {
  const next = { ...slots, [slot]: entry };
  for (const later of slotsAfter(slot)) next[later] = null;
  return next;
}

/**
 * Removes a slot's entry. Later slots go too: they hung on it, and the order rule (evidence only after a
 * premise, conclusion only after evidence) must hold at every moment.
 */
export function clearSlot(slots: ArgumentSlots, slot: Slot): ArgumentSlots {
  const next = { ...slots, [slot]: null };
  for (const later of slotsAfter(slot)) next[later] = null;
  return next;
}

/**
 * Makes restored slots obey the rules: an entry must sit in the slot of its type, and nothing may follow an
 * empty slot (evidence needs a premise, a conclusion needs evidence).
 */
export function normaliseSlots(slots: ArgumentSlots): ArgumentSlots {
  const next = emptySlots();
  for (const slot of SLOTS) {
    const entry = slots[slot];
    if (!entry || entry.type !== slot) break;
    next[slot] = entry;
  }
  return next;
}

/** Sum of word scores (10 × weight) per appeal over the filled slots. */
export function appealScores(slots: ArgumentSlots): AppealScores {
  const scores = zeroScores();
  for (const slot of SLOTS) {
    const entry = slots[slot];
    if (!entry) continue;
    const points = wordScore(entry);
    scores[entry.category] = roundTo(scores[entry.category] + points, 2);
    scores.total = roundTo(scores.total + points, 2);
  }
  return scores;
}

// ---------------------------------------------------------------------------------------------
// Validation

export const clampScore = (score: number): number => Math.min(SCORE_CEILING, Math.max(SCORE_FLOOR, score));

export function distinctCategories(slots: ArgumentSlots): Appeal[] {
  return APPEALS.filter((a) => SLOTS.some((s) => slots[s]?.category === a));
}

/**
 * The penalty an entry would earn in a slot: pathos evidence after a logos premise, or a pathos conclusion
 * after ethos evidence. Null when there is none.
 */
export function penaltyFor(slots: ArgumentSlots, slot: Slot, entry: WordEntry): IssueCode | null {
  if (slot === 'evidence' && slots.premise?.category === 'logos' && entry.category === 'pathos') {
    return 'emotional-evidence-after-logic';
  }
  if (slot === 'conclusion' && slots.evidence?.category === 'ethos' && entry.category === 'pathos') {
    return 'emotional-conclusion-after-credibility';
  }
  return null;
}

/** True when putting `entry` in `slot` would trigger one of the two penalties. */
export const wouldBePenalised = (slots: ArgumentSlots, slot: Slot, entry: WordEntry): boolean =>
  penaltyFor(slots, slot, entry) !== null;

/**
 * Validates an argument. `null`/`undefined`, or three empty slots (nothing was built), is "no argument".
 * A complete argument scores 20 per distinct category, minus 10 for each of the two emotional-shift
 * penalties, clamped to 0–100 (with three slots the reachable range is 30–60; the clamp is a guard).
 */
export function validateArgument(slots: ArgumentSlots | null | undefined): ValidationResult {
  if (!slots || isArgumentEmpty(slots)) {
    return { isValid: false, score: 0, issues: ['no-argument'], feedback: NO_ARGUMENT_FEEDBACK };
  }
  const missing = SLOTS.filter((s) => slots[s] === null).map((s) => MISSING_SLOT_ISSUE[s]);
  if (missing.length > 0) {
    return { isValid: false, score: 0, issues: missing, feedback: INCOMPLETE_FEEDBACK };
  }
  const categories = distinctCategories(slots);
  const issues: IssueCode[] = [];
  for (const slot of SLOTS) {
    const entry = slots[slot];
    const penalty = entry && penaltyFor(slots, slot, entry);
    if (penalty) issues.push(penalty);
  }
  const score = categories.length * SCORE_PER_CATEGORY - issues.length * PENALTY;
  const feedback =
    categories.length >= 3
      ? FEEDBACK_ALL_THREE
      : categories.length === 2
        ? FEEDBACK_TWO
        : suggestMissingCategories(APPEALS.filter((a) => !categories.includes(a)));
  return { isValid: issues.length === 0, score: clampScore(score), issues, feedback };
}

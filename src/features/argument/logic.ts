/**
 * Rules of the Argument Construction Game (games-spec §4, §5, §9). Pure: no React, no Redux, no clock,
 * no randomness; time (`now`, epoch ms) and an `rng` are arguments.
 */
import {
  APPEALS,
  APPEAL_TIP_THRESHOLD,
  BEGINNER_TO_INTERMEDIATE_ARGUMENTS,
  BEGINNER_TO_INTERMEDIATE_SUCCESS_RATIO,
  DEFAULT_TIME_LIMIT_SECONDS,
  DIFFICULTY_SETTINGS,
  EMOTIONAL_CONCLUSION_AFTER_CREDIBILITY,
  EMOTIONAL_EVIDENCE_AFTER_LOGIC,
  FEEDBACK_ALL_THREE,
  FEEDBACK_TWO,
  HAND_PER_APPEAL,
  INCOMPLETE_FEEDBACK,
  INTERMEDIATE_TO_ADVANCED_ARGUMENTS,
  INTERMEDIATE_TO_ADVANCED_SUCCESS_RATIO,
  MAX_MISTAKE_TIPS,
  MAX_SCORE,
  MAX_WORD_WEIGHT,
  MIN_SCORE,
  MISSING_MESSAGES,
  MISTAKE_WINDOW_DAYS,
  MISTAKE_WINDOW_MS,
  NO_ARGUMENT,
  PENALTY,
  SCORE_PER_CATEGORY,
  SLOTS,
  SLOT_LABELS,
  TIME_WARNING_SECONDS,
  WORD_COMPLEXITY,
  WORD_SCORE_MULTIPLIER,
  suggestMissingCategories,
  type Appeal,
  type Difficulty,
  type Slot,
} from './constants';
import type { WordEntry, WordType } from '@/content/games/types';
import { shuffle } from '@/lib/game/random';

// ---------------------------------------------------------------------------------------------
// Shapes (spec §3)

export type { WordEntry, WordType };

/** The content's pools (spec §3). */
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

/** Validation result (spec §3): `fallacies` is the list of issue strings. */
export interface ValidationResult {
  isValid: boolean;
  score: number;
  fallacies: string[];
  feedback: string;
}

export interface AppealStat {
  used: number;
  successful: number;
}

export interface Mistake {
  type: string;
  count: number;
  /** Epoch ms. */
  lastSeen: number;
}

/** User progress (spec §3), kept in the browser. */
export interface UserProgress {
  totalArguments: number;
  highestScore: number;
  currentDifficulty: Difficulty;
  /** Arguments that validated with no issue. */
  completedChallenges: number;
  rhetoricalStats: Record<Appeal, AppealStat>;
  commonMistakes: Mistake[];
}

/** Saved game state (spec §3): what Save Progress and autosave write, and what Resume restores. */
export interface SavedGame {
  slots: ArgumentSlots;
  /** Seconds. */
  timeRemaining: number;
  scores: AppealScores;
  difficulty: Difficulty;
  hintsRemaining: number;
}

/**
 * Construction progress: the rest of an unfinished build that the spec's saved game state has no field for,
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

const round = (value: number, places: number) => {
  const f = 10 ** places;
  return Math.round(value * f) / f;
};

// ---------------------------------------------------------------------------------------------
// Difficulty and time

export const settingsFor = (level: Difficulty) => DIFFICULTY_SETTINGS[level] ?? DIFFICULTY_SETTINGS.beginner;

/** Seconds on a full clock at a level: its timeLimit, or the default 300 s when the level is unknown. */
export function levelTimeLimit(level: Difficulty | undefined): number {
  return level && DIFFICULTY_SETTINGS[level] ? DIFFICULTY_SETTINGS[level].timeLimit : DEFAULT_TIME_LIMIT_SECONDS;
}

/** The timer turns red strictly under 60 s. */
export const isTimeLow = (seconds: number): boolean => seconds < TIME_WARNING_SECONDS;

// ---------------------------------------------------------------------------------------------
// Word score and word validity

/** Word score: 10 × weight. */
export const wordScore = (entry: Pick<WordEntry, 'weight'>): number => round(WORD_SCORE_MULTIPLIER * entry.weight, 2);

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
  return round(
    ((100 * entry.weight) / MAX_WORD_WEIGHT) * (complexityOf(entry) / settingsFor(level).wordComplexity),
    1,
  );
}

/** Entries drawn from the fallback pool carry this tag; they are the beginner safety net. */
export const FALLBACK_TAG = 'fallback';

export type WordProblem = 'wrong-slot' | 'too-complex' | 'too-weak';

export interface WordCheck {
  valid: boolean;
  problems: WordProblem[];
}

/**
 * Word validity (spec §5): the type matches the slot, complexity is not above the level's wordComplexity,
 * and the appeal strength is at or above the level's minimum for the entry's appeal. Fallback entries are
 * judged by beginner minimums, so the safety net always holds.
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

export const WORD_PROBLEM_TEXT: Readonly<Record<WordProblem, string>> = {
  'wrong-slot': 'That entry does not belong in this slot.',
  'too-complex': 'That entry is above this level. Admirable ambition, wrong game.',
  'too-weak': 'That entry is too weak for this level. The audience has heard better.',
};

// ---------------------------------------------------------------------------------------------
// Slots: order and changes (spec §4)

/** Premise always; evidence only after a premise; conclusion only after evidence. */
export function isSlotSelectable(slots: ArgumentSlots, slot: Slot): boolean {
  if (slot === 'premise') return true;
  if (slot === 'evidence') return slots.premise !== null;
  return slots.evidence !== null;
}

/** The first empty slot in order, or null when all three are filled. */
export const nextOpenSlot = (slots: ArgumentSlots): Slot | null => SLOTS.find((s) => slots[s] === null) ?? null;

export const isArgumentComplete = (slots: ArgumentSlots): boolean => SLOTS.every((s) => slots[s] !== null);
export const isEmpty = (slots: ArgumentSlots): boolean => SLOTS.every((s) => slots[s] === null);

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
    scores[entry.category] = round(scores[entry.category] + points, 2);
    scores.total = round(scores.total + points, 2);
  }
  return scores;
}

// ---------------------------------------------------------------------------------------------
// Validation (spec §5)

export const clampScore = (score: number): number => Math.min(MAX_SCORE, Math.max(MIN_SCORE, score));

export function distinctCategories(slots: ArgumentSlots): Appeal[] {
  return APPEALS.filter((a) => SLOTS.some((s) => slots[s]?.category === a));
}

/**
 * Validates an argument. `null`/`undefined`, or three empty slots (nothing was built), is "no argument".
 * A complete argument scores 20 per distinct category, minus 10 for each of the two emotional-shift
 * penalties, clamped to 0–100 (with three slots the reachable range is 30–60; the clamp is a guard).
 */
export function validateArgument(slots: ArgumentSlots | null | undefined): ValidationResult {
  if (!slots || isEmpty(slots)) {
    return { isValid: false, score: 0, fallacies: [NO_ARGUMENT], feedback: NO_ARGUMENT };
  }
  const missing = SLOTS.filter((s) => slots[s] === null).map((s) => MISSING_MESSAGES[s]);
  if (missing.length > 0) {
    return { isValid: false, score: 0, fallacies: missing, feedback: INCOMPLETE_FEEDBACK };
  }
  const categories = distinctCategories(slots);
  const issues: string[] = [];
  let score = categories.length * SCORE_PER_CATEGORY;
  if (slots.premise?.category === 'logos' && slots.evidence?.category === 'pathos') {
    score -= PENALTY;
    issues.push(EMOTIONAL_EVIDENCE_AFTER_LOGIC);
  }
  if (slots.evidence?.category === 'ethos' && slots.conclusion?.category === 'pathos') {
    score -= PENALTY;
    issues.push(EMOTIONAL_CONCLUSION_AFTER_CREDIBILITY);
  }
  const feedback =
    categories.length >= 3
      ? FEEDBACK_ALL_THREE
      : categories.length === 2
        ? FEEDBACK_TWO
        : suggestMissingCategories(APPEALS.filter((a) => !categories.includes(a)));
  return { isValid: issues.length === 0, score: clampScore(score), fallacies: issues, feedback };
}

// ---------------------------------------------------------------------------------------------
// Pools, hands, hints

/** Every entry valid at the level, per slot, from the appeal and conclusion pools (deduplicated by id). */
export function poolForLevel(pools: WordPools, level: Difficulty): Hand {
  const seen = new Set<string>();
  const all: WordEntry[] = [];
  for (const entry of [...pools.ethos, ...pools.pathos, ...pools.logos, ...pools.conclusions]) {
    if (seen.has(entry.id)) continue;
    seen.add(entry.id);
    all.push(entry);
  }
  const hand = emptyHand();
  for (const slot of SLOTS) {
    hand[slot] = all.filter((e) => isWordValid(e, slot, level));
    if (hand[slot].length === 0) {
      hand[slot] = pools.fallback
        .filter((e) => e.type === slot)
        .map((e) => ({ ...e, tags: e.tags.includes(FALLBACK_TAG) ? e.tags : [...e.tags, FALLBACK_TAG] }));
    }
  }
  return hand;
}

/** One game's choices: for each slot, up to two random valid entries of each appeal. */
export function drawHand(pools: WordPools, level: Difficulty, rng: () => number): Hand {
  const pool = poolForLevel(pools, level);
  const hand = emptyHand();
  for (const slot of SLOTS) {
    const picked = APPEALS.flatMap((a) =>
      shuffle(
        pool[slot].filter((e) => e.category === a),
        rng,
      ).slice(0, HAND_PER_APPEAL),
    );
    hand[slot] = shuffle(picked, rng);
  }
  return hand;
}

/** True when putting `entry` in `slot` would trigger one of the two penalties. */
export function wouldBePenalised(slots: ArgumentSlots, slot: Slot, entry: WordEntry): boolean {
  if (slot === 'evidence') return slots.premise?.category === 'logos' && entry.category === 'pathos';
  if (slot === 'conclusion') return slots.evidence?.category === 'ethos' && entry.category === 'pathos';
  return false;
}

export interface Hint {
  slot: Slot;
  entryId: string;
  entryText: string;
  category: Appeal;
  structuralHint: string;
}

/**
 * A hint points at a fitting entry for the next open slot: one that avoids a penalty first, then adds an
 * appeal not yet used, then weighs most (ties by id, so hints are stable). Null when nothing fits.
 */
export function pickHint(slots: ArgumentSlots, hand: Hand, level: Difficulty): Hint | null {
  const slot = nextOpenSlot(slots);
  if (!slot) return null;
  const used = new Set(distinctCategories(slots));
  const candidates = hand[slot].filter((e) => isWordValid(e, slot, level));
  const rank = (e: WordEntry) => [
    wouldBePenalised(slots, slot, e) ? 0 : 1,
    used.has(e.category) ? 0 : 1,
    e.weight,
  ];
  const best = [...candidates].sort((a, b) => {
    const ra = rank(a);
    const rb = rank(b);
    for (let i = 0; i < ra.length; i += 1) {
      const d = (rb[i] ?? 0) - (ra[i] ?? 0);
      if (d !== 0) return d;
    }
    return a.id.localeCompare(b.id);
  })[0];
  if (!best) return null;
  return {
    slot,
    entryId: best.id,
    entryText: best.text,
    category: best.category,
    structuralHint: best.structuralHint,
  };
}

/** A connector to show before a slot: the first at or below the level whose nextAllowed includes it. */
export function pickConnector(connectors: readonly WordEntry[], before: Slot, level: Difficulty): WordEntry | null {
  const max = settingsFor(level).wordComplexity;
  return connectors.find((c) => c.nextAllowed.includes(before) && complexityOf(c) <= max) ?? null;
}

// ---------------------------------------------------------------------------------------------
// Keyword fallacy detection (spec §5; keywords ours)

export type DetectedFallacyId = 'ad-hominem' | 'false-dichotomy' | 'slippery-slope';

export interface FallacyWarning {
  id: DetectedFallacyId;
  name: string;
  /** The phrase that matched, as written in the argument. */
  match: string;
  slot: Slot;
  explanation: string;
}

interface FallacyDetector {
  id: DetectedFallacyId;
  name: string;
  /** Human-readable keyword list (for docs and the README). */
  keywords: readonly string[];
  patterns: readonly RegExp[];
  explanation: string;
}

const words = (list: readonly string[]) =>
  list.map((k) => new RegExp(`\\b${k.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+')}\\b`, 'i'));

const AD_HOMINEM_KEYWORDS = [
  'idiot',
  'idiots',
  'stupid',
  'moron',
  'morons',
  'clown',
  'clowns',
  'liar',
  'liars',
  'hypocrite',
  'hypocrites',
  'loser',
  'losers',
  'people like you',
  'people like them',
  'what would you know',
  'coming from someone',
  'coming from you',
] as const;

const FALSE_DICHOTOMY_KEYWORDS = [
  'either',
  'only two options',
  'only two choices',
  'the only option',
  'the only choice',
  'no other choice',
  'no other option',
  'no alternative',
  'no middle ground',
  'with us or against us',
  'or else',
] as const;

const SLIPPERY_SLOPE_KEYWORDS = [
  'slippery slope',
  'next thing you know',
  'before you know it',
  'where does it end',
  'where will it end',
  'inevitably',
  'lead to',
  'leads to',
  'floodgates',
  'domino',
  'snowball',
  'one step away',
] as const;

/** Detectors, in the order warnings are listed. "either" only counts with a later "or". */
export const FALLACY_DETECTORS: readonly FallacyDetector[] = [
  {
    id: 'ad-hominem',
    name: 'Ad Hominem',
    keywords: AD_HOMINEM_KEYWORDS,
    patterns: words(AD_HOMINEM_KEYWORDS),
    explanation:
      'This goes after a person instead of their point. Insults feel like rebuttals; they are not. Not every insult is an ad hominem, but an insult standing in for a reason is.',
  },
  {
    id: 'false-dichotomy',
    name: 'False Dichotomy',
    keywords: FALSE_DICHOTOMY_KEYWORDS,
    patterns: [
      /\beither\b[\s\S]*\bor\b/i,
      ...words(FALSE_DICHOTOMY_KEYWORDS.filter((k) => k !== 'either')),
    ],
    explanation:
      'This squeezes the world into two options. The world, rudely, keeps offering a third. Show that no other option exists before you ask anyone to pick.',
  },
  {
    id: 'slippery-slope',
    name: 'Slippery Slope',
    keywords: SLIPPERY_SLOPE_KEYWORDS,
    patterns: words(SLIPPERY_SLOPE_KEYWORDS),
    explanation:
      'This predicts a chain of consequences without showing each link holds. A chain can be real; then show the links, one at a time.',
  },
];

const normalise = (text: string) => text.replace(/[\u2018\u2019]/g, "'").replace(/\s+/g, ' ');

/** Keyword-based detection over the filled slots; at most one warning per fallacy (its first match). */
export function detectFallacies(slots: ArgumentSlots): FallacyWarning[] {
  const warnings: FallacyWarning[] = [];
  for (const detector of FALLACY_DETECTORS) {
    let found: FallacyWarning | null = null;
    for (const slot of SLOTS) {
      const entry = slots[slot];
      if (!entry || found) continue;
      const text = normalise(entry.text);
      for (const pattern of detector.patterns) {
        const m = pattern.exec(text);
        if (m) {
          found = { id: detector.id, name: detector.name, match: m[0], slot, explanation: detector.explanation };
          break;
        }
      }
    }
    if (found) warnings.push(found);
  }
  return warnings;
}

// ---------------------------------------------------------------------------------------------
// Progress and difficulty progression (Reading A)

/** Successful ÷ used for one appeal; an unused appeal counts as 0. */
export const successRatio = (stat: AppealStat): number => (stat.used > 0 ? stat.successful / stat.used : 0);

/**
 * Average of the three appeals' success ratios (unused appeals count as 0, so all three matter), rounded to
 * 10 places so that a ratio exactly at a threshold compares as equal (0.8 × 3 / 3 is 0.8000000000000002).
 */
export const averageSuccessRatio = (stats: Record<Appeal, AppealStat>): number =>
  round(APPEALS.reduce((sum, a) => sum + successRatio(stats[a]), 0) / APPEALS.length, 10);

/**
 * Reading A: beginner → intermediate when the average success ratio exceeds 0.7 and total arguments exceed
 * 10; intermediate → advanced when it exceeds 0.8 and total exceeds 25. One step at a time; never down.
 */
export function nextDifficulty(progress: UserProgress): Difficulty {
  const ratio = averageSuccessRatio(progress.rhetoricalStats);
  const total = progress.totalArguments;
  if (
    progress.currentDifficulty === 'beginner' &&
    ratio > BEGINNER_TO_INTERMEDIATE_SUCCESS_RATIO &&
    total > BEGINNER_TO_INTERMEDIATE_ARGUMENTS
  ) {
    return 'intermediate';
  }
  if (
    progress.currentDifficulty === 'intermediate' &&
    ratio > INTERMEDIATE_TO_ADVANCED_SUCCESS_RATIO &&
    total > INTERMEDIATE_TO_ADVANCED_ARGUMENTS
  ) {
    return 'advanced';
  }
  return progress.currentDifficulty;
}

/**
 * Folds one finished argument into the progress: one more argument, the highest score, per appeal one use
 * for each slot holding it (and one success when the argument is valid), one more completed challenge when
 * valid, every issue and detected fallacy counted as a mistake seen `now`; then progression.
 */
export function recordArgument(
  progress: UserProgress,
  slots: ArgumentSlots,
  result: ValidationResult,
  warnings: readonly FallacyWarning[],
  now: number,
): UserProgress {
  const stats = {
    ethos: { ...progress.rhetoricalStats.ethos },
    pathos: { ...progress.rhetoricalStats.pathos },
    logos: { ...progress.rhetoricalStats.logos },
  };
  for (const slot of SLOTS) {
    const entry = slots[slot];
    if (!entry) continue;
    stats[entry.category].used += 1;
    if (result.isValid) stats[entry.category].successful += 1;
  }
  const mistakes = progress.commonMistakes.map((m) => ({ ...m }));
  for (const type of [...result.fallacies, ...warnings.map((w) => w.name)]) {
    const existing = mistakes.find((m) => m.type === type);
    if (existing) {
      existing.count += 1;
      existing.lastSeen = now;
    } else {
      mistakes.push({ type, count: 1, lastSeen: now });
    }
  }
  const updated: UserProgress = {
    totalArguments: progress.totalArguments + 1,
    highestScore: Math.max(progress.highestScore, result.score),
    currentDifficulty: progress.currentDifficulty,
    completedChallenges: progress.completedChallenges + (result.isValid ? 1 : 0),
    rhetoricalStats: stats,
    commonMistakes: mistakes,
  };
  return { ...updated, currentDifficulty: nextDifficulty(updated) };
}

const LEVEL_ORDER: Readonly<Record<Difficulty, number>> = { beginner: 0, intermediate: 1, advanced: 2 };
export const isHigherLevel = (a: Difficulty, b: Difficulty): boolean => LEVEL_ORDER[a] > LEVEL_ORDER[b];

// ---------------------------------------------------------------------------------------------
// Personalised tips

export type Tip =
  | { kind: 'appeal'; category: Appeal; share: number; text: string }
  | { kind: 'mistake'; type: string; count: number; text: string };

export const APPEAL_TIP_TEXT: Readonly<Record<Appeal, string>> = {
  ethos:
    'Try more ethos: give the audience a reason to trust the speaker, such as expertise, track record or fairness.',
  pathos:
    'Try more pathos: people are not spreadsheets. Make them feel why it matters, honestly and in proportion.',
  logos: 'Try more logos: numbers, causes and consequences. Feelings start the conversation; reasons finish it.',
};

/** Advice for the mistakes the game records; unknown types get a generic line. */
export const MISTAKE_ADVICE: Readonly<Record<string, string>> = {
  [EMOTIONAL_EVIDENCE_AFTER_LOGIC]:
    'After a logical premise, back it with facts, not feelings, or the audience notices the switch.',
  [EMOTIONAL_CONCLUSION_AFTER_CREDIBILITY]:
    'Credible evidence earns a conclusion that follows from it, not a sudden sob story.',
  [MISSING_MESSAGES.premise]: 'Start with a premise: an argument with no starting point is just a mood.',
  [MISSING_MESSAGES.evidence]: 'Fill the evidence slot before the clock does it for you. It will not.',
  [MISSING_MESSAGES.conclusion]: 'Land the conclusion. An argument without one is a cliffhanger nobody asked for.',
  [NO_ARGUMENT]: 'Place at least a premise before time runs out. Silence is not a rebuttal.',
  'Ad Hominem': 'Attack the claim, not the claimant.',
  'False Dichotomy': 'Check for a third option before offering only two.',
  'Slippery Slope': 'Show each link of the chain instead of skipping to the cliff.',
};

const timesText = (n: number) => (n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`);

/**
 * Tips from the progress: an appeal used in under 20% of all picks (none before any pick), then up to three
 * mistakes seen in the last 7 days (lastSeen ≥ now − 7 days), most frequent first, ties most recent first.
 */
export function personalisedTips(progress: UserProgress, now: number): Tip[] {
  const tips: Tip[] = [];
  const totalUsed = APPEALS.reduce((sum, a) => sum + progress.rhetoricalStats[a].used, 0);
  if (totalUsed > 0) {
    for (const a of APPEALS) {
      const share = progress.rhetoricalStats[a].used / totalUsed;
      if (share < APPEAL_TIP_THRESHOLD) {
        tips.push({ kind: 'appeal', category: a, share, text: APPEAL_TIP_TEXT[a] });
      }
    }
  }
  const recent = progress.commonMistakes
    .filter((m) => m.count > 0 && m.lastSeen >= now - MISTAKE_WINDOW_MS && m.lastSeen <= now)
    .sort((a, b) => b.count - a.count || b.lastSeen - a.lastSeen)
    .slice(0, MAX_MISTAKE_TIPS);
  for (const m of recent) {
    const advice = MISTAKE_ADVICE[m.type] ?? 'Watch for it next time.';
    tips.push({
      kind: 'mistake',
      type: m.type,
      count: m.count,
      text: `${m.type}: ${timesText(m.count)} in the last ${MISTAKE_WINDOW_DAYS} days. ${advice}`,
    });
  }
  return tips;
}

/** The screen-reader line for a slot change. */
export function slotAnnouncement(slot: Slot, entry: WordEntry | null, cleared: readonly Slot[]): string {
  const head = entry ? `${SLOT_LABELS[slot]} set: ${entry.text} (${entry.category}).` : `${SLOT_LABELS[slot]} removed.`;
  if (cleared.length === 0) return head;
  const names = cleared.map((s) => SLOT_LABELS[s].toLowerCase());
  return `${head} Also cleared: ${names.join(' and ')}.`;
}

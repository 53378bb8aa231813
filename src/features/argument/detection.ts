/**
 * Keyword fallacy detection: whole words and phrases, case-insensitive, at most one warning per fallacy.
 * The keyword lists are ours (the README lists them); the fallacies' names and explanations are in copy.ts.
 */
import { SLOTS } from './constants';
import type { ArgumentSlots, DetectedFallacyId, FallacyWarning } from './model';

interface FallacyDetector {
  id: DetectedFallacyId;
  /** The keywords as written (for tests and the README). */
  keywords: readonly string[];
  patterns: readonly RegExp[];
}

/** Each keyword as a whole-word, case-insensitive pattern; a space matches any run of white space. */
const wholeWords = (list: readonly string[]) =>
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
  { id: 'ad-hominem', keywords: AD_HOMINEM_KEYWORDS, patterns: wholeWords(AD_HOMINEM_KEYWORDS) },
  {
    id: 'false-dichotomy',
    keywords: FALSE_DICHOTOMY_KEYWORDS,
    patterns: [/\beither\b[\s\S]*\bor\b/i, ...wholeWords(FALSE_DICHOTOMY_KEYWORDS.filter((k) => k !== 'either'))],
  },
  { id: 'slippery-slope', keywords: SLIPPERY_SLOPE_KEYWORDS, patterns: wholeWords(SLIPPERY_SLOPE_KEYWORDS) },
];

/** Curly apostrophes read as straight ones, and any run of white space as one space. */
const normaliseText = (text: string) => text.replace(/[\u2018\u2019]/g, "'").replace(/\s+/g, ' ');

/** Keyword-based detection over the filled slots; at most one warning per fallacy (its first match). */
export function detectFallacies(slots: ArgumentSlots): FallacyWarning[] {
  const warnings: FallacyWarning[] = [];
  for (const detector of FALLACY_DETECTORS) {
    const found = firstMatch(detector, slots);
    if (found) warnings.push(found);
  }
  return warnings;
}

function firstMatch(detector: FallacyDetector, slots: ArgumentSlots): FallacyWarning | null {
  for (const slot of SLOTS) {
    const entry = slots[slot];
    if (!entry) continue;
    const text = normaliseText(entry.text);
    for (const pattern of detector.patterns) {
      const m = pattern.exec(text);
      if (m) return { id: detector.id, match: m[0], slot };
    }
  }
  return null;
}

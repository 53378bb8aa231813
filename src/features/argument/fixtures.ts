/**
 * Small word entries of the content's shape, for tests and stories: they pin behaviour without depending on
 * the real pools' wording.
 */
import type { Appeal, Difficulty } from './constants';
import type { ArgumentSlots, Hand, WordEntry, WordPools, WordType } from './model';
import type { UserProgressV1 } from './progressMigration';

export function word(
  id: string,
  category: Appeal,
  type: WordType,
  overrides: Partial<Omit<WordEntry, 'id' | 'category' | 'type'>> = {},
): WordEntry {
  const difficulty: Difficulty = overrides.difficulty ?? 'beginner';
  return {
    id,
    text: `${category} ${type} ${id}`,
    category,
    type,
    tooltip: `Why ${id} is ${category}.`,
    weight: 1,
    difficulty,
    tags: [],
    nextAllowed: type === 'premise' ? ['evidence'] : type === 'evidence' ? ['conclusion'] : [],
    structuralHint: `Use ${id} as a ${type}.`,
    ...overrides,
  };
}

export const ethosPremise = word('ep', 'ethos', 'premise', {
  text: 'As a nurse with twenty years on night shifts',
  tooltip: 'Ethos: borrows the credibility of experience.',
});
export const pathosPremise = word('pp', 'pathos', 'premise', {
  text: 'Picture your grandmother waiting alone in the cold',
  tooltip: 'Pathos: makes you feel the stakes.',
});
export const logosPremise = word('lp', 'logos', 'premise', {
  text: 'Buses that run every ten minutes carry twice the riders',
  tooltip: 'Logos: a claim you could check.',
});
export const ethosEvidence = word('ee', 'ethos', 'evidence', {
  text: 'the transit board, which has no reason to flatter us, agrees',
  tooltip: 'Ethos: a source with nothing to gain.',
});
export const pathosEvidence = word('pe', 'pathos', 'evidence', {
  text: 'every cancelled bus is a missed shift and a worried kid',
  tooltip: 'Pathos: consequences you can feel.',
});
export const logosEvidence = word('le', 'logos', 'evidence', {
  text: 'ridership rose 40% on the two routes that tried it',
  tooltip: 'Logos: numbers from a trial.',
});
export const ethosConclusion = word('ec', 'ethos', 'conclusion', {
  text: 'so a council that keeps its promises should fund it',
});
export const pathosConclusion = word('pc', 'pathos', 'conclusion', {
  text: 'so fund it, before another grandmother freezes at a stop',
});
export const logosConclusion = word('lc', 'logos', 'conclusion', {
  text: 'so frequent service pays for itself in fares',
});

export const slotsOf = (
  premise: WordEntry | null,
  evidence: WordEntry | null,
  conclusion: WordEntry | null,
): ArgumentSlots => ({ premise, evidence, conclusion });

export const fixtureHand = (): Hand => ({
  premise: [ethosPremise, pathosPremise, logosPremise],
  evidence: [ethosEvidence, pathosEvidence, logosEvidence],
  conclusion: [ethosConclusion, pathosConclusion, logosConclusion],
});

export const fixturePools = (): WordPools => ({
  ethos: [ethosPremise, ethosEvidence],
  pathos: [pathosPremise, pathosEvidence],
  logos: [logosPremise, logosEvidence],
  conclusions: [ethosConclusion, pathosConclusion, logosConclusion],
  connectors: [
    word('because', 'logos', 'connector', { text: 'because', nextAllowed: ['evidence'] }),
    word('therefore', 'logos', 'connector', { text: 'therefore', nextAllowed: ['conclusion'] }),
  ],
  fallback: [
    word('fb-p', 'logos', 'premise', { text: 'Things should work' }),
    word('fb-e', 'ethos', 'evidence', { text: 'people who know say so' }),
    word('fb-c', 'pathos', 'conclusion', { text: 'so let us care' }),
  ],
});

/** The moment the v1 fixture's mistakes are dated from. */
export const PROGRESS_V1_FIXTURE_NOW = Date.UTC(2025, 5, 15, 12, 0, 0);
const DAY = 24 * 60 * 60 * 1000;
const NOW = PROGRESS_V1_FIXTURE_NOW;

/** Progress exactly as the first form stored it: mistakes under the sentences the game showed. */
export const PROGRESS_V1_FIXTURE: UserProgressV1 = {
  totalArguments: 14,
  highestScore: 60,
  currentDifficulty: 'intermediate',
  completedChallenges: 9,
  rhetoricalStats: {
    ethos: { used: 12, successful: 8 },
    pathos: { used: 9, successful: 6 },
    logos: { used: 21, successful: 13 },
  },
  commonMistakes: [
    { type: 'Missing evidence', count: 2, lastSeen: NOW - DAY },
    { type: 'Emotional evidence following logical premise', count: 3, lastSeen: NOW - 2 * DAY },
    { type: 'Emotional conclusion following credibility-based evidence', count: 1, lastSeen: NOW - 3 * DAY },
    { type: 'No argument provided', count: 1, lastSeen: NOW - 10 * DAY },
    { type: 'Missing premise', count: 1, lastSeen: NOW - 4 * DAY },
    { type: 'Missing conclusion', count: 4, lastSeen: NOW },
    { type: 'Ad Hominem', count: 2, lastSeen: NOW - DAY },
    { type: 'False Dichotomy', count: 1, lastSeen: NOW - 5 * DAY },
    { type: 'Slippery Slope', count: 6, lastSeen: NOW - 6 * DAY },
    { type: 'A sentence no version of the game ever wrote', count: 7, lastSeen: NOW },
  ],
};

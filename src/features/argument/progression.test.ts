import { describe, expect, it } from 'vitest';
import { defaultProgress, type FallacyWarning, type UserProgress } from './model';
import { averageSuccessRatio, nextDifficulty, personalisedTips, recordArgument, successRatio } from './progression';
import { validateArgument } from './rules';
import {
  ethosConclusion,
  ethosPremise,
  logosConclusion,
  logosEvidence,
  logosPremise,
  pathosConclusion,
  pathosEvidence,
  slotsOf,
} from './fixtures';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2025, 5, 15, 12, 0, 0);

function progressWith(
  overrides: Partial<UserProgress> & { ratio?: [number, number] } = {},
): UserProgress {
  const { ratio, ...rest } = overrides;
  const stat = ratio ? { successful: ratio[0], used: ratio[1] } : { successful: 0, used: 0 };
  return {
    ...defaultProgress(),
    rhetoricalStats: { ethos: { ...stat }, pathos: { ...stat }, logos: { ...stat } },
    ...rest,
  };
}

describe('difficulty progression (Reading A)', () => {
  it('averages the three success ratios, an unused appeal counting 0', () => {
    expect(successRatio({ used: 0, successful: 0 })).toBe(0);
    expect(successRatio({ used: 4, successful: 3 })).toBe(0.75);
    expect(
      averageSuccessRatio({
        ethos: { used: 4, successful: 4 },
        pathos: { used: 2, successful: 1 },
        logos: { used: 0, successful: 0 },
      }),
    ).toBe(0.5);
  });

  it('beginner → intermediate only when the ratio exceeds 0.7 and arguments exceed 10', () => {
    expect(nextDifficulty(progressWith({ ratio: [71, 100], totalArguments: 11 }))).toBe('intermediate');
    expect(nextDifficulty(progressWith({ ratio: [7, 10], totalArguments: 11 }))).toBe('beginner');
    expect(nextDifficulty(progressWith({ ratio: [71, 100], totalArguments: 10 }))).toBe('beginner');
  });

  it('intermediate → advanced only when the ratio exceeds 0.8 and arguments exceed 25', () => {
    const mid = { currentDifficulty: 'intermediate' as const };
    expect(nextDifficulty(progressWith({ ...mid, ratio: [81, 100], totalArguments: 26 }))).toBe('advanced');
    expect(nextDifficulty(progressWith({ ...mid, ratio: [8, 10], totalArguments: 26 }))).toBe('intermediate');
    expect(nextDifficulty(progressWith({ ...mid, ratio: [81, 100], totalArguments: 25 }))).toBe('intermediate');
  });

  it('moves one level at a time and never down', () => {
    expect(nextDifficulty(progressWith({ ratio: [1, 1], totalArguments: 50 }))).toBe('intermediate');
    expect(nextDifficulty(progressWith({ currentDifficulty: 'advanced', totalArguments: 0 }))).toBe('advanced');
  });
});

describe('recordArgument', () => {
  it('counts a valid argument', () => {
    const slots = slotsOf(ethosPremise, logosEvidence, logosConclusion);
    const p = recordArgument(defaultProgress(), slots, validateArgument(slots), [], NOW);
    expect(p).toEqual({
      totalArguments: 1,
      highestScore: 40,
      currentDifficulty: 'beginner',
      completedChallenges: 1,
      rhetoricalStats: {
        ethos: { used: 1, successful: 1 },
        pathos: { used: 0, successful: 0 },
        logos: { used: 2, successful: 2 },
      },
      commonMistakes: [],
    });
  });

  it('counts issues and detected fallacies as mistakes, keeping the highest score', () => {
    const slots = slotsOf(logosPremise, pathosEvidence, ethosConclusion);
    const start = progressWith({
      highestScore: 60,
      commonMistakes: [{ code: 'emotional-evidence-after-logic', count: 2, lastSeen: NOW - 3 * DAY }],
    });
    const warnings: FallacyWarning[] = [{ id: 'ad-hominem', match: 'idiot', slot: 'premise' }];
    const p = recordArgument(start, slots, validateArgument(slots), warnings, NOW);
    expect(p.highestScore).toBe(60);
    expect(p.completedChallenges).toBe(0);
    expect(p.rhetoricalStats.pathos).toEqual({ used: 1, successful: 0 });
    expect(p.commonMistakes).toEqual([
      { code: 'emotional-evidence-after-logic', count: 3, lastSeen: NOW },
      { code: 'ad-hominem', count: 1, lastSeen: NOW },
    ]);
  });

  it('promotes once the eleventh argument tips the totals', () => {
    const slots = slotsOf(ethosPremise, logosEvidence, pathosConclusion);
    const start = progressWith({ ratio: [10, 10], totalArguments: 10 });
    expect(recordArgument(start, slots, validateArgument(slots), [], NOW).currentDifficulty).toBe('intermediate');
  });
});

describe('personalised tips', () => {
  const stats = (ethos: number, pathos: number, logos: number) => ({
    ethos: { used: ethos, successful: 0 },
    pathos: { used: pathos, successful: 0 },
    logos: { used: logos, successful: 0 },
  });

  it('suggests an appeal used in under 20% of picks (not at exactly 20%, not before any pick)', () => {
    expect(personalisedTips(defaultProgress(), NOW)).toEqual([]);
    const tips = personalisedTips({ ...defaultProgress(), rhetoricalStats: stats(1, 4, 0) }, NOW);
    expect(tips).toEqual([{ kind: 'appeal', category: 'logos', share: 0 }]);
    const under = personalisedTips({ ...defaultProgress(), rhetoricalStats: stats(19, 40, 41) }, NOW);
    expect(under.map((t) => (t.kind === 'appeal' ? t.category : ''))).toEqual(['ethos']);
  });

  it('lists up to 3 mistakes from the last 7 days, most frequent first', () => {
    const progress: UserProgress = {
      ...defaultProgress(),
      commonMistakes: [
        { code: 'missing-conclusion', count: 5, lastSeen: NOW - 7 * DAY },
        { code: 'ad-hominem', count: 9, lastSeen: NOW - 7 * DAY - 1 },
        { code: 'emotional-evidence-after-logic', count: 2, lastSeen: NOW - DAY },
        { code: 'slippery-slope', count: 2, lastSeen: NOW - 2 * DAY },
        { code: 'false-dichotomy', count: 1, lastSeen: NOW },
      ],
    };
    const tips = personalisedTips(progress, NOW);
    expect(tips).toEqual([
      { kind: 'mistake', code: 'missing-conclusion', count: 5 },
      { kind: 'mistake', code: 'emotional-evidence-after-logic', count: 2 },
      { kind: 'mistake', code: 'slippery-slope', count: 2 },
    ]);
  });
});

/**
 * Stored progress in its first form (v1) kept each mistake under the sentence the game showed for it, so
 * rewording a line orphaned the count. v2 keeps a stable code instead. This module turns a v1 progress into
 * a v2 one; storage.ts runs it once, when it finds v1 and no v2.
 */
import { z } from 'zod/mini';
import { APPEALS, DIFFICULTIES } from './constants';
import type { Mistake, MistakeCode, UserProgress } from './model';

/**
 * The sentences v1 stored, exactly as they were written then, and the code each became. Frozen on purpose:
 * this is what old browsers hold, whatever copy.ts says today.
 */
export const V1_MISTAKE_SENTENCES: Readonly<Record<string, MistakeCode>> = {
  'No argument provided': 'no-argument',
  'Missing premise': 'missing-premise',
  'Missing evidence': 'missing-evidence',
  'Missing conclusion': 'missing-conclusion',
  'Emotional evidence following logical premise': 'emotional-evidence-after-logic',
  'Emotional conclusion following credibility-based evidence': 'emotional-conclusion-after-credibility',
  'Ad Hominem': 'ad-hominem',
  'False Dichotomy': 'false-dichotomy',
  'Slippery Slope': 'slippery-slope',
};

const count = z.int().check(z.minimum(0));
const statSchema = z.object({ used: count, successful: count }).check(z.refine((s) => s.successful <= s.used));

/** The v1 shape: as v2, but a mistake's `type` is the sentence shown for it. */
export const userProgressV1Schema = z.object({
  totalArguments: count,
  highestScore: z.number().check(z.minimum(0), z.maximum(100)),
  currentDifficulty: z.enum(DIFFICULTIES),
  completedChallenges: count,
  rhetoricalStats: z.object({ ethos: statSchema, pathos: statSchema, logos: statSchema }),
  commonMistakes: z.array(z.object({ type: z.string(), count, lastSeen: z.number() })),
});
export type UserProgressV1 = z.infer<typeof userProgressV1Schema>;

/**
 * v1 → v2: every field carries over; each mistake is recorded under its sentence's code (two entries with
 * one code add their counts and keep the later lastSeen). A sentence v1 never wrote has no code and is
 * dropped: the game cannot give advice for it.
 */
export function migrateProgressV1(old: UserProgressV1): UserProgress {
  const mistakes: Mistake[] = [];
  for (const m of old.commonMistakes) {
    const code = Object.hasOwn(V1_MISTAKE_SENTENCES, m.type) ? V1_MISTAKE_SENTENCES[m.type] : undefined;
    if (!code) continue;
    const existing = mistakes.find((x) => x.code === code);
    if (existing) {
      existing.count += m.count;
      existing.lastSeen = Math.max(existing.lastSeen, m.lastSeen);
    } else {
      mistakes.push({ code, count: m.count, lastSeen: m.lastSeen });
    }
  }
  const stats = Object.fromEntries(
    APPEALS.map((a) => [a, { used: old.rhetoricalStats[a].used, successful: old.rhetoricalStats[a].successful }]),
  ) as UserProgress['rhetoricalStats'];
  return {
    totalArguments: old.totalArguments,
    highestScore: old.highestScore,
    currentDifficulty: old.currentDifficulty,
    completedChallenges: old.completedChallenges,
    rhetoricalStats: stats,
    commonMistakes: mistakes,
  };
}

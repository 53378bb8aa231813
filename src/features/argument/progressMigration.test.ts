import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MISTAKE_CODES } from './model';
import { V1_MISTAKE_SENTENCES, migrateProgressV1, userProgressV1Schema, type UserProgressV1 } from './progressMigration';
import { userProgressSchema } from './storage';
import { PROGRESS_V1_FIXTURE, PROGRESS_V1_FIXTURE_NOW as NOW } from './fixtures';

const DAY = 24 * 60 * 60 * 1000;

describe('progress v1 → v2', () => {
  it('records each of the old sentences under its code and keeps everything else', () => {
    expect(userProgressV1Schema.safeParse(PROGRESS_V1_FIXTURE).success).toBe(true);
    const migrated = migrateProgressV1(PROGRESS_V1_FIXTURE);
    expect(migrated).toEqual({
      totalArguments: 14,
      highestScore: 60,
      currentDifficulty: 'intermediate',
      completedChallenges: 9,
      rhetoricalStats: PROGRESS_V1_FIXTURE.rhetoricalStats,
      commonMistakes: [
        { code: 'missing-evidence', count: 2, lastSeen: NOW - DAY },
        { code: 'emotional-evidence-after-logic', count: 3, lastSeen: NOW - 2 * DAY },
        { code: 'emotional-conclusion-after-credibility', count: 1, lastSeen: NOW - 3 * DAY },
        { code: 'no-argument', count: 1, lastSeen: NOW - 10 * DAY },
        { code: 'missing-premise', count: 1, lastSeen: NOW - 4 * DAY },
        { code: 'missing-conclusion', count: 4, lastSeen: NOW },
        { code: 'ad-hominem', count: 2, lastSeen: NOW - DAY },
        { code: 'false-dichotomy', count: 1, lastSeen: NOW - 5 * DAY },
        { code: 'slippery-slope', count: 6, lastSeen: NOW - 6 * DAY },
      ],
    });
    expect(userProgressSchema.safeParse(migrated).success).toBe(true);
  });

  it('knows one old sentence for every code', () => {
    expect(Object.values(V1_MISTAKE_SENTENCES).sort()).toEqual([...MISTAKE_CODES].sort());
  });

  it('does not treat an inherited property name as a sentence', () => {
    const odd = { ...PROGRESS_V1_FIXTURE, commonMistakes: [{ type: 'constructor', count: 1, lastSeen: NOW }] };
    expect(migrateProgressV1(odd).commonMistakes).toEqual([]);
  });
});

const stat = fc.nat(60).chain((used) => fc.record({ used: fc.constant(used), successful: fc.integer({ min: 0, max: used }) }));
const oldMistake = fc.record({
  type: fc.oneof(fc.constantFrom(...Object.keys(V1_MISTAKE_SENTENCES)), fc.string({ maxLength: 30 })),
  count: fc.nat(1000),
  lastSeen: fc.integer({ min: 0, max: 4_000_000_000_000 }),
});
const oldProgress: fc.Arbitrary<UserProgressV1> = fc.record({
  totalArguments: fc.nat(500),
  highestScore: fc.integer({ min: 0, max: 100 }),
  currentDifficulty: fc.constantFrom('beginner', 'intermediate', 'advanced'),
  completedChallenges: fc.nat(500),
  rhetoricalStats: fc.record({ ethos: stat, pathos: stat, logos: stat }),
  commonMistakes: fc.array(oldMistake, { maxLength: 15 }),
});

describe('progress v1 → v2, for any old progress', () => {
  it('gives valid v2 progress that counts every known mistake once, under its code, and keeps the rest', () => {
    fc.assert(
      fc.property(oldProgress, (old) => {
        const migrated = migrateProgressV1(old);
        expect(userProgressSchema.safeParse(migrated).success).toBe(true);
        const { commonMistakes: _old, ...restOld } = old;
        const { commonMistakes, ...restNew } = migrated;
        expect(restNew).toEqual(restOld);
        const codes = commonMistakes.map((m) => m.code);
        expect(new Set(codes).size).toBe(codes.length);
        for (const code of MISTAKE_CODES) {
          const sources = old.commonMistakes.filter(
            (m) => Object.hasOwn(V1_MISTAKE_SENTENCES, m.type) && V1_MISTAKE_SENTENCES[m.type] === code,
          );
          const found = commonMistakes.find((m) => m.code === code);
          if (sources.length === 0) {
            expect(found).toBeUndefined();
          } else {
            expect(found?.count).toBe(sources.reduce((sum, m) => sum + m.count, 0));
            expect(found?.lastSeen).toBe(Math.max(...sources.map((m) => m.lastSeen)));
          }
        }
      }),
    );
  });
});

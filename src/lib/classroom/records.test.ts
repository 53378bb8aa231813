import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pupilRecordSchema } from '@/contract/classes';
import { FALLACY_IDS } from '@/contract/fallacyIds';
import { scoreCheck, type CheckAnswer, type CheckKind, type CheckRecord, type Rating } from '@/lib/discernment/check';
import { CLASS_KIND_OF, checkRecordOf, practiceRecordOf, recordIdOf, reviewRecordOf, reviewedSince } from './records';

const fallacy = fc.constantFrom(...FALLACY_IDS);
const rating = fc.constantFrom<Rating>(1, 2, 3, 4, 5, 6);
const answer = (verdict: 'sound' | 'fallacious') =>
  fc.record({
    itemId: fc.constant('x'),
    verdict: fc.constant(verdict),
    fallacyId: fallacy,
    rating,
    named: fc.option(fallacy, { nil: null }),
  }) as fc.Arbitrary<CheckAnswer>;
// Any finished check the site can hold: at least one item of each kind, at most the contract's 100.
const checkRecord: fc.Arbitrary<CheckRecord> = fc.record({
  kind: fc.constantFrom<CheckKind>('baseline', 'after-practice', 'delayed', 'again'),
  form: fc.constantFrom<0 | 1>(0, 1),
  completedAt: fc.integer({ min: 0, max: 4_102_444_800_000 }),
  answers: fc
    .tuple(fc.array(answer('fallacious'), { minLength: 1, maxLength: 50 }), fc.array(answer('sound'), { minLength: 1, maxLength: 50 }))
    .chain(([f, s]) => fc.shuffledSubarray([...f, ...s], { minLength: f.length + s.length })),
});

describe('a check as its class record', () => {
  it('maps the site’s four kinds onto the class’s three', () => {
    expect(CLASS_KIND_OF).toEqual({ baseline: 'baseline', 'after-practice': 'post', again: 'post', delayed: 'delayed' });
  });

  it('passes the contract’s schema for every check the site can finish', () => {
    fc.assert(
      fc.property(checkRecord, (record) => {
        const built = checkRecordOf(record);
        const parsed = pupilRecordSchema.safeParse(built);
        expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
        expect(built.kind).toBe(CLASS_KIND_OF[record.kind]);
        expect(built.fallacious + built.sound).toBe(record.answers.length);
      }),
    );
  });

  it('carries the check’s own scores, and the same id however often it is built', () => {
    fc.assert(
      fc.property(checkRecord, (record) => {
        const score = scoreCheck(record.answers);
        const built = checkRecordOf(record);
        expect(built).toMatchObject({ auc: score.auc, se: score.se, c: score.criterion, hits: score.hits, falseAlarms: score.nSound - score.correctRejections });
        expect(built.confusions).toEqual(score.confusions);
        expect(checkRecordOf(record).id).toBe(built.id);
        expect(new Date(built.completedAt).getTime()).toBe(record.completedAt);
      }),
    );
  });

  it('tallies each fallacy: missed = fallacious − hits, over-called = false alarms', () => {
    const answers: CheckAnswer[] = [
      { itemId: 'a-f', verdict: 'fallacious', fallacyId: 'straw-man', rating: 6 },
      { itemId: 'b-f', verdict: 'fallacious', fallacyId: 'straw-man', rating: 2 },
      { itemId: 'a-s', verdict: 'sound', fallacyId: 'straw-man', rating: 4 },
      { itemId: 'c-s', verdict: 'sound', fallacyId: 'post-hoc', rating: 3 },
    ];
    const built = checkRecordOf({ kind: 'again', form: 1, completedAt: Date.UTC(2026, 10, 27, 9), answers });
    expect(built.byFallacy).toEqual({
      'straw-man': { fallacious: 2, hits: 1, sound: 1, falseAlarms: 1 },
      'post-hoc': { fallacious: 0, hits: 0, sound: 1, falseAlarms: 0 },
    });
    expect(built).toMatchObject({ id: 'check-1795770000000', kind: 'post', completedAt: '2026-11-27T09:00:00.000Z', fallacious: 2, sound: 2, hits: 1, falseAlarms: 1 });
  });
});

const verdict = fc.constantFrom<'sound' | 'fallacious'>('sound', 'fallacious');

describe('a practice round as its class record', () => {
  it('passes the contract’s schema for every round with answers, and adds up', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ fallacyId: fallacy, verdict, answer: verdict }), { minLength: 1, maxLength: 100 }), fc.nat(), (items, at) => {
        const built = practiceRecordOf(items, at)!;
        expect(pupilRecordSchema.safeParse(built).success).toBe(true);
        expect(built.hits).toBe(items.filter((i) => i.verdict === 'fallacious' && i.answer === 'fallacious').length);
        expect(built.falseAlarms).toBe(items.filter((i) => i.verdict === 'sound' && i.answer === 'fallacious').length);
      }),
    );
  });
  it('sends nothing for a round without answers', () => {
    expect(practiceRecordOf([], 1)).toBeNull();
  });
});

describe('a review session as its class record', () => {
  it('passes the contract’s schema, counting device cards in the totals only', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ fallacyId: fc.option(fallacy, { nil: null }), correct: fc.boolean() }), { minLength: 1, maxLength: 100 }), fc.nat(), (cards, at) => {
        const built = reviewRecordOf(cards, at)!;
        expect(pupilRecordSchema.safeParse(built).success).toBe(true);
        expect(built.answered).toBe(cards.length);
        const perFallacy = Object.values(built.byFallacy).reduce((n, t) => n + t.answered, 0);
        expect(perFallacy).toBe(cards.filter((c) => c.fallacyId).length);
      }),
    );
  });
  it('takes a session’s first answers from the review log, re-asks and earlier sessions left out', () => {
    const log = [
      { c: 'fallacy:post-hoc:spot', t: 5, ok: true },
      { c: 'fallacy:straw-man:twin', t: 10, ok: false },
      { c: 'device:Loaded Language', t: 11, ok: true },
      { c: 'fallacy:straw-man:twin', t: 12, ok: true, re: true },
    ];
    expect(reviewedSince(log, 10)).toEqual([
      { fallacyId: 'straw-man', correct: false },
      { fallacyId: null, correct: true },
    ]);
  });
  it('sends nothing for a session without answers', () => {
    expect(reviewRecordOf([], 1)).toBeNull();
  });
});

describe('record ids', () => {
  it('fit the contract’s pattern for any moment', () => {
    fc.assert(fc.property(fc.constantFrom('check', 'practice', 'review' as const), fc.nat(), (type, at) => /^[A-Za-z0-9_-]{8,64}$/.test(recordIdOf(type, at))));
  });
});

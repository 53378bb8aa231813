import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FALLACY_IDS, type FallacyId } from '@/content/schema';
import { pairIdOf, type DiscernmentItem, type MinimalPair } from '@/content/discernment';
import {
  DAY_MS,
  FORM_FALLACIOUS,
  FORM_SOUND,
  PRACTICE_LENGTH,
  PRACTICE_SOUND,
  assembleForms,
  buildPracticeRound,
  compareChecks,
  delayedCheckDue,
  nextCheckKind,
  nextForm,
  scoreCheck,
  scorePractice,
  whyBody,
  seededRng,
  type CheckAnswer,
  type CheckRecord,
  type Rating,
} from './check';

const review = { readers: 3, agreed: 3, batch: 'test' };
function item(pairId: string, fallacyId: FallacyId, verdict: 'sound' | 'fallacious'): DiscernmentItem {
  return { id: `${pairId}-${verdict[0]}`, fallacyId, verdict, text: `${pairId} ${verdict}`, why: 'because', review };
}
/** `perFallacy` pairs for each of the 13 fallacies. */
function makePairs(perFallacy: number): MinimalPair[] {
  return FALLACY_IDS.flatMap((f) =>
    Array.from({ length: perFallacy }, (_, i) => {
      const id = `${f}-${i + 1}`;
      return { id, fallacyId: f, fallacious: item(id, f, 'fallacious'), sound: item(id, f, 'sound') };
    }),
  );
}

describe('assembleForms', () => {
  for (const perFallacy of [3, 4]) {
    it(`puts 12 fallacious and 12 sound items on each form, never both members of a pair on one (${perFallacy} pairs per fallacy)`, () => {
      for (let seed = 1; seed <= 40; seed += 1) {
        const forms = assembleForms(makePairs(perFallacy), seed);
        for (const form of forms) {
          expect(form.filter((i) => i.verdict === 'fallacious')).toHaveLength(FORM_FALLACIOUS);
          expect(form.filter((i) => i.verdict === 'sound')).toHaveLength(FORM_SOUND);
          const pairIds = form.map((i) => pairIdOf(i.id));
          expect(new Set(pairIds).size).toBe(pairIds.length);
          // The fallacious items of a form cover 12 different fallacies.
          expect(new Set(form.filter((i) => i.verdict === 'fallacious').map((i) => i.fallacyId)).size).toBe(12);
        }
        // The second form holds the twins of the first: same topics, verdicts swapped.
        const firstIds = new Set(forms[0].map((i) => i.id));
        for (const i of forms[1]) expect(firstIds.has(i.id)).toBe(false);
        expect(new Set(forms[1].map((i) => pairIdOf(i.id)))).toEqual(new Set(forms[0].map((i) => pairIdOf(i.id))));
      }
    });
  }

  it('gives the same forms for the same seed and different ones for another', () => {
    const pairs = makePairs(4);
    const ids = (seed: number) => assembleForms(pairs, seed).map((f) => f.map((i) => i.id));
    expect(ids(42)).toEqual(ids(42));
    expect(ids(42)).not.toEqual(ids(43));
  });

  it('refuses a bank too small for two forms', () => {
    expect(() => assembleForms(makePairs(1), 1)).toThrow(/24 pairs needed/);
  });
});

function answersFor(ratings: { fallacious: Rating[]; sound: Rating[] }): CheckAnswer[] {
  return [
    ...ratings.fallacious.map((rating, i) => ({ itemId: `f${i}`, verdict: 'fallacious' as const, fallacyId: FALLACY_IDS[i % 13]!, rating })),
    ...ratings.sound.map((rating, i) => ({ itemId: `s${i}`, verdict: 'sound' as const, fallacyId: FALLACY_IDS[i % 13]!, rating })),
  ];
}
const twelve = (r: Rating) => Array<Rating>(12).fill(r);

describe('scoreCheck', () => {
  it('calls "fallacious to everything" what it is: full detection, no acceptance, strongly over-suspicious, no discernment', () => {
    const s = scoreCheck(answersFor({ fallacious: twelve(6), sound: twelve(6) }));
    expect(s.detection).toBe(1);
    expect(s.acceptance).toBe(0);
    expect(s.auc).toBe(0.5);
    expect(s.discernment.level).toBe('none');
    expect(s.dPrime).toBeCloseTo(0, 10);
    expect(s.criterion).toBeCloseTo(-1.768825, 5);
    expect(s.bias.level).toBe('strongly-suspicious');
    expect(s.band.low).toBeLessThan(0.5);
    expect(s.band.high).toBeGreaterThan(0.5);
  });

  it('rewards telling the kinds apart, and reads a trusting learner as trusting', () => {
    const sharp = scoreCheck(answersFor({ fallacious: twelve(5), sound: twelve(2) }));
    expect(sharp.auc).toBe(1);
    expect(sharp.discernment.level).toBe('sharp');
    expect(sharp.bias.level).toBe('balanced');
    const trusting = scoreCheck(answersFor({ fallacious: [...twelve(4).slice(0, 4), ...twelve(3).slice(0, 8)], sound: twelve(2) }));
    expect(trusting.hits).toBe(4);
    expect(trusting.acceptance).toBe(1);
    expect(trusting.criterion).toBeGreaterThan(0.3);
    expect(['trusting', 'strongly-trusting']).toContain(trusting.bias.level);
  });

  it('says so when sound arguments looked worse than fallacious ones', () => {
    const s = scoreCheck(answersFor({ fallacious: twelve(2), sound: twelve(5) }));
    expect(s.auc).toBe(0);
    expect(s.discernment.label).toBe('Worse than a coin toss');
  });

  it('uses the ratings, not only the verdicts, for discernment', () => {
    // Every answer says "fallacious", but the fallacious ones more firmly: some discernment.
    const s = scoreCheck(answersFor({ fallacious: twelve(6), sound: twelve(4) }));
    expect(s.auc).toBe(1);
    expect(s.acceptance).toBe(0);
  });

  it('scores "Which fallacy?" separately and lists confusions, most frequent first', () => {
    const answers: CheckAnswer[] = [
      { itemId: 'a', verdict: 'fallacious', fallacyId: 'straw-man', rating: 6, named: 'straw-man' },
      { itemId: 'b', verdict: 'fallacious', fallacyId: 'tu-quoque', rating: 5, named: 'ad-hominem' },
      { itemId: 'c', verdict: 'fallacious', fallacyId: 'tu-quoque', rating: 5, named: 'ad-hominem' },
      { itemId: 'd', verdict: 'fallacious', fallacyId: 'post-hoc', rating: 4, named: 'slippery-slope' },
      { itemId: 'e', verdict: 'fallacious', fallacyId: 'red-herring', rating: 6, named: null },
      // Rated sound: a name given earlier does not count.
      { itemId: 'f', verdict: 'fallacious', fallacyId: 'red-herring', rating: 2, named: 'straw-man' },
      { itemId: 'g', verdict: 'sound', fallacyId: 'red-herring', rating: 1 },
    ];
    const s = scoreCheck(answers);
    // Ad Hominem on a tu quoque names the genus: right, not a mix-up (src/lib/game/fallacyFamily.ts).
    expect(s.naming).toEqual({ correct: 3, answered: 4 });
    expect(s.confusions).toEqual([{ actual: 'post-hoc', chosen: 'slippery-slope', count: 1 }]);
    // The rule does not turn round: Tu Quoque on an ad hominem is a mix-up.
    const reversed = scoreCheck([...answers, { itemId: 'h', verdict: 'fallacious', fallacyId: 'ad-hominem', rating: 6, named: 'tu-quoque' }]);
    expect(reversed.confusions).toContainEqual({ actual: 'ad-hominem', chosen: 'tu-quoque', count: 1 });
  });
});

/** `n` of the twelve rated `a`, the rest `b`. */
const split = (n: number, a: Rating, b: Rating): Rating[] => [...Array<Rating>(n).fill(a), ...Array<Rating>(12 - n).fill(b)];

describe('what a check names', () => {
  it('names the fallacies missed and the ones over-called, most often first', () => {
    const answers: CheckAnswer[] = [
      { itemId: 'a', verdict: 'fallacious', fallacyId: 'straw-man', rating: 2 },
      { itemId: 'b', verdict: 'fallacious', fallacyId: 'post-hoc', rating: 1 },
      { itemId: 'c', verdict: 'fallacious', fallacyId: 'post-hoc', rating: 3 },
      { itemId: 'd', verdict: 'fallacious', fallacyId: 'red-herring', rating: 6 },
      { itemId: 'e', verdict: 'sound', fallacyId: 'appeal-to-authority', rating: 5 },
      { itemId: 'f', verdict: 'sound', fallacyId: 'tu-quoque', rating: 1 },
    ];
    const s = scoreCheck(answers);
    expect(s.missed).toEqual(['post-hoc', 'straw-man']);
    expect(s.overCalled).toEqual(['appeal-to-authority']);
  });

  it('builds a targeted practice round from those fallacies first', () => {
    const round = buildPracticeRound(makePairs(4), [], seededRng(3), ['post-hoc', 'straw-man']);
    expect(round).toHaveLength(PRACTICE_LENGTH);
    expect(round.filter((i) => i.fallacyId === 'post-hoc' || i.fallacyId === 'straw-man')).toHaveLength(8);
  });
});

describe('compareChecks', () => {
  const baseline = scoreCheck(answersFor({ fallacious: split(8, 5, 2), sound: split(8, 2, 5) }));

  it('warns "more suspicious, not sharper" for a real shift of criterion with flat discernment', () => {
    // The same ordering of ratings, every one moved towards "fallacious": 12/12 caught, 0/12 accepted.
    const later = scoreCheck(answersFor({ fallacious: split(8, 6, 4), sound: split(8, 4, 6) }));
    expect(later.auc).toBeCloseTo(baseline.auc, 10);
    const c = compareChecks(baseline, later);
    expect(c.discernment).toBe('no-sure-change');
    expect(baseline.criterion - later.criterion).toBeGreaterThanOrEqual(0.3);
    expect(c.note).toBe('suspicious-not-sharper');
  });

  it('gives the worked case no over-suspicion warning: 3/12 caught, 12/12 accepted, then 12/12 and 11/12', () => {
    // Baseline: everything "maybe sound" except three fallacies at "maybe fallacious" (AUC 0.625).
    const before = scoreCheck(answersFor({ fallacious: split(3, 4, 3), sound: twelve(3) }));
    const after = scoreCheck(answersFor({ fallacious: twelve(6), sound: split(11, 1, 4) }));
    expect([before.hits, before.correctRejections, after.hits, after.correctRejections]).toEqual([3, 12, 12, 11]);
    expect(before.auc).toBeCloseTo(0.625, 10);
    expect(after.auc).toBe(1);
    const c = compareChecks(before, after);
    expect(c.discernment).toBe('up');
    expect(c.note).not.toBe('suspicious-not-sharper');
    // The line did move towards "fallacy", and the rise is sure: say both.
    expect(c.note).toBe('sharper-and-quicker');
  });

  it('stays quiet about bias when the line did not move towards "fallacy"', () => {
    const later = scoreCheck(answersFor({ fallacious: twelve(6), sound: twelve(1) }));
    const c = compareChecks(baseline, later);
    expect(c.note).toBeNull();
    expect(c.discernment).toBe('up');
  });

  it('tests the difference, not the overlap: overlapping bands can still be a sure change', () => {
    const before = scoreCheck(answersFor({ fallacious: split(7, 5, 2), sound: split(7, 2, 5) }));
    const after = scoreCheck(answersFor({ fallacious: split(11, 5, 2), sound: split(11, 2, 5) }));
    expect(after.band.low).toBeLessThan(before.band.high);
    const c = compareChecks(before, after);
    expect(c.z).toBeCloseTo((after.auc - before.auc) / Math.sqrt(before.se ** 2 + after.se ** 2), 12);
    expect(c.z).toBeGreaterThanOrEqual(1.96);
    expect(c.discernment).toBe('up');
  });

  it('calls a small change "no change big enough to be sure of"', () => {
    const later = scoreCheck(answersFor({ fallacious: split(9, 5, 2), sound: split(8, 2, 5) }));
    expect(compareChecks(baseline, later).discernment).toBe('no-sure-change');
  });

  it('says a retake within a day measures strategy', () => {
    expect(compareChecks(baseline, baseline, DAY_MS - 1).sameDay).toBe(true);
    expect(compareChecks(baseline, baseline, DAY_MS).sameDay).toBe(false);
  });

  it('is "up" exactly when the swapped comparison is "down", and warns only without a sure rise (any ratings)', () => {
    const ratings = fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 12, maxLength: 12 }) as fc.Arbitrary<Rating[]>;
    const check = fc.record({ fallacious: ratings, sound: ratings }).map((r) => scoreCheck(answersFor(r)));
    fc.assert(
      fc.property(check, check, (a, b) => {
        const ab = compareChecks(a, b);
        const ba = compareChecks(b, a);
        expect(ab.discernment === 'up').toBe(ba.discernment === 'down');
        if (ab.note === 'suspicious-not-sharper') expect(ab.discernment).not.toBe('up');
        if (ab.note !== null) expect(a.criterion - b.criterion).toBeGreaterThanOrEqual(0.3);
        if (ab.discernment === 'up' && a.criterion - b.criterion >= 0.3) expect(ab.note).toBe('sharper-and-quicker');
      }),
    );
  });
});

describe('"worse than a coin toss"', () => {
  it('is said only when the whole band is under 50', () => {
    // AUC 0.33 on 12 + 12: the band reaches past 50, so it is "no discernment yet"; at 0.25 it does not.
    const weak = scoreCheck(answersFor({ fallacious: split(4, 5, 2), sound: split(4, 2, 5) }));
    expect(scoreCheck(answersFor({ fallacious: split(3, 5, 2), sound: split(3, 2, 5) })).discernment.level).toBe('reversed');
    expect(weak.auc).toBeLessThan(0.4);
    expect(weak.band.high).toBeGreaterThanOrEqual(0.5);
    expect(weak.discernment.level).toBe('none');
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 12, maxLength: 12 }), fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 12, maxLength: 12 }), (f, s) => {
        const score = scoreCheck(answersFor({ fallacious: f as Rating[], sound: s as Rating[] }));
        expect(score.discernment.level === 'reversed').toBe(score.band.high < 0.5);
      }),
    );
  });
});

describe('the sequence of checks', () => {
  const record = (completedAt: number, form: 0 | 1): CheckRecord => ({ kind: 'baseline', form, completedAt, answers: [] });
  const t0 = Date.UTC(2026, 0, 1);
  it('starts with a baseline, alternates forms, and is delayed after 7 days', () => {
    expect(nextCheckKind([], 0, t0)).toBe('baseline');
    expect(nextForm([])).toBe(0);
    expect(nextForm([record(t0, 0)])).toBe(1);
    expect(nextForm([record(t0, 0), record(t0, 1)])).toBe(0);
    expect(nextCheckKind([record(t0, 0)], 12, t0 + DAY_MS)).toBe('after-practice');
    expect(nextCheckKind([record(t0, 0)], 0, t0 + DAY_MS)).toBe('again');
    expect(delayedCheckDue([record(t0, 0)], t0 + 7 * DAY_MS - 1)).toBe(false);
    expect(delayedCheckDue([record(t0, 0)], t0 + 7 * DAY_MS)).toBe(true);
    expect(nextCheckKind([record(t0, 0)], 12, t0 + 7 * DAY_MS)).toBe('delayed');
    expect(delayedCheckDue([], t0 + 70 * DAY_MS)).toBe(false);
  });
});

describe('practice', () => {
  it('builds a round of 12 with a third sound, from different pairs, avoiding recent items', () => {
    const pairs = makePairs(4);
    const recent = pairs.slice(0, 12).map((p) => ({ itemId: p.fallacious.id, verdict: 'fallacious' as const, answer: 'fallacious' as const, at: 0 }));
    const round = buildPracticeRound(pairs, recent, seededRng(7));
    expect(round).toHaveLength(PRACTICE_LENGTH);
    expect(round.filter((i) => i.verdict === 'sound')).toHaveLength(PRACTICE_SOUND);
    expect(new Set(round.map((i) => pairIdOf(i.id))).size).toBe(PRACTICE_LENGTH);
    const avoided = new Set(pairs.slice(0, 12).map((p) => p.id));
    expect(round.filter((i) => avoided.has(pairIdOf(i.id)))).toEqual([]);
  });

  it("scores on the check's scale, where 50 is chance: calling everything a fallacy scores 50", () => {
    const items = [...Array(8).fill('fallacious'), ...Array(4).fill('sound')] as ('sound' | 'fallacious')[];
    expect(scorePractice(items.map((verdict) => ({ verdict, answer: 'fallacious' }))).points).toBe(50);
    expect(scorePractice(items.map((verdict) => ({ verdict, answer: 'sound' }))).points).toBe(50);
    expect(scorePractice(items.map((verdict) => ({ verdict, answer: verdict }))).points).toBe(100);
    expect(scorePractice(items.map((verdict) => ({ verdict, answer: verdict === 'sound' ? 'fallacious' : 'sound' }))).points).toBe(0);
    // 6 of 8 fallacious and 3 of 4 sound: ½ (0.75 + 0.75) × 100.
    const mixed = items.map((verdict, i) => ({ verdict, answer: i === 0 || i === 1 || i === 8 ? (verdict === 'sound' ? 'fallacious' : 'sound') : verdict }) as const);
    expect(scorePractice(mixed)).toEqual({ fallacious: { right: 6, of: 8 }, sound: { right: 3, of: 4 }, points: 75 });
    expect(scorePractice(items.filter((v) => v === 'sound').map((verdict) => ({ verdict, answer: verdict }))).points).toBeNull();
  });

  it('gives any answers that ignore the argument 50 (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 11 }), fc.constantFrom('sound', 'fallacious'), (nSound, answer) => {
        const items = [...Array(12 - nSound).fill('fallacious'), ...Array(nSound).fill('sound')] as ('sound' | 'fallacious')[];
        expect(scorePractice(items.map((verdict) => ({ verdict, answer: answer as 'sound' | 'fallacious' }))).points).toBe(50);
      }),
    );
  });
});

describe('whyBody', () => {
  it('drops the opening label of a why', () => {
    expect(whyBody('Fine. The claim rests on evidence.')).toBe('The claim rests on evidence.');
    expect(whyBody('Appeal to Authority. Being a surgeon is not being a sommelier.')).toBe('Being a surgeon is not being a sommelier.');
  });
});

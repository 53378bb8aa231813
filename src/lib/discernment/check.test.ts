import { describe, expect, it } from 'vitest';
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

describe('compareChecks', () => {
  const baseline = scoreCheck(answersFor({ fallacious: [...twelve(5).slice(0, 8), ...twelve(2).slice(0, 4)], sound: [...twelve(2).slice(0, 8), ...twelve(5).slice(0, 4)] }));
  it('warns when detection rose but acceptance fell', () => {
    const later = scoreCheck(answersFor({ fallacious: twelve(6), sound: [...twelve(2).slice(0, 4), ...twelve(6).slice(0, 8)] }));
    const c = compareChecks(baseline, later);
    expect(c).toMatchObject({ detectionRose: true, acceptanceFell: true, suspiciousNotSharper: true });
  });
  it('does not warn when both improved, and says when the gain is beyond the noise', () => {
    const later = scoreCheck(answersFor({ fallacious: twelve(6), sound: twelve(1) }));
    const c = compareChecks(baseline, later);
    expect(c.suspiciousNotSharper).toBe(false);
    expect(c.discernment).toBe('up');
  });
  it('calls a small change noise', () => {
    const later = scoreCheck(answersFor({ fallacious: [...twelve(5).slice(0, 9), ...twelve(2).slice(0, 3)], sound: [...twelve(2).slice(0, 8), ...twelve(5).slice(0, 4)] }));
    expect(compareChecks(baseline, later).discernment).toBe('within-noise');
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

  it('scores on discernment: calling everything a fallacy scores 0', () => {
    const items = [...Array(8).fill('fallacious'), ...Array(4).fill('sound')] as ('sound' | 'fallacious')[];
    expect(scorePractice(items.map((verdict) => ({ verdict, answer: 'fallacious' }))).points).toBe(0);
    expect(scorePractice(items.map((verdict) => ({ verdict, answer: 'sound' }))).points).toBe(0);
    expect(scorePractice(items.map((verdict) => ({ verdict, answer: verdict }))).points).toBe(100);
    // 6 of 8 fallacious and 3 of 4 sound: (0.75 + 0.75 − 1) × 100.
    const mixed = items.map((verdict, i) => ({ verdict, answer: i === 0 || i === 1 || i === 8 ? (verdict === 'sound' ? 'fallacious' : 'sound') : verdict }) as const);
    expect(scorePractice(mixed)).toEqual({ fallacious: { right: 6, of: 8 }, sound: { right: 3, of: 4 }, points: 50 });
  });
});

describe('whyBody', () => {
  it('drops the opening label of a why', () => {
    expect(whyBody('Fine. The claim rests on evidence.')).toBe('The claim rests on evidence.');
    expect(whyBody('Appeal to Authority. Being a surgeon is not being a sommelier.')).toBe('Being a surgeon is not being a sommelier.');
  });
});

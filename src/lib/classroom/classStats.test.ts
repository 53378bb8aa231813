import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classChange, meanWithInterval, pairsFor, pupilChange, tCritical, type CheckScores, type PupilPair } from './classStats';

const s = (auc: number, se = 0.1, c = 0): CheckScores => ({ auc, se, c });
const pair = (id: string, baseline: CheckScores, later: CheckScores): PupilPair => ({ id, baseline, later });

describe('the t quantile', () => {
  it('matches the printed tables', () => {
    expect(tCritical(1)).toBeCloseTo(12.7062, 4);
    expect(tCritical(4)).toBeCloseTo(2.776445, 5);
    expect(tCritical(29)).toBeCloseTo(2.04523, 5);
    expect(tCritical(10_000)).toBeCloseTo(1.96, 2);
    expect(tCritical(9, 0.9)).toBeCloseTo(1.833113, 5);
  });
  it('refuses degrees of freedom that are not a positive whole number', () => {
    expect(() => tCritical(0)).toThrow(RangeError);
    expect(() => tCritical(2.5)).toThrow(RangeError);
  });
});

describe('one pupil’s change', () => {
  it('tests the difference against both standard errors', () => {
    // 0.2 / √(0.05² + 0.05²) = 2.828: a sure rise. 0.2 / √(0.1² + 0.1²) = 1.414: not sure.
    const sure = pupilChange(pair('a', s(0.6, 0.05), s(0.8, 0.05)));
    expect(sure.dAuc).toBeCloseTo(0.2, 12);
    expect(sure.z).toBeCloseTo(2.828427, 5);
    expect(sure.sureRise).toBe(true);
    const unsure = pupilChange(pair('b', s(0.6), s(0.8)));
    expect(unsure.z).toBeCloseTo(1.414214, 5);
    expect(unsure.sureRise).toBe(false);
    expect(unsure.sureFall).toBe(false);
    expect(pupilChange(pair('c', s(0.8, 0.05), s(0.6, 0.05))).sureFall).toBe(true);
  });
  it('calls a fall in c of 0.3 or more "more suspicious", a rise of as much "more trusting"', () => {
    expect(pupilChange(pair('a', s(0.7, 0.1, 0.1), s(0.7, 0.1, -0.2))).moreSuspicious).toBe(true);
    expect(pupilChange(pair('a', s(0.7, 0.1, 0.1), s(0.7, 0.1, -0.1))).moreSuspicious).toBe(false);
    expect(pupilChange(pair('a', s(0.7, 0.1, -0.5), s(0.7, 0.1, 0))).moreTrusting).toBe(true);
  });
  it('is antisymmetric: swapping the checks negates the change and its z', () => {
    const score = fc.record({ auc: fc.double({ min: 0, max: 1, noNaN: true }), se: fc.double({ min: 0.01, max: 0.3, noNaN: true }), c: fc.double({ min: -2, max: 2, noNaN: true }) });
    fc.assert(
      fc.property(score, score, (a, b) => {
        const forth = pupilChange(pair('x', a, b));
        const back = pupilChange(pair('x', b, a));
        expect(back.dAuc).toBeCloseTo(-forth.dAuc, 12);
        expect(back.z).toBeCloseTo(-forth.z, 9);
        expect(back.sureRise).toBe(forth.sureFall);
      }),
    );
  });
});

describe('the mean with its t-interval', () => {
  it('computes a hand-worked case', () => {
    // Changes 0.1, 0.2, 0, 0.1, 0.1: mean 0.1, SD √(0.02 / 4) = 0.0707107, SE 0.0316228,
    // t(0.975, 4) = 2.776445, half-width 0.0877990.
    const m = meanWithInterval([0.1, 0.2, 0, 0.1, 0.1]);
    expect(m.mean).toBeCloseTo(0.1, 12);
    expect(m.sd).toBeCloseTo(0.0707107, 6);
    expect(m.low).toBeCloseTo(0.0122010, 6);
    expect(m.high).toBeCloseTo(0.1877990, 6);
  });
  it('holds the mean in the middle and moves with the data', () => {
    const values = fc.array(fc.double({ min: -1, max: 1, noNaN: true }), { minLength: 2, maxLength: 40 });
    fc.assert(
      fc.property(values, fc.double({ min: -1, max: 1, noNaN: true }), (vs, k) => {
        const m = meanWithInterval(vs);
        expect(m.low).toBeLessThanOrEqual(m.mean + 1e-12);
        expect(m.high).toBeGreaterThanOrEqual(m.mean - 1e-12);
        expect(m.mean - m.low).toBeCloseTo(m.high - m.mean, 9);
        const shifted = meanWithInterval(vs.map((v) => v + k));
        expect(shifted.low).toBeCloseTo(m.low + k, 9);
        expect(shifted.high).toBeCloseTo(m.high + k, 9);
      }),
    );
  });
  it('needs two values', () => {
    expect(() => meanWithInterval([0.1])).toThrow(RangeError);
  });
});

describe('a class’s change', () => {
  it('is "sharper" when the interval of the mean AUC change is above zero, with the share of sure rises', () => {
    const result = classChange([
      pair('a', s(0.6), s(0.7)),
      pair('b', s(0.6, 0.05), s(0.8, 0.05)),
      pair('c', s(0.6), s(0.6)),
      pair('d', s(0.6), s(0.7)),
      pair('e', s(0.6), s(0.7)),
    ]);
    expect(result.enough).toBe(true);
    if (!result.enough) return;
    expect(result.n).toBe(5);
    expect(result.auc.mean).toBeCloseTo(0.1, 12);
    expect(result.auc.low).toBeCloseTo(0.0122010, 6);
    expect(result.auc.high).toBeCloseTo(0.1877990, 6);
    expect(result.shareSureRise).toBeCloseTo(0.2, 12);
    expect(result.c).toEqual({ mean: 0, sd: 0, low: 0, high: 0 });
    expect(result.verdict).toBe('sharper');
  });

  it('is "more suspicious" when c fell surely and by at least 0.3 while the AUC did not rise', () => {
    // Changes in c: −0.4, −0.5, −0.3, −0.6, −0.2: mean −0.4, SD √(0.1 / 4) = 0.158114, SE 0.0707107,
    // interval −0.4 ± 2.776445 × 0.0707107 = [−0.5963244, −0.2036756].
    const dAuc = [0.05, -0.05, 0, 0.1, -0.1];
    const dC = [-0.4, -0.5, -0.3, -0.6, -0.2];
    const result = classChange(dAuc.map((d, i) => pair(`p${i}`, s(0.6, 0.1, 0), s(0.6 + d, 0.1, dC[i]))));
    if (!result.enough) throw new Error('expected a class interval');
    expect(result.auc.mean).toBeCloseTo(0, 12);
    expect(result.auc.low).toBeLessThan(0);
    expect(result.c.mean).toBeCloseTo(-0.4, 12);
    expect(result.c.low).toBeCloseTo(-0.5963244, 6);
    expect(result.c.high).toBeCloseTo(-0.2036756, 6);
    expect(result.shareMoreSuspicious).toBeCloseTo(0.8, 12);
    expect(result.verdict).toBe('more-suspicious');
  });

  it('says both when the class is sharper and more suspicious', () => {
    const dC = [-0.4, -0.5, -0.3, -0.6, -0.2];
    const result = classChange([0.1, 0.2, 0, 0.1, 0.1].map((d, i) => pair(`p${i}`, s(0.6, 0.1, 0), s(0.6 + d, 0.1, dC[i]))));
    expect(result.enough && result.verdict).toBe('sharper-and-more-suspicious');
  });

  it('does not call a sure but small fall in c "more suspicious"', () => {
    const dC = [-0.1, -0.11, -0.09, -0.1, -0.1];
    const result = classChange(dC.map((d, i) => pair(`p${i}`, s(0.6, 0.1, 0), s(0.6, 0.1, d))));
    if (!result.enough) throw new Error('expected a class interval');
    expect(result.c.high).toBeLessThan(0);
    expect(result.verdict).toBe('neither-yet');
  });

  it('gives fewer than 5 pupils their own changes only, with no class interval', () => {
    const result = classChange([pair('a', s(0.5), s(0.9)), pair('b', s(0.5), s(0.9)), pair('c', s(0.5), s(0.9)), pair('d', s(0.5), s(0.9))]);
    expect(result).toEqual({ enough: false, n: 4, pupils: expect.any(Array) });
    expect(result.pupils.map((p) => p.id)).toEqual(['a', 'b', 'c', 'd']);
    expect('auc' in result).toBe(false);
  });

  it('is "sharper" exactly when the lower end is above zero, and has an interval exactly from 5 pupils', () => {
    const score = fc.record({ auc: fc.double({ min: 0.3, max: 1, noNaN: true }), se: fc.double({ min: 0.02, max: 0.2, noNaN: true }), c: fc.double({ min: -1.5, max: 1.5, noNaN: true }) });
    fc.assert(
      fc.property(fc.array(fc.tuple(score, score), { maxLength: 12 }), (rows) => {
        const result = classChange(rows.map(([a, b], i) => pair(String(i), a, b)));
        expect(result.enough).toBe(rows.length >= 5);
        if (result.enough) expect(result.verdict === 'sharper' || result.verdict === 'sharper-and-more-suspicious').toBe(result.auc.low > 0);
      }),
    );
  });
});

describe('pairing each pupil’s checks', () => {
  const at = (day: number) => new Date(Date.UTC(2026, 10, day)).toISOString();
  it('takes the first baseline and the latest later check after it, and leaves out pupils without both', () => {
    const pairs = pairsFor(
      [
        {
          id: 'a',
          checks: [
            { kind: 'post', completedAt: at(1), auc: 0.1, se: 0.1, c: 0 },
            { kind: 'baseline', completedAt: at(2), auc: 0.6, se: 0.1, c: 0 },
            { kind: 'baseline', completedAt: at(3), auc: 0.65, se: 0.1, c: 0 },
            { kind: 'post', completedAt: at(5), auc: 0.8, se: 0.1, c: -0.2 },
            { kind: 'post', completedAt: at(4), auc: 0.7, se: 0.1, c: 0 },
            { kind: 'delayed', completedAt: at(12), auc: 0.75, se: 0.1, c: 0 },
          ],
        },
        { id: 'b', checks: [{ kind: 'baseline', completedAt: at(2), auc: 0.6, se: 0.1, c: 0 }] },
        { id: 'c', checks: [{ kind: 'post', completedAt: at(2), auc: 0.6, se: 0.1, c: 0 }] },
      ],
      'post',
    );
    expect(pairs).toEqual([{ id: 'a', baseline: { auc: 0.6, se: 0.1, c: 0 }, later: { auc: 0.8, se: 0.1, c: -0.2 } }]);
  });
});

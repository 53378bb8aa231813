import { describe, expect, it } from 'vitest';
import { aucInterval, inverseNormal, ratingAuc, signalDetection } from './stats';

describe('inverseNormal', () => {
  it('matches the standard normal quantiles to 5 decimals', () => {
    expect(inverseNormal(0.975)).toBeCloseTo(1.959964, 5);
    expect(inverseNormal(0.1)).toBeCloseTo(-1.281552, 5);
    expect(inverseNormal(0.5)).toBeCloseTo(0, 10);
    expect(inverseNormal(0.025)).toBeCloseTo(-1.959964, 5);
    // The tails use a different branch of the approximation.
    expect(inverseNormal(0.001)).toBeCloseTo(-3.090232, 5);
    expect(inverseNormal(0.999)).toBeCloseTo(3.090232, 5);
    expect(inverseNormal(0.84134474)).toBeCloseTo(1, 5);
  });

  it('is infinite at 0 and 1 and refuses probabilities outside them', () => {
    expect(inverseNormal(0)).toBe(-Infinity);
    expect(inverseNormal(1)).toBe(Infinity);
    expect(() => inverseNormal(1.2)).toThrow(RangeError);
    expect(() => inverseNormal(Number.NaN)).toThrow(RangeError);
  });
});

describe('signalDetection (log-linear correction)', () => {
  it('corrects the rates and computes d′ and c', () => {
    // 9 of 12 hits, 3 of 12 false alarms: H = 9.5/13, F = 3.5/13.
    const r = signalDetection({ hits: 9, signals: 12, falseAlarms: 3, noises: 12 });
    expect(r.hitRate).toBeCloseTo(9.5 / 13, 12);
    expect(r.falseAlarmRate).toBeCloseTo(3.5 / 13, 12);
    expect(r.dPrime).toBeCloseTo(2 * 0.615141, 5);
    expect(r.criterion).toBeCloseTo(0, 10);
  });

  it('stays finite at perfect and at all-fallacious answers', () => {
    const perfect = signalDetection({ hits: 12, signals: 12, falseAlarms: 0, noises: 12 });
    expect(perfect.dPrime).toBeCloseTo(2 * 1.768825, 5);
    expect(perfect.criterion).toBeCloseTo(0, 10);
    const everything = signalDetection({ hits: 12, signals: 12, falseAlarms: 12, noises: 12 });
    expect(everything.dPrime).toBeCloseTo(0, 10);
    // Saying "fallacious" to everything is the most liberal criterion possible: strongly negative.
    expect(everything.criterion).toBeCloseTo(-1.768825, 5);
    const nothing = signalDetection({ hits: 0, signals: 12, falseAlarms: 0, noises: 12 });
    expect(nothing.criterion).toBeCloseTo(1.768825, 5);
  });

  it('refuses impossible counts', () => {
    expect(() => signalDetection({ hits: 13, signals: 12, falseAlarms: 0, noises: 12 })).toThrow(RangeError);
    expect(() => signalDetection({ hits: 1, signals: 12, falseAlarms: -1, noises: 12 })).toThrow(RangeError);
  });
});

describe('ratingAuc (Mann–Whitney, ties half)', () => {
  it('is 1 when every fallacious item is rated above every sound one, 0 the other way round', () => {
    expect(ratingAuc([5, 6, 4], [1, 2, 3])).toBe(1);
    expect(ratingAuc([1, 2, 3], [4, 5, 6])).toBe(0);
  });

  it('counts ties as half', () => {
    expect(ratingAuc([6, 6, 6], [6, 6, 6])).toBe(0.5);
    // Pairs: (4,4) tie ½, (4,2) win, (5,4) win, (5,2) win → 3.5 / 4.
    expect(ratingAuc([4, 5], [4, 2])).toBeCloseTo(0.875, 12);
    // (3,3) ½ + (3,5) 0 + (1,3) 0 + (1,5) 0 → 0.5 / 4.
    expect(ratingAuc([3, 1], [3, 5])).toBeCloseTo(0.125, 12);
  });

  it('has no value without items of both kinds', () => {
    expect(ratingAuc([], [1])).toBeNull();
    expect(ratingAuc([1], [])).toBeNull();
  });
});

describe('aucInterval', () => {
  it('is a band around the estimate that narrows with more items and stays inside [0, 1]', () => {
    const small = aucInterval(0.8, 12, 12);
    const large = aucInterval(0.8, 120, 120);
    expect(small.low).toBeLessThan(0.8);
    expect(small.high).toBeGreaterThan(0.8);
    expect(large.high - large.low).toBeLessThan(small.high - small.low);
    const top = aucInterval(1, 12, 12);
    expect(top.high).toBe(1);
    // A perfect score on 24 items is not proof of perfection: the band still has width.
    expect(top.low).toBeLessThan(0.95);
    expect(aucInterval(0, 12, 12).low).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { randomIndex, sample, seededRng, shuffle } from './random';

describe('seeded randomness', () => {
  it('repeats itself for the same seed and differs for another', () => {
    const a = seededRng(42);
    const b = seededRng(42);
    const c = seededRng(43);
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    expect([c(), c(), c()]).not.toEqual(first);
  });

  it('stays in [0, 1)', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const rng = seededRng(seed);
        for (let i = 0; i < 20; i += 1) {
          const x = rng();
          expect(x).toBeGreaterThanOrEqual(0);
          expect(x).toBeLessThan(1);
        }
      }),
    );
  });

  it('gives indexes inside the range, even for an rng that returns its maximum', () => {
    expect(randomIndex(3, () => 1)).toBe(2);
    expect(randomIndex(3, () => 0)).toBe(0);
  });

  it('shuffles into a permutation, leaving the input alone', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer(), (items, seed) => {
        const copy = [...items];
        const out = shuffle(items, seededRng(seed));
        expect(items).toEqual(copy);
        expect([...out].sort()).toEqual([...items].sort());
      }),
    );
  });

  it('samples distinct items, no more than asked or available', () => {
    expect(sample([1, 2, 3, 4], 2, seededRng(1))).toHaveLength(2);
    expect(new Set(sample([1, 2, 3, 4], 4, seededRng(1))).size).toBe(4);
    expect(sample([1, 2], 5, seededRng(1))).toHaveLength(2);
    expect(sample([1, 2], -1, seededRng(1))).toEqual([]);
  });
});

/**
 * Seeded randomness for the games. Game rules take an `Rng` argument instead of calling
 * Math.random(), so a test (or a replay) gets the same picks from the same seed.
 */

/** A source of numbers in [0, 1), like Math.random. */
export type Rng = () => number;

/** mulberry32: a small, fast 32-bit generator; good enough to shuffle cards, not for secrets. */
export function seededRng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole number in [0, length). */
export function randomIndex(length: number, rng: Rng): number {
  return Math.min(length - 1, Math.floor(rng() * length));
}

/** A shuffled copy (Fisher–Yates); the input is left alone. */
export function shuffle<T>(items: readonly T[], rng: Rng): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = randomIndex(i + 1, rng);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** Up to `count` distinct items, in random order. */
export function sample<T>(items: readonly T[], count: number, rng: Rng): T[] {
  return shuffle(items, rng).slice(0, Math.max(0, count));
}

/** A fresh 32-bit seed. Only action creators' `prepare` callbacks call this, never a reducer. */
export function newSeed(): number {
  return Math.floor(Math.random() * 4294967296);
}

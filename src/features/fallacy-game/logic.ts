/**
 * The fallacy-identification game: a statement on the chalkboard, a grid
 * of every fallacy type, one answer per statement. Pure: no React, no Redux, no clock;
 * randomness comes in as an `rng`.
 */
import type { FallacyType, Statement } from '@/contract/fallacies';
import { sample, shuffle, type Rng } from '@/lib/game/random';

/** Statements in one game. The spec leaves the total open; ten fits a coffee break. */
export const STATEMENTS_PER_GAME = 10;
/** Correct answers (out of STATEMENTS_PER_GAME) for "Complete!"; fewer is "Over". */
export const COMPLETE_THRESHOLD = 7;

export const COMPLETE_TITLE = 'Complete!';
export const OVER_TITLE = 'Over';

/** Logged when GET /api/fallacies fails; the built-in types are used instead. */
export function fetchFailureMessage(statusText: string): string {
  return `Failed to fetch fallacy types: ${statusText}`;
}

/**
 * The buttons of the grid: the fetched types when there are any, else the built-in ones; and
 * a built-in type any playable statement needs is added, so every statement can be answered.
 * Sorted by name so a player can find a button by scanning.
 */
export function gridTypes(
  fetched: readonly FallacyType[] | undefined,
  builtIn: readonly FallacyType[],
  statements: readonly Statement[] = [],
): FallacyType[] {
  const base = fetched && fetched.length > 0 ? fetched : builtIn;
  const byId = new Map(base.map((type) => [type.id, type]));
  for (const statement of statements) {
    const extra = builtIn.find((type) => type.id === statement.fallacy_type_id);
    if (extra && !byId.has(extra.id)) byId.set(extra.id, extra);
  }
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** Statements whose fallacy is on the grid (an answerless statement is unplayable). */
export function playableStatements(statements: readonly Statement[], types: readonly FallacyType[]): Statement[] {
  const ids = new Set(types.map((type) => type.id));
  return statements.filter((statement) => ids.has(statement.fallacy_type_id));
}

/**
 * The statements of a new game: up to ten, at random, preferring ones not in `avoidIds` (the
 * previous game) so "Next" brings new material while the pool allows.
 */
export function drawStatements(
  pool: readonly Statement[],
  rng: Rng,
  avoidIds: readonly string[] = [],
  count: number = STATEMENTS_PER_GAME,
): Statement[] {
  const avoid = new Set(avoidIds);
  const fresh = pool.filter((s) => !avoid.has(s.id));
  const stale = pool.filter((s) => avoid.has(s.id));
  const picked = sample(fresh, count, rng);
  if (picked.length < count) picked.push(...sample(stale, count - picked.length, rng));
  return shuffle(picked, rng);
}

/**
 * The score a game of `total` statements needs: 7 of 10, scaled down (rounding up) when the
 * pool is too small to fill a game.
 */
export function completeThreshold(total: number): number {
  return Math.ceil((total * COMPLETE_THRESHOLD) / STATEMENTS_PER_GAME);
}

export function isCompleteScore(score: number, total: number): boolean {
  return total > 0 && score >= completeThreshold(total);
}

/** The end panel's title. */
export function endTitle(score: number, total: number): typeof COMPLETE_TITLE | typeof OVER_TITLE {
  return isCompleteScore(score, total) ? COMPLETE_TITLE : OVER_TITLE;
}

/** The round counter: the round (0-based) plus one, of the total. */
export function roundLabel(round: number, total: number): string {
  return `Round ${round + 1} of ${total}`;
}

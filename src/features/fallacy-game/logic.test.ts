import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FallacyType, Statement } from '@/contract/fallacies';
import { seededRng } from '@/lib/game/random';
import {
  COMPLETE_THRESHOLD,
  STATEMENTS_PER_GAME,
  completeThreshold,
  drawStatements,
  endTitle,
  fetchFailureMessage,
  gridTypes,
  isCompleteScore,
  playableStatements,
  roundLabel,
} from './logic';

const type = (id: string, name: string): FallacyType => ({ id, name, description: `${name} described`, difficulty: 2 });
const BUILT_IN = [type('straw-man', 'Straw Man'), type('ad-hominem', 'Ad Hominem'), type('post-hoc', 'Post Hoc')];
const statement = (id: string, fallacy: string): Statement => ({ id, text: `Text ${id}`, fallacy_type_id: fallacy, difficulty: 1 });
const POOL = Array.from({ length: 25 }, (_, i) => statement(`s${i}`, BUILT_IN[i % 3]!.id));

describe('constants', () => {
  it('plays 10 statements a game, completes at 7', () => {
    expect(STATEMENTS_PER_GAME).toBe(10);
    expect(COMPLETE_THRESHOLD).toBe(7);
  });
});

describe('gridTypes', () => {
  it('uses the fetched fallacy types, sorted by name', () => {
    const fetched = [type('tu-quoque', 'Tu Quoque'), type('red-herring', 'Red Herring')];
    expect(gridTypes(fetched, BUILT_IN).map((t) => t.id)).toEqual(['red-herring', 'tu-quoque']);
  });

  it('falls back to the built-in types when the fetch failed or came back empty', () => {
    expect(gridTypes(undefined, BUILT_IN).map((t) => t.name)).toEqual(['Ad Hominem', 'Post Hoc', 'Straw Man']);
    expect(gridTypes([], BUILT_IN)).toHaveLength(3);
  });

  it('adds a built-in type a statement needs when the fetched list lacks it', () => {
    const grid = gridTypes([type('red-herring', 'Red Herring')], BUILT_IN, [statement('a', 'post-hoc')]);
    expect(grid.map((t) => t.id)).toEqual(['post-hoc', 'red-herring']);
  });
});

describe('playableStatements', () => {
  it('drops statements whose fallacy is not on the grid', () => {
    const pool = [statement('a', 'straw-man'), statement('b', 'no-such-fallacy')];
    expect(playableStatements(pool, BUILT_IN).map((s) => s.id)).toEqual(['a']);
  });
});

describe('drawStatements', () => {
  it('draws ten distinct statements from the pool', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const drawn = drawStatements(POOL, seededRng(seed));
        expect(drawn).toHaveLength(STATEMENTS_PER_GAME);
        expect(new Set(drawn.map((s) => s.id)).size).toBe(STATEMENTS_PER_GAME);
      }),
    );
  });

  it('draws at random', () => {
    const firsts = new Set(Array.from({ length: 20 }, (_, seed) => drawStatements(POOL, seededRng(seed))[0]?.id));
    expect(firsts.size).toBeGreaterThan(5);
  });

  it('draws the whole pool when it holds fewer than ten', () => {
    expect(drawStatements(POOL.slice(0, 4), seededRng(1))).toHaveLength(4);
    expect(drawStatements([], seededRng(1))).toEqual([]);
  });

  it('avoids the statements of the previous game while the pool allows', () => {
    const previous = POOL.slice(0, 10).map((s) => s.id);
    const drawn = drawStatements(POOL, seededRng(4), previous);
    expect(drawn.some((s) => previous.includes(s.id))).toBe(false);
    // 12 statements, 10 avoided: the two fresh ones plus eight repeats.
    const small = drawStatements(POOL.slice(0, 12), seededRng(4), previous);
    expect(small).toHaveLength(10);
    expect(small.map((s) => s.id)).toEqual(expect.arrayContaining(['s10', 's11']));
  });
});

describe('the end', () => {
  it('says Complete! at 7 of 10 and Over at 6', () => {
    expect(completeThreshold(10)).toBe(7);
    expect(endTitle(7, 10)).toBe('Complete!');
    expect(endTitle(10, 10)).toBe('Complete!');
    expect(endTitle(6, 10)).toBe('Over');
    expect(isCompleteScore(7, 10)).toBe(true);
    expect(isCompleteScore(6, 10)).toBe(false);
  });

  it('scales the threshold down, rounding up, when the pool cannot fill a game', () => {
    expect(completeThreshold(5)).toBe(4);
    expect(endTitle(3, 5)).toBe('Over');
    expect(endTitle(4, 5)).toBe('Complete!');
    expect(isCompleteScore(0, 0)).toBe(false);
  });
});

describe('labels and looks', () => {
  it('shows the round plus one of the total', () => {
    expect(roundLabel(0, 10)).toBe('Round 1 of 10');
    expect(roundLabel(9, 10)).toBe('Round 10 of 10');
  });

  it('logs a fetch failure in the words of the spec', () => {
    expect(fetchFailureMessage('Internal Server Error')).toBe('Failed to fetch fallacy types: Internal Server Error');
  });
});

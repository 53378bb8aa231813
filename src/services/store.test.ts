import { createSlice } from '@reduxjs/toolkit';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { fieldSelectors, sliceRoot } from './store';

interface Board {
  status: 'idle' | 'playing';
  timeLeft: number;
  hint: string | null;
}

describe('fieldSelectors', () => {
  const board: Board = { status: 'playing', timeLeft: 42, hint: null };

  it('gives each named field a selectX that reads it as it is, and no other', () => {
    const selectors = fieldSelectors<Board>()('status', 'timeLeft');
    expect(Object.keys(selectors)).toEqual(['selectStatus', 'selectTimeLeft']);
    expect(selectors.selectStatus(board)).toBe('playing');
    expect(selectors.selectTimeLeft(board)).toBe(42);
    expectTypeOf(selectors.selectTimeLeft).returns.toEqualTypeOf<number>();
    expectTypeOf(selectors).not.toHaveProperty('selectHint');
  });

  it("serves as a slice's selectors, reading the root state once injected", () => {
    const slice = createSlice({
      name: 'fieldSelectorsTest',
      initialState: board,
      reducers: {},
      selectors: { ...fieldSelectors<Board>()('hint', 'timeLeft'), selectHasHint: (state) => state.hint !== null },
    }).injectInto(sliceRoot);
    const root = { fieldSelectorsTest: { ...board, hint: 'Look left' } };
    expect(slice.selectors.selectHint(root)).toBe('Look left');
    expect(slice.selectors.selectTimeLeft(root)).toBe(42);
    expect(slice.selectors.selectHasHint(root)).toBe(true);
    // An injected slice not yet in the state reads its initial state.
    expect(slice.selectors.selectTimeLeft({})).toBe(42);
  });
});

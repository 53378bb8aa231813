import { createSlice, type Middleware } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { dynamicMiddleware, rootReducer } from '@/services/store';
import { makeStore } from './store';

/** A slice of its own per test (names differ), so no test depends on another having run. */
function counterSlice(name: string) {
  return createSlice({ name, initialState: { n: 0 }, reducers: { bumped: (state) => void (state.n += 1) } });
}

describe("the games' and tools' store", () => {
  it('gives a slice injected after the store was made its initial state, then runs its reducer', () => {
    const store = makeStore();
    const counter = counterSlice('storeTestLate').injectInto(rootReducer);
    expect(counter.selectSlice(store.getState() as never)).toEqual({ n: 0 });
    store.dispatch(counter.actions.bumped());
    expect(counter.selectSlice(store.getState() as never)).toEqual({ n: 1 });
  });

  it('starts from preloaded state for an injected slice (stories and tests)', () => {
    const counter = counterSlice('storeTestPreloaded').injectInto(rootReducer);
    const store = makeStore({ storeTestPreloaded: { n: 3 } } as never);
    store.dispatch(counter.actions.bumped());
    expect(counter.selectSlice(store.getState() as never)).toEqual({ n: 4 });
  });

  it('keeps each store to itself', () => {
    const counter = counterSlice('storeTestSeparate').injectInto(rootReducer);
    const [first, second] = [makeStore(), makeStore()];
    first.dispatch(counter.actions.bumped());
    expect(counter.selectSlice(first.getState() as never)).toEqual({ n: 1 });
    expect(counter.selectSlice(second.getState() as never)).toEqual({ n: 0 });
  });

  it('runs thunks', () => {
    const store = makeStore();
    const seen: string[] = [];
    store.dispatch((_dispatch, getState) => void seen.push(typeof getState()));
    expect(seen).toEqual(['object']);
  });

  it('adds middleware that arrives later (the api middleware) to every store, each with its own instance', () => {
    const [first, second] = [makeStore(), makeStore()];
    const seenBy: string[] = [];
    let instances = 0;
    const ping: Middleware = () => {
      instances += 1;
      const id = instances;
      return (next) => (action) => {
        if ((action as { type: string }).type === 'storeTest/ping') seenBy.push(`instance ${id}`);
        return next(action);
      };
    };
    dynamicMiddleware.addMiddleware(ping);
    first.dispatch({ type: 'storeTest/ping' });
    second.dispatch({ type: 'storeTest/ping' });
    first.dispatch({ type: 'storeTest/ping' });
    expect(seenBy).toEqual(['instance 1', 'instance 2', 'instance 1']);
  });
});

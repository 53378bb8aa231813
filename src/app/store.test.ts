// @vitest-environment jsdom
import { createSlice } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { consentChosen } from '@/app/consentSlice';
import { userSignedIn } from '@/app/sessionSlice';
import { addMiddleware, makeStore } from './store';

const user = {
  id: 'sub-1',
  email: 'ada@example.com',
  username: 'Ada',
  avatarUrl: '',
  provider: 'google' as const,
  createdAt: '2024-12-01T00:00:00.000Z',
  socialProfiles: [],
};

const counter = createSlice({
  name: 'storeTestCounter',
  initialState: { n: 0 },
  reducers: { bumped: (state) => void (state.n += 1) },
});

/**
 * The shell store is plain Redux until a game, tool or the api imports src/app/rootReducer.ts.
 * Imported lazily here, as the app does, so the first tests see the shell store alone.
 */
describe('the store every page has', () => {
  it('keeps the cookie choice and the session, and leaves preloaded state it does not own alone', () => {
    const store = makeStore({ storeTestCounter: { n: 3 } } as never);
    store.dispatch(consentChosen('accepted'));
    store.dispatch(userSignedIn(user));
    const state = store.getState() as unknown as Record<string, unknown>;
    expect(state.consent).toEqual({ value: 'accepted', loaded: true });
    expect((state.session as { user: unknown }).user).toEqual(user);
    expect(state.storeTestCounter).toEqual({ n: 3 });
  });

  it('runs thunks', () => {
    const store = makeStore();
    const seen: string[] = [];
    store.dispatch((_dispatch, getState) => void seen.push(String(getState().consent.loaded)));
    expect(seen).toEqual(['false']);
  });

  it('swaps in the Redux Toolkit root reducer for stores that already exist, keeping their state', async () => {
    const before = makeStore();
    before.dispatch(consentChosen('declined'));
    const { rootReducer } = await import('./rootReducer');
    const injected = counter.injectInto(rootReducer);
    before.dispatch(counter.actions.bumped());
    expect(injected.selectSlice(before.getState() as never)).toEqual({ n: 1 });
    expect(before.getState().consent.value).toBe('declined');
    // A store made later starts with the injected slice too.
    expect(injected.selectSlice(makeStore().getState() as never)).toEqual({ n: 0 });
  });

  it('adds middleware that arrives later to every store, each with its own instance', () => {
    const first = makeStore();
    const second = makeStore();
    const seenBy: string[] = [];
    let instances = 0;
    addMiddleware(() => {
      instances += 1;
      const id = instances;
      return (next) => (action) => {
        if ((action as { type: string }).type === 'ping') seenBy.push(`instance ${id}`);
        return next(action);
      };
    });
    first.dispatch({ type: 'ping' });
    second.dispatch({ type: 'ping' });
    first.dispatch({ type: 'ping' });
    expect(seenBy).toEqual(['instance 1', 'instance 2', 'instance 1']);
  });
});

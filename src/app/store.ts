import { applyMiddleware, compose, legacy_createStore, type Middleware, type MiddlewareAPI, type Reducer, type Store, type UnknownAction } from 'redux';
import { thunk, type ThunkDispatch } from 'redux-thunk';
import { consentReducer, persistConsent, type ConsentState } from '@/app/consentSlice';
import { persistSession, sessionReducer, type SessionState } from '@/app/sessionSlice';

/**
 * The store every page has. It is built with plain Redux, not Redux Toolkit: a content page only
 * needs the cookie choice and the session, and Redux Toolkit (with immer) would add ~9 kB gzip to
 * every page's first load. The first screen that needs more (a game, a tool, the api) imports
 * src/app/rootReducer.ts, which brings Redux Toolkit's `combineSlices` and swaps it in, so every
 * game slice is a createSlice injected with `slice.injectInto(rootReducer)`.
 * Features declare their slice in `LazyLoadedSlices` by module augmentation.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by module augmentation
export interface LazyLoadedSlices {}

export interface ShellState {
  consent: ConsentState;
  session: SessionState;
}
export type RootState = ShellState & Partial<LazyLoadedSlices>;

export type AppDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;
export type AppStore = Store<RootState> & { dispatch: AppDispatch };

/** The shell's reducer: its two slices, leaving any other state (stories' preloaded games) as it is. */
const shellReducer: Reducer<RootState> = (state, action) => {
  const consent = consentReducer(state?.consent, action);
  const session = sessionReducer(state?.session, action);
  return state && state.consent === consent && state.session === session ? state : { ...state, consent, session };
};

let currentReducer: Reducer<RootState> = shellReducer;
/** Weakly held: stories and tests make a store each and drop it. */
const liveStores = new Set<WeakRef<AppStore>>();

/** Swaps in a bigger root reducer (src/app/rootReducer.ts) for every store, present and future. */
export function installRootReducer(reducer: Reducer<RootState>) {
  currentReducer = reducer;
  for (const ref of liveStores) {
    const store = ref.deref();
    if (store) store.replaceReducer(reducer);
    else liveStores.delete(ref);
  }
}

/**
 * Middleware that arrives with a lazy chunk (the RTK Query api's). Each store gets its own instance
 * of each added middleware, created on its first action after the addition.
 */
const added: Middleware[] = [];
const dynamicMiddleware: Middleware = (storeApi: MiddlewareAPI) => {
  const applied = new Map<Middleware, (next: (action: unknown) => unknown) => (action: unknown) => unknown>();
  return (next) => (action) => {
    const chain = added.map((m) => applied.get(m) ?? applied.set(m, m(storeApi)).get(m)!);
    return chain.reduceRight((nextFn, m) => m(nextFn), next)(action);
  };
};

export function addMiddleware(middleware: Middleware) {
  if (!added.includes(middleware)) added.push(middleware);
}

type DevtoolsWindow = { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: typeof compose };
const composeEnhancers = (import.meta.env.DEV && typeof window !== 'undefined' && (window as DevtoolsWindow).__REDUX_DEVTOOLS_EXTENSION_COMPOSE__) || compose;

/** A fresh store; stories and tests pass their own preloaded state. */
export function makeStore(preloadedState?: Partial<RootState>): AppStore {
  const store = legacy_createStore(
    currentReducer,
    preloadedState as RootState | undefined,
    composeEnhancers(applyMiddleware(thunk, persistConsent, persistSession, dynamicMiddleware)),
  ) as AppStore;
  liveStores.add(new WeakRef(store));
  return store;
}

import { combineSlices, configureStore, createDynamicMiddleware } from '@reduxjs/toolkit';

/**
 * The Redux Toolkit store of the games and tools. Content pages never load it: the shell's two
 * remembered values (cookie choice, session) are small value stores (./consent.ts, ./session.ts).
 * A screen declared with `store: true` (./routes.tsx, ./screens.ts) is rendered inside ./StoreProvider.tsx,
 * which creates the store the first time such a screen mounts.
 *
 * Every slice is a `createSlice` injected by the module that uses it:
 * `slice.injectInto(rootReducer)`, declared in `LazyLoadedSlices` by module augmentation. The
 * RTK Query api injects its reducer the same way and its middleware with `dynamicMiddleware`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by module augmentation
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices({}).withLazyLoadedSlices<LazyLoadedSlices>();

/** Middleware that arrives with a lazy module (the RTK Query api's), added to every store. */
export const dynamicMiddleware = createDynamicMiddleware();

export type RootState = ReturnType<typeof rootReducer>;

/** A fresh store; stories and tests pass their own preloaded state. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(dynamicMiddleware.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

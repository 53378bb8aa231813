import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from '@/services/api';
import { consentSlice, consentListener } from '@/features/consent/consentSlice';
import { sessionSlice, sessionListener } from '@/features/session/sessionSlice';

/**
 * Slices every page needs are combined here; each game or tool slice is injected by its own
 * (lazy-loaded) screen with `rootReducer.inject(slice)`, so its code stays out of the first load.
 * Features declare their slice in `LazyLoadedSlices` by module augmentation.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by module augmentation
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(consentSlice, sessionSlice, api).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

/** A fresh store; stories and tests pass their own preloaded state. */
export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) => getDefault().prepend(consentListener.middleware, sessionListener.middleware).concat(api.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

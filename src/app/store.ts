import { configureStore } from '@reduxjs/toolkit';
import { dynamicMiddleware, rootReducer, type RootState } from '@/services/store';

/**
 * The Redux Toolkit store of the games and tools. Content pages never load it: the shell's two
 * remembered values (cookie choice, session) are small value stores (./consent.ts, ./session.ts).
 * A screen declared with `store: true` (./routes.tsx, ./screens.ts) is rendered inside ./StoreProvider.tsx,
 * which creates the store the first time such a screen mounts. Its root, which every slice
 * injects itself into, is src/services/store.ts.
 */
export type { RootState };

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

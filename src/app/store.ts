import { configureStore, type WithSlice } from '@reduxjs/toolkit';
import { dynamicMiddleware, rootReducer, type RootState } from '@/services/store';
import type { api } from '@/services/api';
import type { argumentSlice } from '@/features/argument/argumentSlice';
import type { contactSlice } from '@/features/contact/contactSlice';
import type { detectiveSlice } from '@/features/detective/detectiveSlice';
import type { fallacyGameSlice } from '@/features/fallacy-game/fallacyGameSlice';
import type { rhetoricAnalysisSlice } from '@/features/rhetoric-analysis/rhetoricAnalysisSlice';
import type { rhetoricQuizSlice } from '@/features/rhetoric-quiz/rhetoricQuizSlice';
import type { transcribeSlice } from '@/features/transcribe/transcribeSlice';

/**
 * The Redux Toolkit store of the games and tools. Content pages never load it: the shell's two
 * remembered values (cookie choice, session) are small value stores (./consent.ts, ./session.ts).
 * A screen declared with `store: true` (./routes.tsx, ./screens.ts) is rendered inside ./StoreProvider.tsx,
 * which creates the store the first time such a screen mounts. Its root, which every slice
 * injects itself into as its module loads, is src/services/store.ts.
 */
export type { RootState };

/**
 * Every slice's state, for the root state's type: the one list of what the store can hold.
 * Type-only imports, so no slice's code loads with the store.
 */
declare module '@/services/store' {
  interface LazyLoadedSlices
    extends WithSlice<typeof api>,
      WithSlice<typeof argumentSlice>,
      WithSlice<typeof contactSlice>,
      WithSlice<typeof detectiveSlice>,
      WithSlice<typeof fallacyGameSlice>,
      WithSlice<typeof rhetoricAnalysisSlice>,
      WithSlice<typeof rhetoricQuizSlice>,
      WithSlice<typeof transcribeSlice> {}
}

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

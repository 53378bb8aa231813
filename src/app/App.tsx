import type { EmotionCache } from '@emotion/react';
import { StrictMode, type ReactNode } from 'react';
import { AppProviders } from './providers';
import { AppRoutes } from './router';
import type { AppStore } from './store';

/** The whole app under a router of the caller's choosing (browser, static or memory). */
export function App({ store, cache, router }: { store: AppStore; cache: EmotionCache; router: (children: ReactNode) => ReactNode }) {
  return (
    <StrictMode>
      <AppProviders store={store} cache={cache}>
        {router(<AppRoutes />)}
      </AppProviders>
    </StrictMode>
  );
}

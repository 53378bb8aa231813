import type { EmotionCache } from '@emotion/react';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { AppProviders } from './providers';
import { AppRoutes } from './router';
import type { AppStore } from './store';

/** The whole app under a router of the caller's choosing (browser, static or memory). */
export function App({ store, cache, router }: { store: AppStore; cache: EmotionCache; router: (children: ReactNode) => ReactNode }) {
  // `<html data-app="ready">` once the app has taken over the page. Hydration runs in short slices;
  // links, buttons and history are the app's once it has committed (the journeys wait for this).
  useEffect(() => document.documentElement.setAttribute('data-app', 'ready'), []);
  return (
    <StrictMode>
      <AppProviders store={store} cache={cache}>
        {router(<AppRoutes />)}
      </AppProviders>
    </StrictMode>
  );
}

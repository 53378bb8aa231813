import type { EmotionCache } from '@emotion/react';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { markReady } from '@/boot/protocol';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

/** The whole app under a router of the caller's choosing (browser, static or memory). */
export function App({ cache, router }: { cache: EmotionCache; router: (children: ReactNode) => ReactNode }) {
  // Readiness 'script' and 'app' (src/boot/protocol.ts) once the app has taken over the page. Hydration runs in short slices;
  // links, buttons and history are the app's once it has committed (the journeys wait for this).
  // The site-wide copy/paste/selection blocking (VITE_INPUT_BLOCKING=off turns it off) comes in its
  // own small chunk once hydration has committed, so no page pays for it before its text is live;
  // the app is "ready" only once it is in place.
  useEffect(() => {
    let live = true;
    void import('@/lib/inputBlocking').then(({ installInputBlocking }) => {
      if (!live) return;
      installInputBlocking();
      markReady(document, 'script');
      markReady(document, 'app');
    });
    return () => {
      live = false;
    };
  }, []);
  return (
    <StrictMode>
      <AppProviders cache={cache}>
        {router(<AppRoutes />)}
      </AppProviders>
    </StrictMode>
  );
}

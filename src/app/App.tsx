import type { EmotionCache } from '@emotion/react';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { APP_READY_EVENT, markReady } from '@/boot/protocol';
import { CLASS_OUTBOX_KEY } from '@/config/storageKeys';
import { whenIdle } from '@/lib/whenIdle';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

/**
 * A joined pupil's class records still waiting to be sent (offline, a server error) go at the
 * next app start. The sender is its own chunk, fetched only when something is waiting.
 */
function sendWaitingClassRecords() {
  let waiting: boolean;
  try {
    waiting = localStorage.getItem(CLASS_OUTBOX_KEY) !== null;
  } catch {
    return; // Storage blocked: nothing can be waiting.
  }
  if (waiting) void import('@/lib/classroom/outbox').then(({ startOutbox }) => startOutbox());
}

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
      document.dispatchEvent(new Event(APP_READY_EVENT));
    });
    whenIdle(sendWaitingClassRecords);
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

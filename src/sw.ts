/// <reference lib="webworker" />
/**
 * The service worker: every page, script, style and font is precached after the first visit,
 * so a learner can read every lesson and play every game offline.
 * - Pages are network-first: online readers always get the newest HTML; offline they get the
 *   precached copy (or the app shell for client-only routes).
 * - Hashed assets come from the precache (cache-first, they never change).
 * - /api is never cached: offline, the app sees the failure and says so.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { htmlFileFor } from './boot/protocol';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };

const NETWORK_TIMEOUT_MS = 4000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** The precached file for a page URL: /about → /about.html, / → /index.html. */
const pageFile = (pathname: string) => `/${htmlFileFor(pathname)}`;

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && !/^\/(api|oauth)(\/|$)/.test(url.pathname),
  async ({ request, url }) => {
    try {
      return await withTimeout(fetch(request), NETWORK_TIMEOUT_MS);
    } catch {
      return (await matchPrecache(pageFile(url.pathname))) ?? (await matchPrecache('/app-shell.html')) ?? Response.error();
    }
  },
);

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
void self.skipWaiting();
clientsClaim();

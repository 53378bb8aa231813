import '@/theme/fonts.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, matchRoutes } from 'react-router-dom';
import { App } from '@/app/App';
import { createEmotionCache } from '@/app/emotionCache';
import { startIslands } from '@/app/start/islands';
import { routes, startsWithIslands } from '@/app/routes';
import { getTheme } from '@/theme/theme';
import { bootManifestIn, isPrerenderedFor, ROOT_ELEMENT_ID } from '@/boot/protocol';
import { registerServiceWorker } from '@/lib/serviceWorker';

const rootEl = document.getElementById(ROOT_ELEMENT_ID)!;
const cache = createEmotionCache();
const app = <App cache={cache} router={(children) => <BrowserRouter>{children}</BrowserRouter>} />;

/** Lets the browser paint and handle input between the steps of starting up. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Evaluates the chunks of this page's screen (the list its HTML came with, src/boot/protocol.ts)
 * one per task, dependencies first: a game screen brings Redux Toolkit, the API client and its
 * schemas, and evaluating them all at once is a long task.
 */
async function evaluateScreenChunks() {
  for (const href of [...bootManifestIn(document).preload].reverse()) {
    await import(/* @vite-ignore */ href);
    await nextTask();
  }
}

/**
 * Hydrate only HTML that was prerendered for this very path. Anything else (the app shell,
 * the 404 page served for an unknown URL) is replaced by a fresh render, so hydration never mismatches.
 */
async function start() {
  if (isPrerenderedFor(rootEl, window.location.pathname)) {
    const match = matchRoutes(routes, window.location.pathname)?.[0];
    if (startsWithIslands(match?.route)) {
      // A reading page: its text, links and disclosures work as HTML, so neither its screen's
      // code nor its text is evaluated here; only its islands are hydrated, one per task.
      getTheme();
      await nextTask();
      await startIslands(cache);
      return;
    }
    // Start-up in short tasks, so a tap never waits behind one long one: the shell was evaluated
    // in the task before; then the screen's chunks one by one, the theme, and the hydration,
    // which yields every few milliseconds.
    await evaluateScreenChunks();
    await match?.route.page.preload();
    // What the route declares it reads before rendering (a lesson's or an article's text).
    await match?.route.preloadData?.({ params: match.params, pathname: match.pathname }).catch(() => undefined);
    await nextTask();
    getTheme();
    await nextTask();
    // In a transition, hydration yields to the browser every few milliseconds instead of
    // blocking the main thread for the whole page (no long task a tap would wait behind).
    startTransition(() => {
      hydrateRoot(rootEl, app);
    });
  } else {
    rootEl.replaceChildren();
    createRoot(rootEl).render(app);
  }
}

void start();

registerServiceWorker();

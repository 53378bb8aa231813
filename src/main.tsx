import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import '@fontsource/patrick-hand/latin-400.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, matchRoutes } from 'react-router-dom';
import { App } from '@/app/App';
import { createEmotionCache } from '@/app/emotionCache';
import { routes } from '@/app/routes';
import { makeStore } from '@/app/store';
import { installInputBlocking } from '@/lib/inputBlocking';

const rootEl = document.getElementById('root')!;
const store = makeStore();
const cache = createEmotionCache();
const app = <App store={store} cache={cache} router={(children) => <BrowserRouter>{children}</BrowserRouter>} />;

const trim = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);

/**
 * Hydrate only HTML that was prerendered for this very path. Anything else (the app shell,
 * the 404 page served for an unknown URL) is replaced by a fresh render, so hydration never mismatches.
 */
async function start() {
  const prerenderedFor = rootEl.dataset.path;
  if (rootEl.firstElementChild && prerenderedFor && trim(prerenderedFor) === trim(window.location.pathname)) {
    const match = matchRoutes(routes, window.location.pathname)?.[0]?.route;
    await match?.page.preload();
    hydrateRoot(rootEl, app);
  } else {
    rootEl.replaceChildren();
    createRoot(rootEl).render(app);
  }
}

// Site-wide copy/paste/selection blocking (site-spec §9); VITE_INPUT_BLOCKING=off turns it off.
installInputBlocking();
void start();

// Offline reading and play (src/sw.ts). Production builds only: dev has no precache manifest.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => console.info('Offline support unavailable:', error));
  });
}

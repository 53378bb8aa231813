import { BrowserRouter, matchRoutes } from 'react-router-dom';
import { App } from '@/app/App';
import { createEmotionCache } from '@/app/emotionCache';
import { routes } from '@/app/routes';
import { renderClientOnly } from '@/app/start/clientOnly';
import { startIslands } from '@/app/start/islands';
import { startOf } from '@/app/start/startOf';
import { hydrateWholePage } from '@/app/start/wholePage';
import { isPrerenderedFor, ROOT_ELEMENT_ID } from '@/boot/protocol';
import { registerServiceWorker } from '@/lib/serviceWorker';

/**
 * Starts the page as its route declares (src/app/routes.tsx `start`), by one of the three paths in
 * src/app/start/. The last part of the shell the entry (src/main.tsx) evaluates: this module and
 * what it imports statically are the app's own code (vite.config.ts puts them in one chunk).
 */
export function startPage(): void {
  const rootEl = document.getElementById(ROOT_ELEMENT_ID)!;
  const cache = createEmotionCache();
  const app = <App cache={cache} router={(children) => <BrowserRouter>{children}</BrowserRouter>} />;
  const route = matchRoutes(routes, window.location.pathname)?.[0]?.route;

  switch (startOf(route, isPrerenderedFor(rootEl, window.location.pathname))) {
    case 'islands':
      void startIslands(cache);
      break;
    case 'whole':
      void hydrateWholePage(rootEl, app, route);
      break;
    case 'client':
      renderClientOnly(rootEl, app);
}

registerServiceWorker();
}

import { startAppPageAtOnce } from './appPage';

// The entry scripts/prerender.ts builds (one minified script) and inlines into a page hydrated whole at once (`startsAtOnce` routes, the not-found page).
startAppPageAtOnce({ document, window, PerformanceObserver: window.PerformanceObserver, requestAnimationFrame: (callback) => window.requestAnimationFrame(callback), setTimeout: (callback) => window.setTimeout(callback) });

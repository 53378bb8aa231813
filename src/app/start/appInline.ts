import { startAppPage } from './appPage';

// The entry scripts/prerender.ts builds (one minified script) and inlines into every page hydrated whole at the visitor's first intent.
startAppPage({ document, window, PerformanceObserver: window.PerformanceObserver, requestAnimationFrame: (callback) => window.requestAnimationFrame(callback), setTimeout: (callback) => window.setTimeout(callback) });

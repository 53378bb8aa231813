import { startReadingPage } from './readingPage';

// The entry scripts/prerender.ts builds (one minified script) and inlines into every reading page.
startReadingPage({ document, window, PerformanceObserver: window.PerformanceObserver, requestAnimationFrame: (callback) => window.requestAnimationFrame(callback), setTimeout: (callback) => window.setTimeout(callback) });

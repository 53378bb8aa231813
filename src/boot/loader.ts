import { bootManifestIn, type BootManifest } from './protocol';

/**
 * The boot loader of every page's inline script (src/app/start/appPage.ts and readingPage.ts;
 * scripts/prerender.ts builds and inlines them). Nothing starts before the page's first paint, so the
 * prerendered HTML paints with the network and the main thread to itself; when the page needs the
 * app (at once, or at the visitor's first intent: appPage.ts says which) the entry script
 * and preloads of the page's screen chunks arrive and hydrate it (its links work before that:
 * they are plain links to prerendered pages). "After" means once the browser reports the paint
 * (a paint timing entry arrives when the frame is on screen, later than requestAnimationFrame
 * would say); browsers without paint timing start on the next frame. A hidden tab starts when it
 * is first shown (no paint before that).
 */

/** Preloads added per task: adding each costs the main thread a little. */
export const PRELOADS_PER_TASK = 6;

/** What the loader uses from the browser (a test passes its own). */
export interface BootHost {
  document: Document;
  PerformanceObserver?: typeof PerformanceObserver;
  requestAnimationFrame: (callback: () => void) => unknown;
  setTimeout: (callback: () => void) => unknown;
}

/** Adds modulepreload links (fetched and parsed, not run), a few per task. */
export function preloadModules(host: BootHost, hrefs: string[]): void {
  for (const href of hrefs.slice(0, PRELOADS_PER_TASK)) {
    const link = host.document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    link.crossOrigin = '';
    host.document.head.appendChild(link);
  }
  if (hrefs.length > PRELOADS_PER_TASK) host.setTimeout(() => preloadModules(host, hrefs.slice(PRELOADS_PER_TASK)));
}

/** Adds the entry script(s) and the preloads of a manifest, in the next task. */
export function startModules(host: BootHost, boot: BootManifest = bootManifestIn(host.document)): void {
  const doc = host.document;
  host.setTimeout(() => {
    for (const src of boot.modules) {
      const script = doc.createElement('script');
      script.type = 'module';
      script.src = src;
      script.crossOrigin = '';
      doc.head.appendChild(script);
    }
    preloadModules(host, boot.preload);
  });
}

/** Calls `callback` once, when the browser reports the page's first paint (see above). */
export function afterFirstPaint(host: BootHost, callback: () => void): void {
  let called = false;
  const once = () => {
    if (called) return;
    called = true;
    callback();
  };
  const Observer = host.PerformanceObserver;
  if (Observer && (Observer.supportedEntryTypes ?? []).includes('paint')) {
    new Observer((_list, observer) => {
      observer.disconnect();
      once();
    }).observe({ type: 'paint', buffered: true });
  } else {
    host.requestAnimationFrame(once);
  }
}

/** An app page (a game, a tool): the entry and its screen's chunks, after the first paint. */
export function bootAfterFirstPaint(host: BootHost): void {
  afterFirstPaint(host, () => startModules(host));
}

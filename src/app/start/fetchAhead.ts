import { preloadModules, type BootHost } from '@/boot/loader';
import { bootManifestIn } from '@/boot/protocol';

/**
 * Fetches (not runs) the app's modules once the page has loaded and the browser is idle, so a
 * first tap on an island waits for their evaluation only, not for the network as well.
 */
export function fetchAppAhead(host: BootHost & { window: Window & typeof globalThis }, started: () => boolean): void {
  const { document: doc, window: win } = host;
  const fetchAhead = () => {
    const whenIdle = win.requestIdleCallback ?? ((callback: () => void) => host.setTimeout(callback));
    whenIdle(() => {
      if (started()) return;
      const boot = bootManifestIn(doc);
      preloadModules(host, [...boot.modules, ...boot.preload]);
    });
  };
  if (doc.readyState === 'complete') fetchAhead();
  else win.addEventListener('load', fetchAhead, { once: true });
}

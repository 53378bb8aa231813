/**
 * Offline reading and play (src/sw.ts), registered once the page has loaded. Production builds
 * only: dev has no precache manifest. Prerendered pages start their scripts after the first
 * paint, which is often after the load event. Registering twice is harmless (the browser keeps one).
 */
export function registerServiceWorker(win: Window = window): void {
  if (!import.meta.env.PROD || !('serviceWorker' in win.navigator)) return;
  const register = () => void win.navigator.serviceWorker.register('/sw.js').catch((error: unknown) => console.info('Offline support unavailable:', error));
  if (win.document.readyState === 'complete') register();
  else win.addEventListener('load', register, { once: true });
}

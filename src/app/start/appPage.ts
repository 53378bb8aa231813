import { bootAfterFirstPaint, type BootHost } from '@/boot/loader';
import { READY_ATTRIBUTES } from '@/boot/protocol';
import { recordConsentClick, showCookieBanner } from './cookieBanner';
import { storageOf } from './storage';

/**
 * How a page the route table hydrates whole (a game, a tool, a learning page) starts: the one
 * inline script of such a page (built and inlined by scripts/prerender.ts from ./appInline.ts).
 * It shows the cookie banner at once, as a reading page's script does, so the banner paints with
 * the HTML instead of arriving with hydration seconds later (on a first visit it was the page's
 * largest paint: LCP 3.7 s on /argument-game against its twin's 1.1 s); its buttons record the
 * choice until the app is there. Then the app's modules after the first paint (src/boot/loader.ts).
 */
export interface AppPageHost extends BootHost {
  window: Window & typeof globalThis;
}

export function startAppPage(host: AppPageHost): void {
  const { document: doc, window: win } = host;
  showCookieBanner(doc, storageOf(win));
  const onClick = (event: MouseEvent) => {
    // Once the app is ready its own banner handles the buttons.
    if (doc.documentElement.hasAttribute(READY_ATTRIBUTES.app)) {
      doc.removeEventListener('click', onClick, { capture: true });
      return;
    }
    recordConsentClick(event.target instanceof Element ? event.target : null, storageOf(win));
  };
  doc.addEventListener('click', onClick, { capture: true });
  bootAfterFirstPaint(host);
}

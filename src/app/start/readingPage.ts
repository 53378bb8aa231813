import { afterFirstPaint, startModules, type BootHost } from '@/boot/loader';
import { ISLAND_LIVE_ATTRIBUTE, ISLAND_LIVE_EVENT, ISLAND_WANTED_ATTRIBUTE, ISLANDS_READY_EVENT, markReady, ROOT_ELEMENT_ID } from '@/boot/protocol';
import { HISTORY_BACK_ATTRIBUTE, previousEntry } from '@/lib/historyBack';
import { installInputBlocking } from '@/lib/inputBlocking';
import { protectContentIn } from '@/lib/protectContent';
import { registerServiceWorker } from '@/lib/serviceWorker';
import { recordConsentClick, showCookieBanner } from './cookieBanner';
import { fetchAppAhead } from './fetchAhead';
import { heldClicks, islandOf } from './heldClicks';
import { startWhenNeeded } from './islandNeeds';
import { storageOf } from './storage';

/**
 * How a reading page starts, without the app: the one inline script of a lesson, an article, a hub
 * or the home page (built and inlined by scripts/prerender.ts from ./readingInline.ts). Its text,
 * links and disclosures work as HTML, so after the first paint this script only does what plain
 * JavaScript can: the input blocking, the protected text's guard, the cookie banner
 * (./cookieBanner.ts) and the service worker; then it says Readiness 'script' (src/boot/protocol.ts).
 *
 * React, MUI and the islands (./islands.tsx) are fetched once the page is idle (./fetchAhead.ts),
 * and run only when the page needs them (./islandNeeds.ts) or the visitor reaches for an island:
 * the pointer over it, focus in it, a tap. The island reached for is hydrated first, and a click
 * on it is held until it is live (./heldClicks.ts); a back link goes back in history, as the live
 * one does. A reader who only reads never pays for the framework.
 */

export interface ReadingHost extends BootHost {
  window: Window & typeof globalThis;
}

const INTENT_EVENTS = ['pointerover', 'pointerdown', 'focusin'];

export function startReadingPage(host: ReadingHost): void {
  const { document: doc, window: win } = host;
  const storage = () => storageOf(win);
  const clicks = heldClicks(islandOf);
  let appStarted = false;

  const startApp = () => {
    if (appStarted) return;
    appStarted = true;
    for (const type of INTENT_EVENTS) doc.removeEventListener(type, onIntent, { capture: true });
    startModules(host);
  };
  /** Notes the island reached for, so the app hydrates it first, and starts the app. */
  const reachFor = (island: Element) => {
    if (!appStarted) island.setAttribute(ISLAND_WANTED_ATTRIBUTE, '');
    startApp();
  };

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    // A live island handles its own clicks (a back link going back twice would be one too many).
    if (target?.closest(`[${ISLAND_LIVE_ATTRIBUTE}]`)) return;
    if (recordConsentClick(target, storage())) return;
    if (target?.closest(`a[${HISTORY_BACK_ATTRIBUTE}]`)) {
      // A back link goes back in the browser's history when the visitor came from a page of this site.
      if (previousEntry(win) === 'browser') {
        event.preventDefault();
        win.history.back();
      }
      return;
    }
    const island = clicks.hold(event);
    if (island) reachFor(island);
  };
  const onIntent = (event: Event) => {
    const island = islandOf(event.target);
    if (island) reachFor(island);
  };

  afterFirstPaint(host, () => {
    installInputBlocking({ doc });
    const root = doc.getElementById(ROOT_ELEMENT_ID);
    if (root) protectContentIn(root);
    showCookieBanner(doc, storage());

    doc.addEventListener('click', onClick, { capture: true });
    for (const type of INTENT_EVENTS) doc.addEventListener(type, onIntent, { capture: true, passive: true });
    doc.addEventListener(ISLAND_LIVE_EVENT, clicks.giveBack);
    // Every island is live (each has had its held clicks back): the page is the app's now.
    doc.addEventListener(
      ISLANDS_READY_EVENT,
      () => {
        doc.removeEventListener('click', onClick, { capture: true });
        doc.removeEventListener(ISLAND_LIVE_EVENT, clicks.giveBack);
      },
      { once: true },
    );

    startWhenNeeded(win, root, storage(), startApp);
    fetchAppAhead(host, () => appStarted);
    registerServiceWorker(win);
    markReady(doc, 'script');
  });
}

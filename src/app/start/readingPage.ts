import { afterFirstPaint, preloadModules, startModules, type BootHost } from '@/boot/loader';
import {
  bootManifestIn,
  CONSENT_CHOICE_ATTRIBUTE,
  COOKIE_BANNER_ATTRIBUTE,
  ISLAND_ATTRIBUTE,
  ISLAND_LIVE_ATTRIBUTE,
  ISLAND_LIVE_EVENT,
  ISLAND_PROPS_ATTRIBUTE,
  ISLAND_WANTED_ATTRIBUTE,
  ISLANDS_READY_EVENT,
  markReady,
  ROOT_ELEMENT_ID,
} from '@/boot/protocol';
import { CONSENT_KEY, REVIEW_STORAGE_KEY, USER_KEY } from '@/config/storageKeys';
import { HISTORY_BACK_ATTRIBUTE, previousEntry } from '@/lib/historyBack';
import { installInputBlocking } from '@/lib/inputBlocking';
import { protectContentIn } from '@/lib/protectContent';
import { registerServiceWorker } from '@/lib/serviceWorker';

/**
 * How a reading page starts, without the app: the one inline script of a lesson, an article, a hub
 * or the home page (built and inlined by scripts/prerender.ts from ./readingInline.ts). Its text,
 * links and disclosures work as HTML, so after the first paint this script only does what plain
 * JavaScript can: the input blocking, the protected text's guard, the cookie banner (shown when
 * no choice is stored, the choice recorded from its buttons) and the service worker.
 *
 * React, MUI and the islands (src/app/start/islands.tsx) are fetched once the page is idle, and run only
 * when the page needs them:
 *  - at once for a signed-in visitor (the nav bar shows who is signed in);
 *  - when an island that shows the learner's own data or animates on arrival comes into view
 *    (the review offer, which also marks a lesson as read; the hub's animated cards);
 *  - when the visitor reaches for an island: the pointer over it, focus in it, a tap.
 * The island reached for is hydrated first. A click on a button of an island that is not live yet
 * is held and given back to it as soon as that island is hydrated, so the first tap on the menu or
 * the scheme toggle is not lost; links are left to work as links (a back link goes back in
 * history, as the live one does). A reader who only reads never pays for the framework.
 */

/** When an island's code is needed (see above). */
export type Need = 'now' | 'visible' | 'intent';

/** What the rules read from the browser. */
export interface Circumstances {
  /** Whether storage holds something under a key. */
  stored: (key: string) => boolean;
  reducedMotion: boolean;
}

/** When each island is needed; islands not named here wait for the visitor to reach for them. */
export function needOf(name: string, props: Record<string, unknown>, now: Circumstances): Need {
  switch (name) {
    case 'nav-bar':
      return now.stored(USER_KEY) ? 'now' : 'intent';
    case 'review-offer':
      // The home page's offer shows nothing without a review deck.
      return props.onlyWithDeck === true && !now.stored(REVIEW_STORAGE_KEY) ? 'intent' : 'visible';
    case 'animated-hub-cards':
      return now.reducedMotion ? 'intent' : 'visible';
    default:
      return 'intent';
  }
}

/** The stored cookie choice, read as the app would (anything else counts as no choice). */
export function storedConsent(raw: string | null): 'accepted' | 'declined' | null {
  try {
    const value = (JSON.parse(raw ?? 'null') as { value?: unknown } | null)?.value;
    return value === 'accepted' || value === 'declined' ? value : null;
  } catch {
    return null;
  }
}

/**
 * The island an event happened in that is not live yet (the outermost: islands are hydrated whole);
 * the cookie banner works without the app, so it never counts.
 */
function islandOf(target: EventTarget | null): Element | null {
  let island = target instanceof Element ? target.closest(`[${ISLAND_ATTRIBUTE}]`) : null;
  while (island?.parentElement?.closest(`[${ISLAND_ATTRIBUTE}]`)) island = island.parentElement.closest(`[${ISLAND_ATTRIBUTE}]`);
  return island && !island.hasAttribute(ISLAND_LIVE_ATTRIBUTE) && !island.querySelector(`[${COOKIE_BANNER_ATTRIBUTE}]`) ? island : null;
}

/** The box to watch for an island (its marker takes no room: `display: contents`). */
function boxOf(marker: Element): Element {
  let el: Element = marker;
  while (el.parentElement && el.ownerDocument.defaultView?.getComputedStyle(el).display === 'contents') el = el.parentElement;
  return el;
}

/** The controls whose clicks are held until their island is live (links work as links). */
const CONTROL = 'button, input, select, textarea, [role="button"], [role="checkbox"], [role="switch"], [role="menuitem"], [role="tab"]';

export interface ReadingHost extends BootHost {
  window: Window & typeof globalThis;
}

export function startReadingPage(host: ReadingHost): void {
  const { document: doc, window: win } = host;
  const storage = (): Storage | null => {
    try {
      return win.localStorage;
    } catch {
      return null; // storage blocked: nothing is remembered
    }
  };
  let appStarted = false;
  const held: HTMLElement[] = [];
  const INTENT_EVENTS = ['pointerover', 'pointerdown', 'focusin'];

  /** Notes the island reached for, so the app hydrates it first, and starts the app. */
  const reachFor = (island: Element) => {
    if (!appStarted) island.setAttribute(ISLAND_WANTED_ATTRIBUTE, '');
    startApp();
  };

  const startApp = () => {
    if (appStarted) return;
    appStarted = true;
    for (const type of INTENT_EVENTS) doc.removeEventListener(type, onIntent, { capture: true });
    startModules(host);
  };

  const showCookieBanner = () => {
    const banner = doc.querySelector<HTMLElement>(`[${COOKIE_BANNER_ATTRIBUTE}]`);
    if (banner && !storedConsent(storage()?.getItem(CONSENT_KEY) ?? null)) banner.hidden = false;
  };

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    // A live island handles its own clicks (a back link going back twice would be one too many).
    if (target?.closest(`[${ISLAND_LIVE_ATTRIBUTE}]`)) return;
    const choice = target?.closest(`[${CONSENT_CHOICE_ATTRIBUTE}]`);
    if (choice) {
      // The same record the app writes; the banner goes for good.
      try {
        storage()?.setItem(CONSENT_KEY, JSON.stringify({ value: choice.getAttribute(CONSENT_CHOICE_ATTRIBUTE), at: new Date().toISOString() }));
      } catch {
        // Storage full or blocked: the banner still goes for this page.
      }
      const banner = choice.closest<HTMLElement>(`[${COOKIE_BANNER_ATTRIBUTE}]`);
      if (banner) banner.hidden = true;
      return;
    }
    if (target?.closest(`a[${HISTORY_BACK_ATTRIBUTE}]`)) {
      // A back link goes back in the browser's history when the visitor came from a page of this site.
      if (previousEntry(win) === 'browser') {
        event.preventDefault();
        win.history.back();
      }
      return;
    }
    const island = islandOf(target);
    const control = island ? target?.closest<HTMLElement>(CONTROL) : null;
    if (!island || !control) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!held.includes(control)) held.push(control);
    reachFor(island);
  };

  const onIntent = (event: Event) => {
    const island = islandOf(event.target);
    if (island) reachFor(island);
  };

  /** Gives the held clicks of an island that has just gone live back to it. */
  const onIslandLive = (event: Event) => {
    const island = event.target instanceof Element ? event.target : null;
    for (const control of held.filter((c) => island?.contains(c))) {
      held.splice(held.indexOf(control), 1);
      if (control.isConnected) control.click();
    }
  };

  afterFirstPaint(host, () => {
    installInputBlocking({ doc });
    const root = doc.getElementById(ROOT_ELEMENT_ID);
    if (root) protectContentIn(root);
    showCookieBanner();

    doc.addEventListener('click', onClick, { capture: true });
    for (const type of INTENT_EVENTS) doc.addEventListener(type, onIntent, { capture: true, passive: true });
    doc.addEventListener(ISLAND_LIVE_EVENT, onIslandLive);
    // Every island is live (each has had its held clicks back): the page is the app's now.
    doc.addEventListener(
      ISLANDS_READY_EVENT,
      () => {
        doc.removeEventListener('click', onClick, { capture: true });
        doc.removeEventListener(ISLAND_LIVE_EVENT, onIslandLive);
      },
      { once: true },
    );

    const circumstances: Circumstances = {
      stored: (key) => Boolean(storage()?.getItem(key)),
      reducedMotion: win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false,
    };
    const visible =
      typeof win.IntersectionObserver === 'function'
        ? new win.IntersectionObserver(
            (entries, observer) => {
              if (!entries.some((entry) => entry.isIntersecting)) return;
              observer.disconnect();
              startApp();
            },
            { rootMargin: '200px 0px' },
          )
        : null;
    for (const marker of root?.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`) ?? []) {
      let props: Record<string, unknown> = {};
      try {
        props = JSON.parse(marker.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}') as Record<string, unknown>;
      } catch {
        // Unreadable props: the island is started like any other, and reports its own trouble.
      }
      const need = needOf(marker.getAttribute(ISLAND_ATTRIBUTE) ?? '', props, circumstances);
      if (need === 'now') startApp();
      else if (need === 'visible') {
        if (visible) visible.observe(boxOf(marker));
        else startApp();
      }
    }

    // The app's modules are fetched (not run) once the page has loaded and the browser is idle, so
    // a first tap on an island waits for their evaluation only, not for the network as well.
    const fetchAhead = () => {
      const whenIdle = win.requestIdleCallback ?? ((callback: () => void) => host.setTimeout(callback));
      whenIdle(() => {
        if (appStarted) return;
        const boot = bootManifestIn(doc);
        preloadModules(host, [...boot.modules, ...boot.preload]);
      });
    };
    if (doc.readyState === 'complete') fetchAhead();
    else win.addEventListener('load', fetchAhead, { once: true });

    registerServiceWorker(win);
    markReady(doc, 'script');
  });
}

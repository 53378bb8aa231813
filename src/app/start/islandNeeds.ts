import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from '@/boot/protocol';
import { REVIEW_STORAGE_KEY, USER_KEY } from '@/config/storageKeys';

/**
 * When a reading page needs the app for its islands, before the visitor reaches for one:
 *  - at once for a signed-in visitor (the nav bar shows who is signed in);
 *  - when an island that shows the learner's own data or animates on arrival comes into view
 *    (the review offer, which also marks a lesson as read; the hub's animated cards).
 * Every other island waits for the visitor to reach for it (src/app/start/heldClicks.ts).
 */

/** When an island's code is needed. */
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

/** The box to watch for an island (its marker takes no room: `display: contents`). */
function boxOf(marker: Element): Element {
  let el: Element = marker;
  while (el.parentElement && el.ownerDocument.defaultView?.getComputedStyle(el).display === 'contents') el = el.parentElement;
  return el;
}

/** Calls `startApp` at once, or when a watched island comes into view, as the islands under `root` need. */
export function startWhenNeeded(win: Window & typeof globalThis, root: Element | null, storage: Storage | null, startApp: () => void): void {
  const circumstances: Circumstances = {
    stored: (key) => Boolean(storage?.getItem(key)),
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
}

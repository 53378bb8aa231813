/**
 * PROTOTYPE (opt-in, off by default): when a prerendered reading page hydrates. A content page's
 * text, links and disclosures already work as HTML; hydrating it spends a phone's main thread on
 * making visible text interactive. The gate holds hydration back until the reader needs React:
 *
 * - `interaction`: the first pointer, touch, key or focus on the page (React then replays the
 *   event that started it on the hydrated page);
 * - `idle`: the first idle period after the load event;
 * - `now` (the default): at once, as before.
 *
 * Chosen per visit with `?hydrate=interaction` or `?hydrate=idle`, so the bench can measure both
 * against the default on the same build; only pages from src/pages/ (lessons, articles, home,
 * legal) are ever held back, never a game or a tool.
 */
export type HydrationGate = 'now' | 'idle' | 'interaction';

const GATES: readonly HydrationGate[] = ['now', 'idle', 'interaction'];
/** Events that mean the reader is about to use the page. */
const INTERACTIONS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;
/** The longest an idle gate waits for an idle period, ms. */
const IDLE_TIMEOUT_MS = 5000;

/** The gate a visit asked for: only content pages (screens under src/pages/) may be held back. */
export function hydrationGateFor(search: string, source: string | undefined): HydrationGate {
  const asked = new URLSearchParams(search).get('hydrate') as HydrationGate | null;
  return asked && GATES.includes(asked) && source?.startsWith('src/pages/') ? asked : 'now';
}

/** Resolves when the page should hydrate. */
export function waitForGate(gate: HydrationGate): Promise<void> {
  if (gate === 'now') return Promise.resolve();
  if (gate === 'idle') {
    return new Promise((resolve) => {
      const idle = () => requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
      if (document.readyState === 'complete') idle();
      else window.addEventListener('load', idle, { once: true });
    });
  }
  return new Promise((resolve) => {
    const go = () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, go, true);
      resolve();
    };
    for (const type of INTERACTIONS) window.addEventListener(type, go, { capture: true, passive: true });
  });
}

import { CacheProvider, type EmotionCache } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { startTransition, useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { Router, type Navigator, type To } from 'react-router-dom';
import { consentRestored } from '@/app/consent';
import { sessionRestored } from '@/app/session';
import {
  ISLAND_ATTRIBUTE,
  ISLAND_LIVE_ATTRIBUTE,
  ISLAND_LIVE_EVENT,
  ISLAND_PROPS_ATTRIBUTE,
  ISLAND_WANTED_ATTRIBUTE,
  ISLANDS_READY_EVENT,
  markReady,
  ROOT_ELEMENT_ID,
} from '@/boot/protocol';
import { getTheme } from '@/theme/theme';
import { ISLANDS } from './islandRegistry';
import { nextTask } from './tasks';

/**
 * How a reading page starts: its text, links and disclosures already work as HTML, so only its
 * islands (the parts that need JavaScript, marked by src/components/islands/Island.tsx) are
 * hydrated, each as its own small React root. Games and tools are hydrated whole (./wholePage.tsx).
 */

/**
 * There is no client-side page to route to on a reading page: every navigation an island asks
 * for is a full page load (the service worker has every page, so this works offline too).
 */
const fullLoadNavigator: Navigator = {
  createHref: (to: To) => (typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`),
  go: (delta: number) => window.history.go(delta),
  push: (to: To) => window.location.assign(fullLoadNavigator.createHref(to)),
  replace: (to: To) => window.location.replace(fullLoadNavigator.createHref(to)),
};

/**
 * What every island is rendered in: the page's one Emotion cache (it adopts the prerendered
 * style tags, so nothing is inserted twice), the theme without its style sheet and baseline (the
 * prerendered page already has both), and a router that knows the current address. Providers
 * here must render no element of their own: each island's root is its marker, whose children are
 * the island alone. (No toasts: the toast region is an element, and no reading page shows one.)
 */
export function IslandProviders({ cache, children }: { cache: EmotionCache; children: ReactNode }) {
  const { pathname, search, hash } = window.location;
  return (
    <CacheProvider value={cache}>
      {/* The prop exists on the CSS-variables provider this theme selects; the types only know it under module augmentation. */}
      <ThemeProvider theme={getTheme()} defaultMode="system" noSsr {...{ disableStyleSheetGeneration: true }}>
        <Router location={{ pathname, search, hash }} navigator={fullLoadNavigator}>
          {children}
        </Router>
      </ThemeProvider>
    </CacheProvider>
  );
}

/** Renders nothing; says when its root has committed (its island is live). */
function Committed({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}

/** Hydrates one island from its marker: the registry's component with the props the HTML carries. Resolves once it is live. */
async function hydrateIsland(element: HTMLElement, cache: EmotionCache): Promise<void> {
  const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? '';
  const load = ISLANDS[name]?.load;
  if (!load) {
    console.error(`No island called "${name}": it stays as prerendered HTML.`);
    return;
  }
  const Component = await load();
  const props = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}') as Record<string, unknown>;
  await new Promise<void>((resolve) => {
    // In a transition, hydration yields to the browser every few milliseconds.
    startTransition(() => {
      hydrateRoot(
        element,
        <IslandProviders cache={cache}>
          <Component {...props} />
          <Committed onCommit={resolve} />
        </IslandProviders>,
      );
    });
  });
}

/**
 * Starts a reading page's islands, once the page's start-up script (src/app/start/readingPage.ts) has
 * found them needed: each island in its own task, the ones the visitor reached for first (their
 * held clicks are given back as soon as each is live), then the others in document order, then the
 * remembered cookie choice and session. The input blocking and the protected text's guard are the
 * start-up script's. Readiness 'app' and ISLANDS_READY_EVENT say every island is live (src/boot/protocol.ts).
 */
export async function startIslands(cache: EmotionCache) {
  // The theme in a task of its own, before the first island.
  getTheme();
  await nextTask();
  const root = document.getElementById(ROOT_ELEMENT_ID);
  // Islands do not nest: an island is one root, so only the outermost markers are hydrated.
  const markers = [...(root?.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`) ?? [])].filter(
    (element) => !element.parentElement?.closest(`[${ISLAND_ATTRIBUTE}]`),
  );
  const wanted = (element: HTMLElement) => element.hasAttribute(ISLAND_WANTED_ATTRIBUTE);
  for (const element of [...markers.filter(wanted), ...markers.filter((element) => !wanted(element))]) {
    await hydrateIsland(element, cache);
    element.setAttribute(ISLAND_LIVE_ATTRIBUTE, '');
    element.dispatchEvent(new Event(ISLAND_LIVE_EVENT, { bubbles: true }));
    await nextTask();
  }
  try {
    const { loadConsent, loadSession } = await import('../storedState');
    consentRestored(loadConsent());
    sessionRestored(loadSession());
  } catch (error) {
    // The chunk did not arrive (offline before the service worker had it): nobody is signed in.
    console.warn('Could not read the stored session', error);
    sessionRestored({ user: null, adminToken: null });
  }
  markReady(document, 'app');
  document.dispatchEvent(new Event(ISLANDS_READY_EVENT));
}

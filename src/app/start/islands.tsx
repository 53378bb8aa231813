import { CacheProvider, type EmotionCache } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { startTransition, useEffect, type ComponentType, type ReactNode } from 'react';
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

/**
 * How a reading page starts: its text, links and disclosures already work as HTML, so only its
 * islands (the parts that need JavaScript, marked by src/components/islands/Island.tsx) are
 * hydrated, each as its own small React root. Games and tools are hydrated whole (src/main.tsx).
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island checks its own props
type AnyComponent = ComponentType<any>;

/** An island: the module it lives in (src/…, for the prerender to preload its chunk) and its loader. */
export interface IslandEntry {
  source: string;
  load: () => Promise<AnyComponent>;
}

/**
 * Every island by name: the same component the page rendered inside the marker. Each loads
 * on its own, so a page fetches only the islands it has (the prerender preloads those).
 */
export const ISLANDS: Record<string, IslandEntry> = {
  'nav-bar': { source: 'src/app/Layout.tsx', load: () => import('../Layout').then((m) => m.NavBarIsland) },
  'cookie-banner': { source: 'src/app/Layout.tsx', load: () => import('../Layout').then((m) => m.CookieBannerSlot) },
  'review-offer': { source: 'src/components/review/ReviewOffer.tsx', load: () => import('@/components/review/ReviewOffer').then((m) => m.ReviewOfferLive) },
  'back-link': { source: 'src/components/layout/BackLink.tsx', load: () => import('@/components/layout/BackLink').then((m) => m.BackLinkLive) },
  checklist: { source: 'src/components/content/Checklist.tsx', load: () => import('@/components/content/Checklist').then((m) => m.Checklist) },
  'faq-controls': { source: 'src/components/content/FaqList.tsx', load: () => import('@/components/content/FaqList').then((m) => m.FaqControls) },
  'argument-builder': {
    source: 'src/components/content/ArgumentBuilder.tsx',
    load: () => import('@/components/content/ArgumentBuilder').then((m) => m.ArgumentBuilder),
  },
  biography: { source: 'src/pages/articles/BiographyButton.tsx', load: () => import('@/pages/articles/BiographyButton').then((m) => m.BiographyButton) },
  'warned-you': { source: 'src/pages/lessons/WarnedYouButton.tsx', load: () => import('@/pages/lessons/WarnedYouButton').then((m) => m.WarnedYouButton) },
  'animated-hub-cards': {
    source: 'src/pages/articles/AnimatedHubCards.tsx',
    load: () => import('@/pages/articles/AnimatedHubCards').then((m) => m.AnimatedHubCardsLive),
  },
};

/** The modules of the islands a prerendered page's HTML marks, once each (for the prerender's preloads). */
export function islandSourcesIn(html: string): string[] {
  const names = [...html.matchAll(new RegExp(`${ISLAND_ATTRIBUTE}="([^"]+)"`, 'g'))].map((match) => match[1]!);
  return [...new Set(names.flatMap((name) => (ISLANDS[name] ? [ISLANDS[name].source] : [])))];
}

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

/** Lets the browser paint and handle input between islands. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

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

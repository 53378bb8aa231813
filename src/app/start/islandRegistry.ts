import type { ComponentType } from 'react';
import { ISLAND_ATTRIBUTE } from '@/boot/protocol';

/**
 * The island registry: every island a page may mark (src/components/islands/Island.tsx) by name.
 * Read by the islands runtime (./islands.tsx), which hydrates them, and by the prerender
 * (src/entry-server.tsx), which preloads the chunks of the islands a page has.
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
  quote: { source: 'src/components/content/QuoteButton.tsx', load: () => import('@/components/content/QuoteButton').then((m) => m.QuoteButton) },
  print: { source: 'src/components/content/PrintButton.tsx', load: () => import('@/components/content/PrintButton').then((m) => m.PrintButton) },
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

import { createContext, useContext, useEffect } from 'react';
import type { PageMeta } from '@/content/schema';
import { applyHead } from '@/lib/seo';

/** Filled during prerender so the script can write the page's <head>. */
export interface HeadCollector {
  record: (meta: PageMeta) => void;
}
export const HeadContext = createContext<HeadCollector | null>(null);

/**
 * Declares the page's metadata (title, description, canonical, Open Graph, JSON-LD).
 * Prerender: recorded into the collector. Browser: applied to document.head.
 */
export function Seo({ meta }: { meta: PageMeta }) {
  const collector = useContext(HeadContext);
  collector?.record(meta);
  const key = JSON.stringify(meta);
  useEffect(() => {
    applyHead(JSON.parse(key) as PageMeta);
  }, [key]);
  return null;
}

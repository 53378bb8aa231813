import { Suspense, lazy } from 'react';
import { useHydrated } from '@/lib/useHydrated';
import type { ReviewOfferProps } from './ReviewOfferPanel';

export type { ReviewOfferProps } from './ReviewOfferPanel';

const Panel = lazy(() => import('./ReviewOfferPanel'));

/**
 * The way into spaced review ("3 due today") and the Discernment Check on content pages. It is
 * drawn after hydration from its own chunk, with the stored review, so it adds next to nothing
 * to a content page's first load and never differs between the prerendered HTML and hydration.
 */
export function ReviewOffer(props: ReviewOfferProps) {
  const hydrated = useHydrated();
  return hydrated ? (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  ) : null;
}

import { Suspense, lazy } from 'react';
import { Island } from '@/components/islands/Island';
import { useHydrated } from '@/lib/useHydrated';
import type { ReviewOfferProps } from './ReviewOfferPanel';

export type { ReviewOfferProps } from './ReviewOfferPanel';

const Panel = lazy(() => import('./ReviewOfferPanel'));

/** The offer itself: nothing until hydrated, then the panel from its own chunk. */
export function ReviewOfferLive(props: ReviewOfferProps) {
  const hydrated = useHydrated();
  return hydrated ? (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  ) : null;
}

/**
 * The way into spaced review ("3 due now") and the Discernment Check on content pages. It is
 * drawn after hydration from its own chunk, with the stored review, so it adds next to nothing
 * to a content page's first load and never differs between the prerendered HTML and hydration.
 * An island: a reading page hydrates it on its own.
 */
export function ReviewOffer(props: ReviewOfferProps) {
  return <Island name="review-offer" component={ReviewOfferLive} props={props} />;
}

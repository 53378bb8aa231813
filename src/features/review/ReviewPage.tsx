import { Box, Stack } from '@mui/material';
import { lazy, Suspense } from 'react';
import { Seo } from '@/components/layout/Seo';
import { PageHeading } from '@/components/layout/PageHeading';
import { SESSION_LIMIT } from '@/lib/review/model';
import { useHydrated } from '@/lib/useHydrated';
import { reviewScreen } from '@/content/pages/review';

/**
 * The session (the deck, the scheduler, the examples and their checks) is drawn only in the
 * browser, after hydration: it loads apart from the page, fetched as soon as the page's own code
 * runs, so the page starts with its heading alone (issue 36).
 */
const loadReviewApp = () => import('./ReviewApp');
const ReviewApp = lazy(loadReviewApp);
if (typeof window !== 'undefined') void loadReviewApp();

/** Holds the session's place until it is drawn. */
const placeholder = <Box sx={{ minHeight: 240 }} />;

/** /review: today's spaced review, at most a session's worth of due cards, weakest first. */
export default function ReviewPage() {
  const hydrated = useHydrated();
  return (
    <>
      <Seo meta={reviewScreen.meta} />
      <Stack spacing={4}>
        <PageHeading title={reviewScreen.title} intro={reviewScreen.intro?.(SESSION_LIMIT)} />
        {hydrated ? <Suspense fallback={placeholder}><ReviewApp /></Suspense> : placeholder}
      </Stack>
    </>
  );
}

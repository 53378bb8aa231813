import { Box, Link, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { dueSummary, noteLessonFinished } from '@/lib/review/offer';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

export interface ReviewOfferProps {
  /** On a lesson: reading to this point finishes the lesson, and its fallacies join the review. */
  lesson?: { id: string; fallacies: string[] };
  /** Show nothing until the learner has a review deck (for pages every newcomer sees first). */
  onlyWithDeck?: boolean;
}

type Summary = { cards: number; due: number };

/**
 * "3 due now": the way into spaced review and the Discernment Check from content pages. On a
 * lesson, scrolling it into view marks the lesson as read and adds its fallacies to the review.
 * ReviewOffer loads it after hydration.
 */
export default function ReviewOfferPanel({ lesson, onlyWithDeck = false }: ReviewOfferProps) {
  // Drawn only after hydration, so reading the browser's storage here never mismatches the prerender.
  const [summary, setSummary] = useState<Summary>(() => dueSummary(Date.now()));
  const [added, setAdded] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const lessonId = lesson?.id;
  const fallacies = lesson?.fallacies.join(',');

  useEffect(() => {
    let live = true;
    let observer: IntersectionObserver | undefined;
    if (lessonId && box.current && typeof IntersectionObserver !== 'undefined') {
      observer = new IntersectionObserver((entries) => {
        if (!live || !entries.some((e) => e.isIntersecting)) return;
        observer?.disconnect();
        noteLessonFinished(lessonId, fallacies ? fallacies.split(',') : [], Date.now());
        setAdded(true);
        setSummary(dueSummary(Date.now()));
      });
      observer.observe(box.current);
    }
    return () => {
      live = false;
      observer?.disconnect();
    };
  }, [lessonId, fallacies]);

  if (onlyWithDeck && summary.cards === 0) return null;
  const { due } = summary;
  return (
    <Box ref={box} data-testid="review-offer" sx={{ p: { xs: 2.5, sm: 3 }, mb: 4, borderRadius: 3, border: 1, borderColor: 'divider' }}>
      <Typography variant="h3" component="h2" sx={{ fontSize: '1.2rem', mb: 0.5 }}>
        Keep it from fading
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {added ? 'This lesson is now in your review: it comes back in a few days, just as it starts to fade. ' : ''}
        <Link component={RouterLink} to={paths.review} underline="always" sx={{ fontWeight: 600 }}>
          {due > 0 ? `Review: ${due} due now` : 'Spaced review'}
        </Link>
        {' · '}
        <Link component={RouterLink} to={paths.check} underline="always" sx={{ fontWeight: 600 }}>
          Discernment Check
        </Link>
        {' · '}
        <Link component={RouterLink} to={paths.progress} underline="always" sx={{ fontWeight: 600 }}>
          Your progress
        </Link>
      </Typography>
    </Box>
  );
}

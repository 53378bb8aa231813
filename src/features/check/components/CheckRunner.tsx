import { Box, Button, Stack, Typography } from '@mui/material';
import { ProgressBar } from '@/components/feedback/ProgressBar';
import { useEffect, useRef, useState } from 'react';
import { Chalkboard } from '@/components/game/Chalkboard';
import type { DiscernmentItem } from '@/content/discernment';
import type { FallacyId } from '@/content/schema';
import { judgedFallacious, type CheckAnswer, type Rating } from '@/lib/discernment/check';
import { RatingScale } from './RatingScale';
import { WhichFallacy } from './WhichFallacy';

export interface CheckRunnerProps {
  /** The arguments to rate, in the order shown. */
  items: ReadonlyArray<DiscernmentItem>;
  /** Called with every answer once the last argument is rated. */
  onFinish: (answers: CheckAnswer[]) => void;
  /** Force the board's reduced-motion look (stories, tests). */
  reducedMotion?: boolean;
  /** A check under way to carry on: the answers given so far and the rating chosen on the next item. */
  initial?: { answers: CheckAnswer[]; pending: { rating: Rating; named: FallacyId | null } | null };
  /** Called on every change (a rating chosen, a name picked, Next), to keep the answers as they are given. */
  onProgress?: (answers: CheckAnswer[], pending: { rating: Rating; named: FallacyId | null } | null) => void;
}

/** Takes the learner through one form: each argument on the board, a rating, and "Which fallacy?" when they say fallacious. */
export function CheckRunner({ items, onFinish, reducedMotion, initial, onProgress }: CheckRunnerProps) {
  const [answers, setAnswers] = useState<CheckAnswer[]>(initial?.answers ?? []);
  const [rating, setRatingState] = useState<Rating | null>(initial?.pending?.rating ?? null);
  const [named, setNamedState] = useState<FallacyId | null>(initial?.pending?.named ?? null);
  const setRating = (r: Rating) => {
    setRatingState(r);
    onProgress?.(answers, { rating: r, named: judgedFallacious(r) ? named : null });
  };
  const setNamed = (n: FallacyId | null) => {
    setNamedState(n);
    if (rating !== null) onProgress?.(answers, { rating, named: n });
  };
  const heading = useRef<HTMLHeadingElement>(null);
  const index = answers.length;
  const item = items[index];
  const last = index === items.length - 1;

  // Focus follows the argument: on the first one when the check starts (the start button is gone), then on each new one.
  useEffect(() => {
    const h = heading.current;
    if (!h) return;
    // The heading to the top of the view (below the bar), so the argument, the scale and Next fit a phone's screen.
    h.scrollIntoView?.({ block: 'start', behavior: 'instant' });
    h.focus({ preventScroll: true });
    // Once more after the page settles: on a resumed check the intro goes (and a reload restores its scroll) just after this.
    const settle = requestAnimationFrame(() => h.scrollIntoView?.({ block: 'start', behavior: 'instant' }));
    return () => cancelAnimationFrame(settle);
  }, [index]);

  if (!item) return null;

  const next = () => {
    if (rating === null) return;
    const answer: CheckAnswer = { itemId: item.id, verdict: item.verdict, fallacyId: item.fallacyId, rating, named: judgedFallacious(rating) ? named : null };
    const all = [...answers, answer];
    setRatingState(null);
    setNamedState(null);
    if (last) onFinish(all);
    else {
      setAnswers(all);
      onProgress?.(all, null);
    }
  };

  return (
    <Stack spacing={{ xs: 1.5, md: 3 }}>
      <Box>
        <Typography ref={heading} tabIndex={-1} component="h2" variant="h4" sx={{ mb: 1, scrollMarginTop: 72, fontSize: { xs: '1.1rem', md: undefined }, '&:focus': { outline: 'none' } }}>
          {`Argument ${index + 1} of ${items.length}`}
        </Typography>
        {/* The theme's tint of the bar's colour, as the track had before. */}
        <ProgressBar value={(index / items.length) * 100} label="Progress through the check" sx={{ bgcolor: 'LinearProgress.primaryBg' }} />
      </Box>
      <Chalkboard key={item.id} label={`Argument ${index + 1}`} text={item.text} fontSize={28} reducedMotion={reducedMotion} />
      <RatingScale value={rating} onChange={setRating} />
      {/* "Which fallacy?" and Next share a row where there is room, so a "fallacious" rating never pushes Next off a phone's screen. */}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 1.5 }}>
        {rating !== null && judgedFallacious(rating) && <WhichFallacy value={named} onChange={setNamed} />}
        <Button variant="contained" size="large" onClick={next} disabled={rating === null} sx={{ flex: 'none' }}>
          {last ? 'See my results' : 'Next argument'}
        </Button>
      </Box>
    </Stack>
  );
}

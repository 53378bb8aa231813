import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
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
}

/** Takes the learner through one form: each argument on the board, a rating, and "Which fallacy?" when they say fallacious. */
export function CheckRunner({ items, onFinish, reducedMotion }: CheckRunnerProps) {
  const [answers, setAnswers] = useState<CheckAnswer[]>([]);
  const [rating, setRating] = useState<Rating | null>(null);
  const [named, setNamed] = useState<FallacyId | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const index = answers.length;
  const item = items[index];
  const last = index === items.length - 1;

  useEffect(() => {
    if (index > 0) heading.current?.focus();
  }, [index]);

  if (!item) return null;

  const next = () => {
    if (rating === null) return;
    const answer: CheckAnswer = { itemId: item.id, verdict: item.verdict, fallacyId: item.fallacyId, rating, named: judgedFallacious(rating) ? named : null };
    const all = [...answers, answer];
    setRating(null);
    setNamed(null);
    if (last) onFinish(all);
    else setAnswers(all);
  };

  return (
    <Stack spacing={3}>
      <Box>
        <Typography ref={heading} tabIndex={-1} component="h2" variant="h4" sx={{ mb: 1, '&:focus': { outline: 'none' } }}>
          {`Argument ${index + 1} of ${items.length}`}
        </Typography>
        <LinearProgress variant="determinate" value={(index / items.length) * 100} aria-label="Progress through the check" />
      </Box>
      <Chalkboard key={item.id} label={`Argument ${index + 1}`} text={item.text} fontSize={28} reducedMotion={reducedMotion} />
      <RatingScale value={rating} onChange={setRating} />
      {rating !== null && judgedFallacious(rating) && <WhichFallacy value={named} onChange={setNamed} />}
      <Box>
        <Button variant="contained" size="large" onClick={next} disabled={rating === null}>
          {last ? 'See my results' : 'Next argument'}
        </Button>
      </Box>
    </Stack>
  );
}

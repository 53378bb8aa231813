import { Box, Button, Link, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export interface VerdictPanelProps {
  /** Whether the answer was right: the colour, the icon and `data-result` follow it. */
  correct: boolean;
  /** The first line, large: e.g. "Right." or "Not this time.". */
  headline: string;
  /** The verdict in one bold line: what the argument was. */
  verdict: string;
  /** Why, in a sentence or two. */
  why: string;
  /** Further lines under the why (why the chosen option was not it, when the card comes back). */
  children?: ReactNode;
  /** The button that moves on: it takes focus when the panel appears. */
  nextLabel: string;
  /** Called on the button that moves on. */
  onNext: () => void;
  /** The lesson on what was in play, linked beside the button. */
  lesson: { href: string; label: string };
}

/**
 * The verdict after an answer in the check's practice and the spaced review: right or wrong (in
 * words, colour and icon), the verdict, why, then a button to go on and the lesson to read.
 *
 * Show it once the learner has answered, inside a polite live region the page keeps in place, so
 * a screen reader hears the verdict. The Next button takes focus when the panel appears, so Enter
 * moves on. For the timed games' verdict, which holds its place before any answer, use ResultBanner.
 */
export function VerdictPanel({ correct, headline, verdict, why, children, nextLabel, onNext, lesson }: VerdictPanelProps) {
  const next = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    next.current?.focus();
  }, []);
  const Icon = correct ? CheckCircleIcon : CancelIcon;
  return (
    <Box
      data-result={correct ? 'correct' : 'wrong'}
      sx={{ border: '2px solid', borderColor: correct ? 'game.correct' : 'game.wrong', borderLeftWidth: 10, borderRadius: 3, p: { xs: 2, sm: 2.5 }, bgcolor: 'background.paper' }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
        <Icon aria-hidden="true" sx={{ color: correct ? 'game.correct' : 'game.wrong', fontSize: 32 }} />
        <Typography component="p" variant="h4">
          {headline}
        </Typography>
      </Stack>
      <Typography sx={{ fontWeight: 600 }}>{verdict}</Typography>
      <Typography sx={{ mt: 0.5 }}>{why}</Typography>
      {children}
      <Stack direction="row" spacing={2} sx={{ mt: 1.5, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Button ref={next} variant="contained" onClick={onNext}>
          {nextLabel}
        </Button>
        <Link component={RouterLink} to={lesson.href} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}>
          <MenuBookIcon fontSize="small" aria-hidden="true" />
          {lesson.label}
        </Link>
      </Stack>
    </Box>
  );
}

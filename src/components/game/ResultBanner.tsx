import { Box, Button, Link, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export interface ResultBannerProps {
  correct: boolean;
  /** The question ran out of time (counted as wrong). */
  timedOut?: boolean;
  /** The name of the right answer. */
  answerName: string;
  /** Why the statement commits that fallacy; the fallacy's description when the statement has none. */
  explanation: string | null;
  /** The fallacy's lesson; null when it has none (a fallacy an admin added). */
  lessonHref: string | null;
  /** Shows a button to move on (omit when the game moves on by itself). */
  onNext?: () => void;
  nextLabel?: string;
  /** Put keyboard focus on the Next button when the banner appears. */
  focusNext?: boolean;
}

/**
 * The verdict after an answer: "Correct!" or "Incorrect" (games-spec §4), which fallacy it
 * was, one or two sentences on why, and a link to the lesson. Green or red, with an icon and
 * words, so colour is never the only signal.
 */
export function ResultBanner({
  correct,
  timedOut = false,
  answerName,
  explanation,
  lessonHref,
  onNext,
  nextLabel = 'Next',
  focusNext = false,
}: ResultBannerProps) {
  const next = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusNext) next.current?.focus();
  }, [focusNext]);
  const signal = correct ? 'game.correct' : 'game.wrong';
  const Icon = correct ? CheckCircleIcon : CancelIcon;
  return (
    <Box
      data-result={correct ? 'correct' : 'wrong'}
      sx={{ border: '2px solid', borderColor: signal, borderLeftWidth: 10, borderRadius: 3, p: { xs: 2, sm: 2.5 }, bgcolor: 'background.paper' }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
        <Icon aria-hidden="true" sx={{ color: signal, fontSize: 32 }} />
        <Typography component="p" variant="h4">
          {correct ? 'Correct!' : 'Incorrect'}
        </Typography>
        {timedOut && (
          <Typography component="p" variant="body2" sx={{ fontWeight: 700, color: 'text.secondary' }}>
            Time&apos;s up.
          </Typography>
        )}
      </Stack>
      <Typography sx={{ fontWeight: 600 }}>
        {correct ? `Yes: ${answerName}.` : `It was ${answerName}.`}
      </Typography>
      {explanation && <Typography sx={{ mt: 0.5 }}>{explanation}</Typography>}
      {(lessonHref || onNext) && (
        <Stack direction="row" spacing={2} sx={{ mt: 1.5, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          {onNext && (
            <Button ref={next} variant="contained" onClick={onNext}>
              {nextLabel}
            </Button>
          )}
          {lessonHref && (
            <Link component={RouterLink} to={lessonHref} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}>
              <MenuBookIcon fontSize="small" aria-hidden="true" />
              Read the {answerName} lesson
            </Link>
          )}
        </Stack>
      )}
    </Box>
  );
}

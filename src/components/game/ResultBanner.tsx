import { Box, Button, Link, Stack, Typography, type SxProps, type Theme } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import { memo, useEffect, useRef, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { beforePaint } from '@/lib/beforePaint';

export interface ResultBannerProps {
  /** Whether the player's answer was right (green "Correct!") or not (red). */
  correct: boolean;
  /** The question ran out of time (counted as wrong). */
  timedOut?: boolean;
  /** The name of the right answer. */
  answerName: string;
  /**
   * What the lesson calls it, when that differs from `answerName` (the Detective keeps the
   * spec's names, Bandwagon, while the lesson is Appeal to Popularity): shown beside it, and
   * the lesson link uses it, so the link names the page it opens.
   */
  lessonName?: string;
  /** Why the statement commits that fallacy; the fallacy's description when the statement has none. */
  explanation: string | null;
  /** The fallacy's lesson; null when it has none (a fallacy an admin added). */
  lessonHref: string | null;
  /** Shows a button to move on (omit when the game moves on by itself). */
  onNext?: () => void;
  /** The Next button's words (default "Next"). */
  nextLabel?: string;
  /** Put keyboard focus on the Next button when the banner appears. */
  focusNext?: boolean;
  /**
   * False while the question is still open: the banner keeps its place on the page, invisible
   * and out of reach (hidden from assistive technology, nothing focusable), so the verdict
   * appears without moving anything. Pass the coming answer's content (name, explanation,
   * lesson, whether there will be a Next) so the reserved space is the banner's real size.
   */
  shown?: boolean;
}

/** Stacks its children in one grid cell: as tall as the tallest, showing only `active`. */
function Swap({ active, children }: { active: number; children: readonly ReactNode[] }) {
  return (
    <Box sx={{ display: 'grid', '& > *': { gridArea: '1 / 1' } }}>
      {children.map((child, i) => (
        <Box key={i} aria-hidden={i === active ? undefined : true} sx={{ visibility: i === active ? undefined : 'hidden' }}>
          {child}
        </Box>
      ))}
    </Box>
  );
}

/**
 * One style for both verdicts and for the hidden placeholder, told apart by attributes: showing
 * the verdict generates no new CSS (which would restyle the whole page in the answer's frame).
 */
const bannerSx: SxProps<Theme> = {
  border: '2px solid',
  borderColor: 'game.wrong',
  borderLeftWidth: 10,
  borderRadius: 3,
  p: { xs: 2, sm: 2.5 },
  bgcolor: 'background.paper',
  '& [data-signal-icon]': { color: 'game.wrong' },
  '&[data-signal="correct"]': { borderColor: 'game.correct', '& [data-signal-icon]': { color: 'game.correct' } },
  // Appears in place: opacity only, never a change of size.
  visibility: 'visible',
  opacity: 1,
  '&:not([data-result])': { visibility: 'hidden', opacity: 0 },
  transition: (t) => t.transitions.create('opacity'),
};

/**
 * The verdict after an answer: "Correct!" or "Incorrect", which fallacy it
 * was, one or two sentences on why, and a link to the lesson. Green or red, with an icon and
 * words, so colour is never the only signal.
 */
export const ResultBanner = memo(function ResultBanner({
  correct,
  timedOut = false,
  answerName,
  lessonName,
  explanation,
  lessonHref,
  onNext,
  nextLabel = 'Next',
  focusNext = false,
  shown = true,
}: ResultBannerProps) {
  const next = useRef<HTMLButtonElement>(null);
  // Next takes focus in the frame that shows the verdict, not in the answer's task, where focusing
  // (and scrolling to it) forced the new verdict's style and layout. Till then focus stays on the
  // answer just given.
  useEffect(() => {
    if (focusNext && shown) return beforePaint(() => next.current?.focus());
  }, [focusNext, shown]);
  const alias = lessonName && lessonName !== answerName ? ` (the lesson calls it ${lessonName})` : '';
  const Icon = correct ? CheckCircleIcon : CancelIcon;
  return (
    <Box
      data-result={shown ? (correct ? 'correct' : 'wrong') : undefined}
      data-signal={correct ? 'correct' : 'wrong'}
      aria-hidden={shown ? undefined : true}
      inert={!shown}
      sx={bannerSx}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
        <Icon aria-hidden="true" data-signal-icon sx={{ fontSize: 32 }} />
        <Swap active={correct ? 0 : 1}>
          {[
            <Typography key="right" component="p" variant="h4">
              Correct!
            </Typography>,
            <Typography key="wrong" component="p" variant="h4">
              Incorrect
            </Typography>,
          ]}
        </Swap>
        {timedOut && (
          <Typography component="p" variant="body2" sx={{ fontWeight: 700, color: 'text.secondary', whiteSpace: 'nowrap' }}>
            Time&apos;s up.
          </Typography>
        )}
      </Stack>
      {/* Both wordings hold their place, so a longer one never wraps onto a line the space lacked. */}
      <Swap active={correct ? 0 : 1}>
        {[
          <Typography key="right" sx={{ fontWeight: 600 }}>
            {`Yes: ${answerName}${alias}.`}
          </Typography>,
          <Typography key="wrong" sx={{ fontWeight: 600 }}>
            {`It was ${answerName}${alias}.`}
          </Typography>,
        ]}
      </Swap>
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
              Read the {lessonName ?? answerName} lesson
            </Link>
          )}
        </Stack>
      )}
    </Box>
  );
});

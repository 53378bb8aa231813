import { Box, Button, Link, Stack, Typography, type SxProps, type Theme } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import { useEventCallback } from '@mui/material/utils';
import { memo, useEffect, useRef, type ReactNode, type RefObject } from 'react';
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

/**
 * Both wordings stacked in one grid cell, as tall as the taller; the banner's `data-signal`
 * shows one (bannerSx). Which one is CSS's business, so the banner's words need not render again
 * when the verdict arrives: the placeholder already holds them.
 */
function Swap({ right, wrong }: { right: ReactNode; wrong: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', '& > *': { gridArea: '1 / 1' } }}>
      <div data-when="correct">{right}</div>
      <div data-when="wrong">{wrong}</div>
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
  // The other verdict's words and icon: hidden, and so out of the accessibility tree too.
  '&[data-signal="correct"] [data-when="wrong"], &[data-signal="wrong"] [data-when="correct"]': { visibility: 'hidden' },
  '&[data-signal="correct"] svg[data-when="wrong"], &[data-signal="wrong"] svg[data-when="correct"]': { display: 'none' },
  // Appears in place: opacity only, never a change of size.
  visibility: 'visible',
  opacity: 1,
  '&:not([data-result])': { visibility: 'hidden', opacity: 0 },
  transition: (t) => t.transitions.create('opacity'),
};

interface BannerWordsProps {
  timedOut: boolean;
  answerName: string;
  lessonName?: string;
  explanation: string | null;
  lessonHref: string | null;
  /** The Next button's words, or null for none. */
  nextLabel: string | null;
  onNext: () => void;
  nextRef: RefObject<HTMLButtonElement | null>;
}

/**
 * Everything inside the banner: both verdicts' words, the explanation, Next and the lesson link.
 * Memoised on the answer's content, which the page passes before the answer (the placeholder):
 * giving the answer then changes only the banner's own attributes, a few elements instead of the
 * banner's twenty-odd (on a slow phone, time off the answer's task).
 */
const BannerWords = memo(function BannerWords({ timedOut, answerName, lessonName, explanation, lessonHref, nextLabel, onNext, nextRef }: BannerWordsProps) {
  const alias = lessonName && lessonName !== answerName ? ` (the lesson calls it ${lessonName})` : '';
  return (
    <>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
        {/* One child of the row, so the hidden icon takes no spacing. */}
        <Box sx={{ display: 'flex' }}>
          <CheckCircleIcon aria-hidden="true" data-signal-icon data-when="correct" sx={{ fontSize: 32 }} />
          <CancelIcon aria-hidden="true" data-signal-icon data-when="wrong" sx={{ fontSize: 32 }} />
        </Box>
        <Swap
          right={
            <Typography component="p" variant="h4">
              Correct!
            </Typography>
          }
          wrong={
            <Typography component="p" variant="h4">
              Incorrect
            </Typography>
          }
        />
        {timedOut && (
          <Typography component="p" variant="body2" sx={{ fontWeight: 700, color: 'text.secondary', whiteSpace: 'nowrap' }}>
            Time&apos;s up.
          </Typography>
        )}
      </Stack>
      {/* Both wordings hold their place, so a longer one never wraps onto a line the space lacked. */}
      <Swap
        right={<Typography sx={{ fontWeight: 600 }}>{`Yes: ${answerName}${alias}.`}</Typography>}
        wrong={<Typography sx={{ fontWeight: 600 }}>{`It was ${answerName}${alias}.`}</Typography>}
      />
      {explanation && <Typography sx={{ mt: 0.5 }}>{explanation}</Typography>}
      {(lessonHref || nextLabel !== null) && (
        <Stack direction="row" spacing={2} sx={{ mt: 1.5, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          {nextLabel !== null && (
            <Button ref={nextRef} variant="contained" onClick={onNext}>
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
    </>
  );
});

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
  // The page's handler may be a new function each render: the words need only know there is one.
  const onNextNow = useEventCallback(() => onNext?.());
  return (
    <Box
      data-result={shown ? (correct ? 'correct' : 'wrong') : undefined}
      data-signal={correct ? 'correct' : 'wrong'}
      aria-hidden={shown ? undefined : true}
      inert={!shown}
      sx={bannerSx}
    >
      <BannerWords
        timedOut={timedOut}
        answerName={answerName}
        lessonName={lessonName}
        explanation={explanation}
        lessonHref={lessonHref}
        nextLabel={onNext ? nextLabel : null}
        onNext={onNextNow}
        nextRef={next}
      />
    </Box>
  );
});

import { Box, Button, Link, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Chalkboard } from '@/components/game/Chalkboard';
import type { DiscernmentItem, Verdict } from '@/content/discernment';
import { fallacyName, lessonHref } from '../fallacyNames';
import { whyBody } from '@/lib/discernment/check';

export interface PracticeCardProps {
  /** The argument to judge, with its verdict and explanation. */
  item: DiscernmentItem;
  /** 1-based position in the round. */
  position: number;
  /** Arguments in the round. */
  total: number;
  /** The learner's answer; null while open. */
  answer: Verdict | null;
  /** Called with the learner's verdict. */
  onAnswer: (answer: Verdict) => void;
  /** Called on the Next button, once answered. */
  onNext: () => void;
  /** The Next button's words (default "Next argument"). */
  nextLabel?: string;
  /** Force the board's reduced-motion look (stories, tests). */
  reducedMotion?: boolean;
}

/**
 * One "Sound or fallacious?" item: the argument on the board, two answers, then the verdict with
 * why (why this one is fine, or which fallacy and why) and the lesson for the fallacy in play.
 */
export function PracticeCard({ item, position, total, answer, onAnswer, onNext, nextLabel = 'Next argument', reducedMotion }: PracticeCardProps) {
  const next = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const answered = answer !== null;
  const correct = answer === item.verdict;
  useEffect(() => {
    if (answered) next.current?.focus();
  }, [answered]);
  // A new item takes focus from the Next button that moved on to it (the first stays where the page starts).
  useEffect(() => {
    if (position > 1) heading.current?.focus();
  }, [position]);
  const name = fallacyName(item.fallacyId);
  const verdictText = item.verdict === 'sound' ? `Sound. No ${name} here.` : `Fallacious: ${name}.`;
  const Icon = correct ? CheckCircleIcon : CancelIcon;
  return (
    <Stack spacing={2.5}>
      <Typography ref={heading} component="h2" variant="h4" tabIndex={-1} sx={{ '&:focus': { outline: 'none' } }}>
        {`Argument ${position} of ${total}`}
      </Typography>
      <Chalkboard label={`Argument ${position}`} text={item.text} fontSize={28} reducedMotion={reducedMotion} />
      <Stack direction="row" spacing={2} role="group" aria-label="Your answer">
        {(['sound', 'fallacious'] as const).map((v) => (
          <Button
            key={v}
            size="large"
            variant={answer === v ? 'contained' : 'outlined'}
            color={v === 'sound' ? 'primary' : 'secondary'}
            aria-pressed={answer === v}
            aria-disabled={answered || undefined}
            onClick={() => !answered && onAnswer(v)}
            sx={{ flex: 1, minHeight: 56, fontSize: '1.1rem', borderWidth: 2, '&:hover': { borderWidth: 2 } }}
          >
            {v === 'sound' ? 'Sound' : 'Fallacious'}
          </Button>
        ))}
      </Stack>
      <Box aria-live="polite">
        {answered && (
          <Box
            data-result={correct ? 'correct' : 'wrong'}
            sx={{ border: '2px solid', borderColor: correct ? 'game.correct' : 'game.wrong', borderLeftWidth: 10, borderRadius: 3, p: { xs: 2, sm: 2.5 }, bgcolor: 'background.paper' }}
          >
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
              <Icon aria-hidden="true" sx={{ color: correct ? 'game.correct' : 'game.wrong', fontSize: 32 }} />
              <Typography component="p" variant="h4">
                {correct ? 'Right.' : 'Not this time.'}
              </Typography>
            </Stack>
            <Typography sx={{ fontWeight: 600 }}>{verdictText}</Typography>
            <Typography sx={{ mt: 0.5 }}>{whyBody(item.why)}</Typography>
            <Stack direction="row" spacing={2} sx={{ mt: 1.5, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
              <Button ref={next} variant="contained" onClick={onNext}>
                {nextLabel}
              </Button>
              <Link component={RouterLink} to={lessonHref(item.fallacyId)} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}>
                <MenuBookIcon fontSize="small" aria-hidden="true" />
                {`Read the ${name} lesson`}
              </Link>
            </Stack>
          </Box>
        )}
      </Box>
    </Stack>
  );
}

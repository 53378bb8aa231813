import { Box, Button, Stack, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { Chalkboard } from '@/components/game/Chalkboard';
import { VerdictPanel } from '@/components/game/VerdictPanel';
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
  const heading = useRef<HTMLHeadingElement>(null);
  const answered = answer !== null;
  const correct = answer === item.verdict;
  // A new item takes focus from the Next button that moved on to it (the first stays where the page starts).
  useEffect(() => {
    if (position > 1) heading.current?.focus();
  }, [position]);
  const name = fallacyName(item.fallacyId);
  const verdictText = item.verdict === 'sound' ? `Sound. No ${name} here.` : `Fallacious: ${name}.`;
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
          <VerdictPanel
            correct={correct}
            headline={correct ? 'Right.' : 'Not this time.'}
            verdict={verdictText}
            why={whyBody(item.why)}
            nextLabel={nextLabel}
            onNext={onNext}
            lesson={{ href: lessonHref(item.fallacyId), label: `Read the ${name} lesson` }}
          />
        )}
      </Box>
    </Stack>
  );
}

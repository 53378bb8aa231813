import { Box, Link, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export interface LastAnswerProps {
  /** Whether the previous answer was right. */
  correct: boolean;
  /** The previous question ran out of time before an answer. */
  timedOut?: boolean;
  /** The right answer as the cards name it. */
  answerName: string;
  /** What its lesson calls it, when that differs. */
  lessonName?: string;
  /** Why the answer is what it is; null when the statement has no explanation. */
  explanation: string | null;
  /** The lesson on the right answer; null when it has none (an admin-added type). */
  lessonHref: string | null;
}

/**
 * The previous answer's verdict and why, kept under the next question until the player answers
 * again: the verdict itself only shows for 1.5 s, which is not long enough to read it.
 */
export function LastAnswer({ correct, timedOut = false, answerName, lessonName, explanation, lessonHref }: LastAnswerProps) {
  const titleId = useId();
  const Icon = correct ? CheckCircleIcon : CancelIcon;
  const signal = correct ? 'game.correct' : 'game.wrong';
  const alias = lessonName && lessonName !== answerName ? ` (the lesson calls it ${lessonName})` : '';
  const verdict = correct ? `Right: ${answerName}${alias}.` : `${timedOut ? 'Time ran out' : 'Missed'}: it was ${answerName}${alias}.`;
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      data-last-answer={correct ? 'correct' : 'wrong'}
      sx={{ border: '1px solid', borderColor: 'divider', borderLeft: '6px solid', borderLeftColor: signal, borderRadius: 3, p: { xs: 1.5, sm: 2 }, bgcolor: 'background.paper' }}
    >
      <Typography id={titleId} component="h2" variant="overline" sx={{ color: 'text.secondary', lineHeight: 1.6, letterSpacing: 1.5 }}>
        Last answer
      </Typography>
      <Typography sx={{ fontWeight: 700, display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <Icon aria-hidden="true" sx={{ color: signal, mt: 0.5 }} fontSize="small" />
        {verdict}
      </Typography>
      {explanation && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {explanation}
        </Typography>
      )}
      {lessonHref && (
        <Link component={RouterLink} to={lessonHref} variant="body2" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600, mt: 0.5 }}>
          <MenuBookIcon fontSize="small" aria-hidden="true" />
          Read the {lessonName ?? answerName} lesson
        </Link>
      )}
    </Box>
  );
}

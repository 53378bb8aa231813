import { Box, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import { memo, useMemo } from 'react';
import { Modal } from '@/components/feedback/Modal';
import type { QuizOption, SegmentAnalysis } from '@/content/games/types';

export interface FeedbackPopupProps {
  /** Whether the dialog is showing. */
  open: boolean;
  /** The option the player picked. */
  picked: QuizOption;
  /** The right option (named when the pick was wrong). */
  answer: QuizOption;
  /** The segment's longer analysis, when it has one. */
  analysis?: SegmentAnalysis;
  /** Next: the next segment (or the round-complete panel). */
  onNext: () => void;
  /** Closed without Next (X, Escape, backdrop): the page keeps a Next button. */
  onClose: () => void;
  /** Stays in the document while closed (hidden), so an answer only fills and shows it. */
  keepMounted?: boolean;
}

/**
 * The right option's explanation opens with a verdict ("Yes.", "Correct.") written for the
 * player who picked it; under an "Incorrect" title that reads as a contradiction, so it goes.
 */
export function withoutVerdict(text: string): string {
  return text.replace(/^\s*(?:yes|correct|right)\s*[.!:,—–-]+\s*/i, '');
}

/**
 * After a pick: 'Correct!' or 'Incorrect', why, and Next. Memoised: kept mounted, it re-renders
 * only when it opens, closes or changes what it says, not with every change on the page.
 */
export const FeedbackPopup = memo(function FeedbackPopup({
  open,
  picked,
  answer,
  analysis,
  onNext,
  onClose,
  keepMounted = false,
}: FeedbackPopupProps) {
  const correct = picked.correct;
  const Icon = correct ? CheckCircleIcon : CancelIcon;
  // Built only when what it says changes: opening or closing re-renders the dialog, not its text.
  // Not focusable itself: the dialog's content area already is (one Tab stop scrolls a long explanation).
  const explanation = useMemo(
    () => (
      <Stack spacing={2}>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
          <Icon aria-hidden sx={{ color: correct ? 'game.correct' : 'game.wrong', fontSize: 32, mt: 0.25 }} />
          <Box>
            <Typography sx={{ fontWeight: 700 }}>
              {correct ? `Your answer: ${picked.text}` : `You picked ${picked.text}. The answer is ${answer.text}.`}
            </Typography>
            <Typography>{picked.explanation}</Typography>
          </Box>
        </Box>
        {!correct && (
          <Box>
            <Typography sx={{ fontWeight: 700 }}>Why it is {answer.text}</Typography>
            <Typography>{withoutVerdict(answer.explanation)}</Typography>
          </Box>
        )}
        {analysis && (
          <Box component="section" aria-label="The Sophist's analysis" sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}>
            <Typography variant="h6" component="h3" sx={{ mb: 0.5 }}>
              The Sophist's analysis
            </Typography>
            <Typography>{analysis.fullExplanation}</Typography>
            {analysis.relatedTechniques.length > 0 && (
              <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
                Related techniques: {analysis.relatedTechniques.join(', ')}
              </Typography>
            )}
            {analysis.tips.length > 0 && (
              <>
                <Typography sx={{ mt: 1.5, fontWeight: 700 }}>Tips</Typography>
                <Box component="ul" sx={{ m: 0, pl: 3 }}>
                  {analysis.tips.map((tip) => (
                    <li key={tip}>
                      <Typography variant="body2">{tip}</Typography>
                    </li>
                  ))}
                </Box>
              </>
            )}
          </Box>
        )}
      </Stack>
    ),
    [correct, Icon, picked, answer, analysis],
  );
  return (
    <Modal
      open={open}
      title={correct ? 'Correct!' : 'Incorrect'}
      onClose={onClose}
      confirmLabel="Next"
      onConfirm={onNext}
      keepMounted={keepMounted}
    >
      {explanation}
    </Modal>
  );
});

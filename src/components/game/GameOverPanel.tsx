import { Box, Button, Stack, Typography } from '@mui/material';
import { useEffect, useRef, type ReactNode } from 'react';
import { LabelledSection } from '@/components/layout/LabelledSection';
import { DueReviewNudge } from '@/components/review/DueReviewNudge';

export interface GameOverPanelProps {
  /** 'Game Over', 'Complete!', 'Over'. */
  title: string;
  /** The player's final score. */
  score: number;
  /** The most points the game allows; the score is shown over it. */
  maxScore: number;
  /** A line under the score in the persona's voice. */
  message?: string;
  /** The button's words, e.g. "Play Again". */
  actionLabel: string;
  /** Called on the button. */
  onAction: () => void;
  /** Green when the player did well. */
  tone?: 'success' | 'neutral';
  /** Put keyboard focus on the action button when the panel appears. */
  autoFocus?: boolean;
  /** More below the score: a review of the answers, links. */
  children?: ReactNode;
}

/**
 * The end of a game: a title, the final score as points over the maximum, a message and one
 * action (Play Again, Next, Retry). The action takes keyboard focus when the panel appears, so
 * Enter plays again.
 */
export function GameOverPanel({
  title,
  score,
  maxScore,
  message,
  actionLabel,
  onAction,
  tone = 'neutral',
  autoFocus = true,
  children,
}: GameOverPanelProps) {
  const action = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (autoFocus) action.current?.focus();
  }, [autoFocus]);
  return (
    <LabelledSection
      id="game-over-title"
      title={title}
      gap={1}
      sx={{
        border: '2px solid',
        borderColor: tone === 'success' ? 'game.correct' : 'divider',
        borderRadius: 4,
        p: { xs: 3, sm: 4 },
        textAlign: 'center',
        bgcolor: 'background.paper',
      }}
    >
      <Typography component="p" sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
        Final score: <span data-testid="final-score">{score} / {maxScore}</span>
      </Typography>
      {message && (
        <Typography sx={{ mt: 1, maxWidth: '50ch', mx: 'auto' }}>
          {message}
        </Typography>
      )}
      <Stack direction="row" sx={{ justifyContent: 'center', mt: 3 }}>
        <Button ref={action} variant="contained" size="large" color={tone === 'success' ? 'success' : 'primary'} onClick={onAction}>
          {actionLabel}
        </Button>
      </Stack>
      <DueReviewNudge />
      {children && <Box sx={{ mt: 4, textAlign: 'left' }}>{children}</Box>}
    </LabelledSection>
  );
}

import { Box, Button, Typography } from '@mui/material';
import type { Ref } from 'react';
import type { Rank } from '../logic';
import { DueReviewNudge } from '@/components/review/DueReviewNudge';
import { LabelledSection } from '@/components/layout/LabelledSection';

export interface EndScreenProps {
  /** Right answers in the whole game. */
  score: number;
  /** Segments answered in the whole game. */
  attempted: number;
  /** Right answers as a whole percentage of those attempted. */
  percent: number;
  /** The title the percentage earns, with its line of praise or scorn. */
  rank: Rank;
  /** Called on Play Again. */
  onPlayAgain: () => void;
  /** The heading, so the page can move focus to it when the game ends. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** The final score, the percent and the rank it earns. */
export function EndScreen({ score, attempted, percent, rank, onPlayAgain, headingRef }: EndScreenProps) {
  return (
    <LabelledSection outlined id="end-heading" title="Game Over" headingRef={headingRef} gap={0} sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
      <Typography variant="h4" component="p" sx={{ mt: 2 }}>
        Final Score: {score} / {attempted}
      </Typography>
      <Typography variant="h5" component="p" sx={{ color: 'text.secondary' }}>
        {percent}%
      </Typography>
      <Box sx={{ mt: 4, mx: 'auto', maxWidth: 520, p: 3, borderRadius: 3, bgcolor: 'board.main', color: 'chalk.main' }}>
        <Typography component="p" variant="overline" sx={{ color: 'chalk.muted', letterSpacing: 2 }}>
          Your rank
        </Typography>
        <Typography component="p" variant="chalk" sx={{ fontSize: '2.75rem' }}>
          {rank.title}
        </Typography>
        <Typography sx={{ mt: 1 }}>{rank.text}</Typography>
      </Box>
      <Button variant="contained" size="large" onClick={onPlayAgain} sx={{ mt: 4 }}>
        Play Again
      </Button>
      <DueReviewNudge />
    </LabelledSection>
  );
}

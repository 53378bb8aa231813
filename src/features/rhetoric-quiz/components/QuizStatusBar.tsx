import { Box, Typography } from '@mui/material';
import { ProgressBar } from '@/components/feedback/ProgressBar';

export interface QuizStatusBarProps {
  /** 1-based. */
  round: number;
  /** Rounds in the game. */
  roundCount: number;
  /** 1-based. */
  segment: number;
  /** Segments in this round. */
  segmentCount: number;
  /** Progress through the round, 0 to 100. */
  progress: number;
  /** Right answers so far in the game. */
  score: number;
  /** Segments answered so far in the game. */
  attempted: number;
}

/** Where the player is and how it is going: round, segment, a progress bar and the score. */
export function QuizStatusBar({ round, roundCount, segment, segmentCount, progress, score, attempted }: QuizStatusBarProps) {
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 0.75 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          Round {round} of {roundCount} · Segment {segment} of {segmentCount}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }} aria-live="polite">
          Score: {score} / {attempted}
        </Typography>
      </Box>
      <ProgressBar value={progress} label="Round progress" valueText={`${progress}% of round ${round}`} height={10} />
    </Box>
  );
}

import { Box, Button, Stack, Typography } from '@mui/material';
import ThumbUpIcon from '@mui/icons-material/ThumbUpAlt';
import BuildIcon from '@mui/icons-material/Build';
import type { Ref } from 'react';
import { LabelledSection } from '@/components/layout/LabelledSection';
import type { RoundStatus } from '../logic';

export interface RoundCompletePanelProps {
  /** 1-based. */
  round: number;
  /** Rounds in the game. */
  roundCount: number;
  /** The round's verdict (title and line) from its score. */
  status: RoundStatus;
  /** Right answers this round. */
  score: number;
  /** Segments in the round. */
  segmentCount: number;
  /** False on the first round: Previous Round is disabled. */
  canGoBack: boolean;
  /** The last round says Finish Game instead of Next Round. */
  isLastRound: boolean;
  /** Called on Previous Round. */
  onPrevious: () => void;
  /** Called on Replay Round: the round starts again. */
  onReplay: () => void;
  /** Next Round, or Finish Game on the last round. */
  onAdvance: () => void;
  /** Called on Grade Now: the game ends here and is scored. */
  onGradeNow: () => void;
  /** The heading takes focus when the panel appears. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** After a round's last segment: how it went and where to go next. */
export function RoundCompletePanel({
  round,
  roundCount,
  status,
  score,
  segmentCount,
  canGoBack,
  isLastRound,
  onPrevious,
  onReplay,
  onAdvance,
  onGradeNow,
  headingRef,
}: RoundCompletePanelProps) {
  const good = status.title === 'Good!';
  const Icon = good ? ThumbUpIcon : BuildIcon;
  return (
    <LabelledSection
      outlined
      id="round-complete-heading"
      title={<>Round {round} Complete!</>}
      headingRef={headingRef}
      gap={0}
      sx={{ p: { xs: 3, md: 4 }, textAlign: 'center' }}
    >
      <Typography sx={{ color: 'text.secondary' }}>
        Round {round} of {roundCount}
      </Typography>
      <Box
        data-status={good ? 'good' : 'needs-work'}
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 1,
          mt: 3,
          px: 2,
          py: 0.75,
          borderRadius: 999,
          border: 2,
          borderColor: good ? 'game.correct' : 'warning.main',
          color: good ? 'game.correct' : 'warning.main',
        }}
      >
        <Icon aria-hidden />
        <Typography component="p" variant="h5">
          {status.title}
        </Typography>
      </Box>
      <Typography variant="h4" component="p" sx={{ mt: 2 }}>
        Score: {score} / {segmentCount}
      </Typography>
      <Typography sx={{ mt: 1 }}>{status.message}</Typography>
      <Stack
        direction="row"
        spacing={1.5}
        useFlexGap
        sx={{ mt: 4, justifyContent: 'center', flexWrap: 'wrap' }}
      >
        <Button variant="outlined" onClick={onPrevious} disabled={!canGoBack}>
          Previous Round
        </Button>
        <Button variant="outlined" onClick={onReplay}>
          Replay Round
        </Button>
        <Button variant="contained" onClick={onAdvance}>
          {isLastRound ? 'Finish Game' : 'Next Round'}
        </Button>
        <Button variant="outlined" color="secondary" onClick={onGradeNow}>
          Grade Now
        </Button>
      </Stack>
    </LabelledSection>
  );
}

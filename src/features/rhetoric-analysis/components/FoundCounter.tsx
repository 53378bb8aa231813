import { Box, Typography } from '@mui/material';
import { ProgressBar } from '@/components/feedback/ProgressBar';
import { rhetoricAnalysisChallenge as copy } from '@/content/pages/rhetoricAnalysis';
import { foundLabel, foundProgress } from '../logic';

export interface FoundCounterProps {
  /** Segments found so far (in the challenge: named right). */
  found: number;
  /** Segments in the article. */
  total: number;
  /**
   * Wrong picks so far, in the guess-first challenge (omit it in the read-along). With it the
   * counter also shows the score, and praise only when every segment was named right.
   */
  wrong?: number;
}

/**
 * "Found n / total techniques" with a progress bar; the text is a polite live region. At the end it
 * says what was earned: "All found. Nothing gets past you." only when every technique was named in
 * the challenge; a read-along that was merely read through is told so, and pointed at the challenge.
 */
export function FoundCounter({ found, total, wrong }: FoundCounterProps) {
  const progress = foundProgress(found, total);
  const challenge = wrong !== undefined;
  const done = total > 0 && found + (wrong ?? 0) >= total;
  const ending = !done ? null : !challenge ? copy.allRead : wrong === 0 ? copy.allRight : copy.allGuessed(found, total);
  return (
    <Box>
      <Box role="status" aria-label="Techniques found so far" sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, mb: 0.75 }}>
        <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>{foundLabel(found, total)}</Typography>
        {challenge && <Typography sx={{ fontVariantNumeric: 'tabular-nums' }}>{copy.score(found, wrong)}</Typography>}
        {ending && (
          <Typography sx={{ fontWeight: 600, flexBasis: '100%', color: challenge && wrong === 0 ? 'game.correct' : 'text.primary' }}>{ending}</Typography>
        )}
      </Box>
      <ProgressBar value={progress} label="Techniques found" valueText={foundLabel(found, total)} color="success.main" height={10} />
    </Box>
  );
}

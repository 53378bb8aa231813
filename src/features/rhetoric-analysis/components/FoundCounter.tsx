import { Box, LinearProgress, Typography } from '@mui/material';
import { foundLabel, foundProgress } from '../logic';

export interface FoundCounterProps {
  /** Segments found so far. */
  found: number;
  /** Segments in the article. */
  total: number;
}

/** "Found n / total techniques" with a progress bar; the text is a polite live region. */
export function FoundCounter({ found, total }: FoundCounterProps) {
  const progress = foundProgress(found, total);
  const done = total > 0 && found >= total;
  return (
    <Box>
      <Box role="status" aria-label="Techniques found so far" sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 0.75 }}>
        <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>{foundLabel(found, total)}</Typography>
        {done && <Typography sx={{ fontWeight: 600, color: 'game.correct' }}>All found. Nothing gets past you.</Typography>}
      </Box>
      <LinearProgress
        variant="determinate"
        value={progress}
        color="success"
        aria-label="Techniques found"
        aria-valuetext={foundLabel(found, total)}
        sx={{ height: 10, borderRadius: 5, bgcolor: 'action.hover' }}
      />
    </Box>
  );
}

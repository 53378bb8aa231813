import { Box, Typography } from '@mui/material';
import { BAND_NAME, SCALE_MEANS } from '@/content/pages/measures';

export interface ResultBandProps {
  /** The rating AUC, 0 to 1. */
  auc: number;
  /** The likely range (95 per cent band), 0 to 1. */
  low: number;
  /** The top of the likely range, 0 to 1. */
  high: number;
  /** The words for the level, e.g. "Fair discernment". */
  label: string;
}

const pct = (x: number) => `${(x * 100).toFixed(2)}%`;
const out100 = (x: number) => Math.round(x * 100);

/**
 * Discernment as a band, never as a precise score: 24 answers cannot tell a 0.71 from a 0.76, so
 * the page shows the range the score probably lies in, on a scale where 50 is a coin toss.
 */
export function ResultBand({ auc, low, high, label }: ResultBandProps) {
  return (
    <Box data-auc={auc.toFixed(3)}>
      <Typography component="p" sx={{ mb: 1, fontWeight: 700, fontSize: '1.125rem' }}>
        {label}
      </Typography>
      <Box aria-hidden="true" sx={{ position: 'relative', height: 28, borderRadius: 14, bgcolor: 'action.hover', border: '1px solid', borderColor: 'divider', my: 1.5 }}>
        <Box
          data-band
          sx={{ position: 'absolute', top: 3, bottom: 3, left: pct(low), width: pct(Math.max(high - low, 0.01)), borderRadius: 11, bgcolor: 'primary.main', opacity: 0.85 }}
        />
        <Box sx={{ position: 'absolute', top: -6, bottom: -6, left: '50%', borderLeft: '2px dashed', borderColor: 'text.secondary' }} />
      </Box>
      <Box aria-hidden="true" sx={{ display: 'flex', justifyContent: 'space-between', typography: 'body2', color: 'text.secondary' }}>
        <span>0</span>
        <span>50: a coin toss</span>
        <span>100</span>
      </Box>
      <Typography sx={{ mt: 1.5 }}>
        {`Discernment: ${out100(auc)} out of 100, ${SCALE_MEANS}. From 24 answers that is only a rough reading: ${BAND_NAME} is ${out100(low)} to ${out100(high)}.`}
      </Typography>
    </Box>
  );
}

import { Box, Typography } from '@mui/material';
import { BIAS_RANGE } from '@/lib/discernment/check';

export interface BiasMeterProps {
  /** The criterion c: negative says "fallacy" too readily, positive too rarely. */
  criterion: number;
  /** The words for the reading, e.g. "Over-suspicious". */
  label: string;
}

const EXPLAIN: Record<string, string> = {
  neg: 'You call "fallacy" readily, sound arguments included. Suspicion is cheap; a fair hearing is the skill.',
  mid: 'You say "fallacy" about as readily as "sound": no thumb on the scale either way.',
  pos: 'You give arguments the benefit of the doubt, bad ones included. Generous, and occasionally expensive.',
};

/** Where the learner puts the line between "sound" and "fallacious", from over-suspicious to too trusting. */
export function BiasMeter({ criterion, label }: BiasMeterProps) {
  const clamped = Math.max(-BIAS_RANGE, Math.min(BIAS_RANGE, criterion));
  const position = ((clamped + BIAS_RANGE) / (2 * BIAS_RANGE)) * 100;
  const side = criterion <= -0.3 ? 'neg' : criterion < 0.3 ? 'mid' : 'pos';
  return (
    <Box data-criterion={criterion.toFixed(3)}>
      <Typography component="p" sx={{ mb: 1, fontWeight: 700, fontSize: '1.125rem' }}>
        {label}
      </Typography>
      <Box
        aria-hidden="true"
        sx={{
          position: 'relative',
          height: 16,
          borderRadius: 8,
          my: 2,
          background: (t) => `linear-gradient(90deg, ${t.palette.secondary.main}, ${t.palette.action.hover} 50%, ${t.palette.primary.main})`,
        }}
      >
        <Box
          data-marker
          sx={{
            position: 'absolute',
            top: -8,
            left: `calc(${position.toFixed(1)}% - 12px)`,
            width: 24,
            height: 32,
            borderRadius: 1,
            bgcolor: 'text.primary',
            border: '3px solid',
            borderColor: 'background.paper',
          }}
        />
      </Box>
      <Box aria-hidden="true" sx={{ display: 'flex', justifyContent: 'space-between', typography: 'body2', color: 'text.secondary' }}>
        <span>Over-suspicious</span>
        <span>Balanced</span>
        <span>Too trusting</span>
      </Box>
      <Typography sx={{ mt: 1.5 }}>{EXPLAIN[side]}</Typography>
    </Box>
  );
}

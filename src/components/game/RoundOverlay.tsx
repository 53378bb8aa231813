import { Box, Typography } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import { durations } from '@/theme/motion';

export interface RoundOverlayProps {
  /** The round about to begin. */
  round: number;
  /** Rounds in the game, for the line under the number. */
  rounds?: number;
  /** Whether the overlay is showing; it fades in and out (instantly under reduced motion). */
  open: boolean;
}

const chalkIn = keyframes`
  from { opacity: 0; transform: scale(0.92) rotate(-2deg); }
  to { opacity: 1; transform: none; }
`;

/**
 * The "Round N" card laid over the board between rounds (it stays 2 s; the
 * screen decides when to close it). Its parent must be positioned. Screen readers hear the
 * round from the game's announcer, so the card itself is not a live region.
 */
export function RoundOverlay({ round, rounds, open }: RoundOverlayProps) {
  if (!open) return null;
  return (
    <Box
      data-testid="round-overlay"
      sx={{
        position: 'absolute',
        inset: 0,
        zIndex: 2,
        display: 'grid',
        placeItems: 'center',
        textAlign: 'center',
        borderRadius: 3,
        bgcolor: 'board.dark',
        color: 'chalk.main',
        '@media (prefers-reduced-motion: no-preference)': { animation: `${chalkIn} ${durations.slow}ms ease-out` },
      }}
    >
      <Box>
        <Typography component="p" sx={{ typography: 'chalk', fontSize: { xs: '3rem', sm: '4.5rem' }, lineHeight: 1 }}>
          Round {round}
        </Typography>
        {rounds !== undefined && (
          <Typography component="p" sx={{ typography: 'chalk', fontSize: '1.5rem', color: 'chalk.muted', mt: 1 }}>
            {round === rounds ? 'The last one. No pressure.' : `${rounds - round + 1} to go. Keep your magnifying glass clean.`}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

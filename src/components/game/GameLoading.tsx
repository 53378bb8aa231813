import { Box, Typography } from '@mui/material';
import { Spinner } from '@/components/feedback/Spinner';

export interface GameLoadingProps {
  /** Shown beside the spinner and read out (default "Loading the game…"). */
  label?: string;
}

/** The spinner after Start Game (0.8 s); the screen decides when it ends. */
export function GameLoading({ label = 'Loading the game…' }: GameLoadingProps) {
  return (
    <Box role="status" sx={{ display: 'grid', placeItems: 'center', gap: 2, py: 8, minHeight: 260 }}>
      <Spinner color="inherit" />
      <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
    </Box>
  );
}

import { Box, CircularProgress, Typography } from '@mui/material';

export interface GameLoadingProps {
  /** Shown beside the spinner and read out (default "Loading the game…"). */
  label?: string;
}

/** The spinner after Start Game (games-spec §9: 0.8 s); the screen decides when it ends. */
export function GameLoading({ label = 'Loading the game…' }: GameLoadingProps) {
  return (
    <Box role="status" sx={{ display: 'grid', placeItems: 'center', gap: 2, py: 8, minHeight: 260 }}>
      <CircularProgress aria-hidden="true" color="inherit" />
      <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
    </Box>
  );
}

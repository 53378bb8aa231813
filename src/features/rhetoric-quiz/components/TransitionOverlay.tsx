import { memo } from 'react';
import { Backdrop, Paper, Typography } from '@mui/material';
import { Spinner } from '@/components/feedback/Spinner';

export interface TransitionOverlayProps {
  /** Whether the overlay is showing (between rounds). */
  open: boolean;
  /** Read out and shown beside the spinner. */
  label?: string;
}

/** The 0.8 s loading overlay between phases and rounds. */
export const TransitionOverlay = memo(function TransitionOverlay({ open, label = 'Loading…' }: TransitionOverlayProps) {
  return (
    <Backdrop open={open} sx={{ zIndex: (t) => t.zIndex.modal - 1 }}>
      <Paper
        elevation={8}
        sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 3, py: 2, bgcolor: 'board.main', color: 'chalk.main' }}
      >
        <Spinner color="inherit" size={28} label={label} />
        <Typography role="status" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
      </Paper>
    </Backdrop>
  );
});

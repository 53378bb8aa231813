import { memo, useLayoutEffect, useRef } from 'react';
import { Backdrop, Paper, Typography } from '@mui/material';
import { Spinner } from '@/components/feedback/Spinner';

export interface TransitionOverlayProps {
  /** Whether the overlay is showing (between rounds). */
  open: boolean;
  /** Read out and shown beside the spinner. */
  label?: string;
}

/**
 * The 0.8 s loading overlay between phases and rounds. The page under it is inert, so the button
 * that started the move loses focus: the overlay's panel (named by its label) takes it, so a quick
 * Tab does not land in the footer; the screen after it focuses its own heading or prompt.
 */
export const TransitionOverlay = memo(function TransitionOverlay({ open, label = 'Loading…' }: TransitionOverlayProps) {
  const panel = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (open) panel.current?.focus({ preventScroll: true });
  }, [open]);
  return (
    <Backdrop open={open} sx={{ zIndex: (t) => t.zIndex.modal - 1 }}>
      <Paper
        ref={panel}
        tabIndex={-1}
        role="group"
        aria-label={label}
        elevation={8}
        sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 3, py: 2, bgcolor: 'board.main', color: 'chalk.main', outline: 'none' }}
      >
        <Spinner color="inherit" size={28} label={label} />
        <Typography role="status" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
      </Paper>
    </Backdrop>
  );
});

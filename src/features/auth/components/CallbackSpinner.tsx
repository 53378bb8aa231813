import { Box, CircularProgress, Typography } from '@mui/material';

export const CALLBACK_MESSAGE = 'Completing authentication...';

export interface CallbackSpinnerProps {
  /** The message's element: the callback page makes it its h1. */
  component?: 'h1' | 'p';
}

/** Site-spec §2.18: the spinner the sign-in callback shows while it works. */
export function CallbackSpinner({ component = 'p' }: CallbackSpinnerProps) {
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'grid', justifyItems: 'center', gap: 2, py: 10, textAlign: 'center' }}>
      <CircularProgress aria-hidden="true" size={48} />
      <Typography variant="h5" component={component}>
        {CALLBACK_MESSAGE}
      </Typography>
    </Box>
  );
}

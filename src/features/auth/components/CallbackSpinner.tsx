import { Box, Typography } from '@mui/material';
import { Spinner } from '@/components/feedback/Spinner';

export const CALLBACK_MESSAGE = 'Completing authentication...';

export interface CallbackSpinnerProps {
  /** The message's element: the callback page makes it its h1. */
  component?: 'h1' | 'p';
}

/** The spinner the sign-in callback shows while it works. */
export function CallbackSpinner({ component = 'p' }: CallbackSpinnerProps) {
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'grid', justifyItems: 'center', gap: 2, py: 10, textAlign: 'center' }}>
      <Spinner size={48} />
      <Typography variant="h5" component={component}>
        {CALLBACK_MESSAGE}
      </Typography>
    </Box>
  );
}

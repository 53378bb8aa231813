import { Box } from '@mui/material';
import { srOnly } from '@/theme/tokens';

export interface GameAnnouncerProps {
  /** What to say now; a screen reader reads each new value once, politely. Empty says nothing. */
  message: string;
}

/**
 * A polite live region for a game's spoken updates: a new statement, a result, the last ten
 * seconds, a new round. Render it once, always (an empty region is what makes later text be
 * announced), and change `message` to speak.
 */
export function GameAnnouncer({ message }: GameAnnouncerProps) {
  return (
    <Box role="status" aria-live="polite" aria-atomic="true" sx={srOnly}>
      {message}
    </Box>
  );
}

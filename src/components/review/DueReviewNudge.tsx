import { Box, Link, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

/**
 * A game's end: "2 cards are due for review now. Review them", only when something is due. The
 * count comes from the stored deck by the one rule for "due" (lib/review/logic.ts), read after
 * the screen is drawn, from its own chunk, so it costs a game nothing on load.
 */
export function DueReviewNudge() {
  const [due, setDue] = useState(0);
  useEffect(() => {
    let live = true;
    void import('@/lib/review/offer').then(({ dueSummary }) => {
      if (live) setDue(dueSummary(Date.now()).due);
    });
    return () => {
      live = false;
    };
  }, []);
  if (due === 0) return null;
  return (
    <Box data-testid="due-review-nudge" sx={{ mt: 3, p: 2, borderRadius: 2, border: 1, borderColor: 'divider', textAlign: 'left' }}>
      <Typography>
        {`${due} ${due === 1 ? 'card is' : 'cards are'} due for review now. `}
        <Link component={RouterLink} to={paths.review} underline="always" sx={{ fontWeight: 600 }}>
          {`Review ${due === 1 ? 'it' : 'them'}`}
        </Link>
      </Typography>
    </Box>
  );
}

import { Button, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { CONSENT_CHOICE_ATTRIBUTE, COOKIE_BANNER_ATTRIBUTE } from '@/boot/protocol';

export interface CookieBannerProps {
  /**
   * Whether the banner is showing (until the visitor decides). Closed, it stays in the page,
   * hidden: a reading page, which is never hydrated, shows it with a line of script and records the
   * choice from its buttons' `data-consent` without loading the app.
   */
  open: boolean;
  /** Called on Accept: analytics may run. */
  onAccept: () => void;
  /** Called on Decline: nothing is tracked. */
  onDecline: () => void;
}

/** Asks once; shown until a consent value (accepted or declined) is stored. */
export function CookieBanner({ open, onAccept, onDecline }: CookieBannerProps) {
  return (
    <Paper
      role="region"
      aria-label="Cookie consent"
      elevation={8}
      hidden={!open}
      {...{ [COOKIE_BANNER_ATTRIBUTE]: '' }}
      sx={{
        '&[hidden]': { display: 'none' },
        position: 'fixed',
        bottom: 16,
        left: 16,
        right: 16,
        mx: 'auto',
        maxWidth: 720,
        p: 2.5,
        // Above the sticky app bar, below the drawer and dialogs: a modal must never sit under it.
        zIndex: (t) => t.zIndex.drawer - 1,
        bgcolor: 'board.main',
        color: 'chalk.main',
      }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Typography variant="body2" sx={{ flex: 1 }}>
          We keep a few things in your browser: this choice, your game progress and your settings. No ad trackers, no data sold.
          Details in the{' '}
          <RouterLink to={paths.privacy} style={{ color: 'inherit' }}>
            privacy policy
          </RouterLink>
          .
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" color="inherit" onClick={onDecline} {...{ [CONSENT_CHOICE_ATTRIBUTE]: 'declined' }}>
            Decline
          </Button>
          <Button variant="contained" color="warning" onClick={onAccept} {...{ [CONSENT_CHOICE_ATTRIBUTE]: 'accepted' }}>
            Accept
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

import { Button, Paper, Typography } from '@mui/material';
import LoginIcon from '@mui/icons-material/Login';

export interface SignInPromptProps {
  /** Called on the sign-in button: the page sends the browser to the provider. */
  onSignIn: () => void;
  /** True once the button was pressed and the browser is on its way to the provider. */
  busy?: boolean;
}

/** What an anonymous visitor sees on /profile: why bother, and the button that starts sign-in. */
export function SignInPrompt({ onSignIn, busy = false }: SignInPromptProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, maxWidth: 640 }}>
      <Typography variant="h2" sx={{ fontSize: '2rem', mb: 1.5 }}>
        You are not signed in
      </Typography>
      <Typography sx={{ mb: 1.5 }}>
        Every lesson and game works without an account. Signing in gets you this profile, a dashboard of sample data and the warm feeling
        of being counted. Purely for the ego, then. We respect that.
      </Typography>
      <Typography variant="body2" sx={{ mb: 3, color: 'text.secondary' }}>
        We keep your name, email address and picture in this browser only. No password ever touches this site.
      </Typography>
      <Button variant="contained" size="large" startIcon={<LoginIcon />} onClick={onSignIn} disabled={busy}>
        {busy ? 'Taking you to Google...' : 'Sign in with Google'}
      </Button>
    </Paper>
  );
}

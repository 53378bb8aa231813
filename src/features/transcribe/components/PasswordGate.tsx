import { Alert, Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/LockOutlined';
import type { FormEvent, ReactNode } from 'react';
import { loadTranscribeSchemas } from '../transcribeClient';
import { checkSchema, useCheckedForm } from '@/lib/form/useCheckedForm';
import type { LockStatus } from '../transcribeSlice';

export interface PasswordGateProps {
  /** locked (asks for the password), checking (waiting for the server) or unlocked (shows the tool). */
  status: LockStatus;
  /** 'Invalid password' after a refusal. */
  error?: string | null;
  /** Called with the typed password on Unlock. */
  onSubmit: (password: string) => void;
  /** The tool, shown once unlocked. */
  children?: ReactNode;
}

/**
 * The transcription lock. The backend checks the password, here and on
 * every later call; the browser only remembers, for this session, that it was right.
 */
export function PasswordGate({ status, error = null, onSubmit, children }: PasswordGateProps) {
  const form = useCheckedForm<{ password: string }, { password: string }>({
    empty: { password: '' },
    order: ['password'],
    check: async (values) => checkSchema((await loadTranscribeSchemas()).unlockRequestSchema, values),
    send: ({ password }) => {
      onSubmit(password);
      return Promise.resolve({ ok: true });
    },
    // The lock opens (and the form goes) or the refusal shows with the typing kept.
    keepValues: true,
  });
  if (status === 'unlocked') return <>{children}</>;
  const checking = status === 'checking';

  const submit = (event: FormEvent) => {
    if (checking) return event.preventDefault();
    void form.submit(event);
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, maxWidth: 520 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5 }}>
        <LockIcon aria-hidden="true" sx={{ color: 'warning.main' }} />
        <Typography variant="h2" sx={{ fontSize: '1.6rem' }}>
          Password, please
        </Typography>
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 3 }}>
        Transcription costs real money per minute, so the door has a lock. If nobody gave you the password, that was a
        decision, not an oversight.
      </Typography>
      <Box component="form" noValidate onSubmit={submit} aria-label="Unlock the transcription tool">
        <Stack spacing={2}>
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          <TextField
            id="transcribe-password"
            label="Password"
            type="password"
            required
            fullWidth
            autoComplete="current-password"
            {...form.field('password')}
            slotProps={{ htmlInput: { readOnly: checking } }}
          />
          <Button type="submit" variant="contained" disabled={checking} sx={{ alignSelf: 'flex-start' }}>
            {checking ? 'Checking...' : 'Unlock'}
          </Button>
        </Stack>
      </Box>
    </Paper>
  );
}

import { Alert, Box, Button, Stack, TextField } from '@mui/material';
import type { FormEvent } from 'react';
import { loginSchema } from '@/contract/auth';
import { checkSchema, useCheckedForm } from '@/lib/form/useCheckedForm';

export interface LoginValues {
  username: string;
  password: string;
}

export interface LoginFormProps {
  /** Called with both fields filled in (both are required). */
  onSubmit: (values: LoginValues) => void;
  /** While the login call is out: the button is disabled and reads "Logging in...". */
  submitting?: boolean;
  /** The refusal to show, e.g. 'Invalid credentials'. */
  error?: string | null;
  /** A note above the form, e.g. why the admin was sent back here. */
  notice?: string | null;
}

const EMPTY: LoginValues = { username: '', password: '' };

/** Admin login: username, password and Login. Both are checked (with the backend's schema) before anything is sent. */
export function LoginForm({ onSubmit, submitting = false, error = null, notice = null }: LoginFormProps) {
  const form = useCheckedForm<LoginValues, LoginValues>({
    empty: EMPTY,
    order: ['username', 'password'],
    check: (values) => checkSchema(loginSchema, values),
    send: (values) => {
      onSubmit(values);
      return Promise.resolve({ ok: true });
    },
    // The page leaves for the dashboard after a success, or shows the refusal with the typing kept.
    keepValues: true,
  });
  const submit = (event: FormEvent) => {
    if (submitting) return event.preventDefault();
    void form.submit(event);
  };
  const username = form.field('username', '');
  const password = form.field('password', '');

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Admin login">
      <Stack spacing={2.5}>
        {notice && <Alert severity="info">{notice}</Alert>}
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <TextField
          id="admin-username"
          label="Username"
          required
          fullWidth
          autoComplete="username"
          {...username}
          helperText={username.helperText || undefined}
          slotProps={{ htmlInput: { readOnly: submitting, autoCapitalize: 'none', spellCheck: false } }}
        />
        <TextField
          id="admin-password"
          label="Password"
          type="password"
          required
          fullWidth
          autoComplete="current-password"
          {...password}
          helperText={password.helperText || undefined}
          slotProps={{ htmlInput: { readOnly: submitting } }}
        />
        <Button type="submit" variant="contained" size="large" disabled={submitting}>
          {submitting ? 'Logging in...' : 'Login'}
        </Button>
      </Stack>
    </Box>
  );
}

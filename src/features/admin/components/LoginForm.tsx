import { Alert, Box, Button, Stack, TextField } from '@mui/material';
import { useRef, useState, type FormEvent } from 'react';
import { loginSchema } from '@/contract/auth';

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

type FieldErrors = Partial<Record<keyof LoginValues, string>>;

/** Admin login: username, password and Login. */
export function LoginForm({ onSubmit, submitting = false, error = null, notice = null }: LoginFormProps) {
  const [values, setValues] = useState<LoginValues>({ username: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const set = (field: keyof LoginValues) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: value ? undefined : e[field] }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const parsed = loginSchema.safeParse(values);
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof LoginValues;
        next[field] ??= issue.message;
      }
      setErrors(next);
      (next.username ? usernameRef : passwordRef).current?.focus();
      return;
    }
    setErrors({});
    onSubmit(parsed.data);
  };

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
          value={values.username}
          onChange={(e) => set('username')(e.target.value)}
          error={Boolean(errors.username)}
          helperText={errors.username}
          inputRef={usernameRef}
          slotProps={{ htmlInput: { readOnly: submitting, autoCapitalize: 'none', spellCheck: false } }}
        />
        <TextField
          id="admin-password"
          label="Password"
          type="password"
          required
          fullWidth
          autoComplete="current-password"
          value={values.password}
          onChange={(e) => set('password')(e.target.value)}
          error={Boolean(errors.password)}
          helperText={errors.password}
          inputRef={passwordRef}
          slotProps={{ htmlInput: { readOnly: submitting } }}
        />
        <Button type="submit" variant="contained" size="large" disabled={submitting}>
          {submitting ? 'Logging in...' : 'Login'}
        </Button>
      </Stack>
    </Box>
  );
}

import { Alert, Box, Link, Paper, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Seo } from '@/components/layout/Seo';
import { paths } from '@/config/paths';
import { logInAdmin, selectAdminNotice, selectAdminToken, selectSessionLoaded, useSession } from '@/app/session';
import { loginResponseSchema } from '@/contract/auth';
import { loginErrorMessage, useAdminLoginMutation } from './adminApi';
import { LoginForm, type LoginValues } from './components/LoginForm';

/** A successful login stores adminToken and goes to /admin. */
export default function AdminLoginPage() {
  const navigate = useNavigate();
  const loaded = useSession(selectSessionLoaded);
  const token = useSession(selectAdminToken);
  const [login, { isLoading }] = useAdminLoginMutation();
  const [error, setError] = useState<string | null>(null);
  const notice = useSession(selectAdminNotice);

  const submit = async (values: LoginValues) => {
    setError(null);
    const result = await login(values);
    const parsed = loginResponseSchema.safeParse(result.data);
    if (result.error || !parsed.success) {
      setError(loginErrorMessage(result.error ?? { status: 500 }));
      return;
    }
    logInAdmin(parsed.data.token);
    navigate(paths.admin);
  };

  return (
    <Box sx={{ maxWidth: 440, mx: 'auto' }}>
      <Seo meta={{ title: 'Admin Login', description: 'Staff sign-in for adding fallacies and statements to Sophist.', path: paths.adminLogin }} />
      <Typography variant="h1" sx={{ mb: 1 }}>
        Admin Login
      </Typography>
      <Typography sx={{ mb: 3, color: 'text.secondary' }}>
        Staff only. If you found this page by guessing URLs, that shows initiative. It still won&apos;t let you in.
      </Typography>
      {loaded && token && (
        <Alert severity="info" sx={{ mb: 2 }}>
          You are already logged in.{' '}
          <Link component={RouterLink} to={paths.admin}>
            Go to the Admin Dashboard
          </Link>
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3 } }}>
        <LoginForm onSubmit={submit} submitting={isLoading} error={error} notice={notice} />
      </Paper>
    </Box>
  );
}

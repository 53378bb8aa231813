import { Alert, Box, Button, Grid, Paper, Stack, Typography } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { Seo } from '@/components/layout/Seo';
import { paths } from '@/config/paths';
import { expireAdminSession, logOutAdmin, selectAdminToken, useSession } from '@/app/session';
import { useGetFallaciesQuery, useGetStatementsQuery } from '@/services/api';
import type { NewFallacy, NewStatement } from '@/contract/fallacies';
import { SESSION_EXPIRED_NOTICE, errorStatus, errorText, newStatementId, useAddFallacyMutation, useAddStatementMutation } from './adminApi';
import { AddFallacyForm } from './components/AddFallacyForm';
import { AddStatementForm } from './components/AddStatementForm';
import { FallacyTable } from './components/FallacyTable';
import { StatementTable } from './components/StatementTable';
import type { SubmitResult } from '@/lib/form/useCheckedForm';

/** Logout, Add Fallacy and Add Statement, with what is already on the server underneath. */
export default function AdminPage() {
  const navigate = useNavigate();
  const token = useSession(selectAdminToken) ?? '';
  const fallacies = useGetFallaciesQuery();
  const statements = useGetStatementsQuery();
  const [addFallacy] = useAddFallacyMutation();
  const [addStatement] = useAddStatementMutation();

  const fallacyList = useMemo(() => fallacies.data ?? [], [fallacies.data]);
  const statementList = statements.data ?? [];
  const fallacyNames = useMemo(() => new Map(fallacyList.map((f) => [f.id, f.name])), [fallacyList]);
  const fallacyIds = useMemo(() => fallacyList.map((f) => f.id), [fallacyList]);

  const logout = () => {
    navigate(paths.adminLogin, { replace: true });
    logOutAdmin();
  };

  /** A 401 means the token expired or the server restarted with a new secret: back to the login page. */
  const outcome = useCallback(
    (result: { error?: unknown }): SubmitResult => {
      if (!result.error) return { ok: true };
      // The admin guard then sends the page to /admin/login, which shows the notice.
      if (errorStatus(result.error) === 401) expireAdminSession(SESSION_EXPIRED_NOTICE);
      return { ok: false, detail: errorText(result.error) };
    },
    [],
  );

  const submitFallacy = async (fallacy: NewFallacy) => outcome(await addFallacy({ fallacy, token }));
  const submitStatement = async (statement: NewStatement) => outcome(await addStatement({ statement, token }));

  return (
    <>
      <Seo meta={{ title: 'Admin Dashboard', description: 'Add fallacy types and statements to the games.', path: paths.admin }} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}>
        <Typography variant="h1">Admin Dashboard</Typography>
        <Button variant="outlined" onClick={logout} startIcon={<LogoutIcon />} sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}>
          Logout
        </Button>
      </Stack>
      <Typography sx={{ mb: 4, color: 'text.secondary', maxWidth: '70ch' }}>
        Everything you add here goes straight into the games: statements join the Detective&apos;s pool, fallacy types join the answer
        options. Write them as if a pedant will read them. One will.
      </Typography>

      <Grid container spacing={3} sx={{ mb: 6 }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Paper variant="outlined" component="section" aria-labelledby="add-fallacy-heading" sx={{ p: { xs: 2, sm: 3 }, height: '100%' }}>
            <Typography id="add-fallacy-heading" variant="h2" sx={{ fontSize: '1.75rem', mb: 2 }}>
              Add Fallacy
            </Typography>
            <AddFallacyForm onSubmit={submitFallacy} existingIds={fallacyIds} />
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Paper variant="outlined" component="section" aria-labelledby="add-statement-heading" sx={{ p: { xs: 2, sm: 3 }, height: '100%' }}>
            <Typography id="add-statement-heading" variant="h2" sx={{ fontSize: '1.75rem', mb: 2 }}>
              Add Statement
            </Typography>
            <AddStatementForm fallacies={fallacyList} loadingFallacies={fallacies.isLoading} onSubmit={submitStatement} makeId={newStatementId} />
          </Paper>
        </Grid>
      </Grid>

      <Box component="section" aria-labelledby="fallacies-heading" sx={{ mb: 6 }}>
        <Typography id="fallacies-heading" variant="h2" sx={{ fontSize: '1.75rem', mb: 2 }}>
          Fallacy types{fallacies.data ? ` (${fallacyList.length})` : ''}
        </Typography>
        {fallacies.isError ? (
          <Alert severity="error" action={<Button color="inherit" onClick={() => void fallacies.refetch()}>Retry</Button>}>
            Could not load the fallacy types.
          </Alert>
        ) : fallacies.isLoading ? (
          <Typography>Loading fallacy types...</Typography>
        ) : (
          <FallacyTable fallacies={fallacyList} />
        )}
      </Box>

      <Box component="section" aria-labelledby="statements-heading">
        <Typography id="statements-heading" variant="h2" sx={{ fontSize: '1.75rem', mb: 2 }}>
          Statements{statements.data ? ` (${statementList.length})` : ''}
        </Typography>
        {statements.isError ? (
          <Alert severity="error" action={<Button color="inherit" onClick={() => void statements.refetch()}>Retry</Button>}>
            Could not load the statements.
          </Alert>
        ) : statements.isLoading ? (
          <Typography>Loading statements...</Typography>
        ) : (
          <StatementTable statements={statementList} fallacyNames={fallacyNames} />
        )}
      </Box>
    </>
  );
}

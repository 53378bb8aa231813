import { Alert, Box, Button, Grid, Paper, Stack, TextField, Typography } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Seo } from '@/components/layout/Seo';
import { LabelledSection } from '@/components/layout/LabelledSection';
import { paths } from '@/config/paths';
import { expireAdminSession, logOutAdmin, selectAdminToken, useSession } from '@/app/session';
import { useGetFallaciesQuery, useGetStatementsQuery } from '@/services/api';
import type { NewFallacy, NewStatement } from '@/contract/fallacies';
import {
  SESSION_EXPIRED_NOTICE,
  errorFields,
  errorStatus,
  errorText,
  newStatementId,
  useAddFallacyMutation,
  useAddStatementMutation,
  useDeleteFallacyMutation,
  useDeleteMessageMutation,
  useDeleteStatementMutation,
  useGetMessagesQuery,
  useMarkMessageMutation,
  useUpdateFallacyMutation,
  useUpdateStatementMutation,
} from './adminApi';
import {
  LESSONS,
  NO_FILTER,
  countLabel,
  filterFallacies,
  filterStatements,
  isBuiltInFallacy,
  isBuiltInStatement,
  newestFirst,
  statementCounts,
  type ListFilter,
} from './authoring';
import { AddFallacyForm } from './components/AddFallacyForm';
import { AddStatementForm, STATEMENT_FIELD_NAMES } from './components/AddStatementForm';
import { ConfirmDelete } from './components/ConfirmDelete';
import { EditDialog, type EditTarget } from './components/EditDialog';
import { InboxRow } from './components/InboxRow';
import { ItemRow } from './components/ItemRow';
import type { SubmitResult } from '@/lib/form/useCheckedForm';

/** What the confirm dialog is about to delete. */
type DeleteTarget = { kind: 'fallacy' | 'statement' | 'message'; id: string; label: string };

/** The statement's text, short enough for a button's name. */
/** In a statement's facts when it has no explanation of its own: an editor can see which to finish. */
export const NO_EXPLANATION = 'No explanation yet: players read the fallacy’s description';
const short = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}...` : text);

/** The two Add panels, drawn alike, side by side. */
const ADD_PANEL = { outlined: true, headingSx: { fontSize: '1.75rem' }, sx: { p: { xs: 2, sm: 3 }, height: '100%' } } as const;

/** A titled section of the dashboard, with its count and its list (or the loading and error states). */
function ListSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <LabelledSection id={`${id}-heading`} title={title} headingSx={{ fontSize: '1.75rem' }} sx={{ mb: 6 }}>
      {children}
    </LabelledSection>
  );
}

/** A list of rows in a bordered, labelled region. */
function RowList({ label, empty, children }: { label: string; empty: string; children: ReactNode[] }) {
  return (
    <Box component="ul" aria-label={label} sx={{ m: 0, p: 0, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      {children.length ? children : <Box component="li" sx={{ listStyle: 'none', p: 2 }}>{empty}</Box>}
    </Box>
  );
}

/**
 * Logout; Add Fallacy and Add Statement; every fallacy and statement, newest first, filtered by
 * text and fallacy, with Edit and Delete on what an admin authored; and the contact messages.
 */
export default function AdminPage() {
  const navigate = useNavigate();
  const token = useSession(selectAdminToken) ?? '';
  const fallacies = useGetFallaciesQuery();
  const statements = useGetStatementsQuery();
  const inbox = useGetMessagesQuery(token, { skip: !token });
  const [addFallacy] = useAddFallacyMutation();
  const [addStatement] = useAddStatementMutation();
  const [updateFallacy] = useUpdateFallacyMutation();
  const [updateStatement] = useUpdateStatementMutation();
  const [deleteFallacy] = useDeleteFallacyMutation();
  const [deleteStatement] = useDeleteStatementMutation();
  const [markMessage] = useMarkMessageMutation();
  const [deleteMessage] = useDeleteMessageMutation();
  const [filter, setFilter] = useState<ListFilter>(NO_FILTER);
  const [editing, setEditing] = useState<EditTarget | null>(null);
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);

  const fallacyList = useMemo(() => fallacies.data ?? [], [fallacies.data]);
  const statementList = useMemo(() => statements.data ?? [], [statements.data]);
  const fallacyNames = useMemo(() => new Map(fallacyList.map((f) => [f.id, f.name])), [fallacyList]);
  const counts = useMemo(() => statementCounts(fallacyList, statementList), [fallacyList, statementList]);
  const shownFallacies = newestFirst(filterFallacies(fallacyList, filter));
  const shownStatements = newestFirst(filterStatements(statementList, filter));
  const messages = inbox.data ?? [];
  const unread = messages.filter((m) => !m.read).length;

  // The inbox is read with the token as the page opens: a refused token sends the admin to log in again at once.
  const inboxRefused = errorStatus(inbox.error) === 401;
  useEffect(() => {
    if (inboxRefused) expireAdminSession(SESSION_EXPIRED_NOTICE);
  }, [inboxRefused]);

  const logout = () => {
    navigate(paths.adminLogin, { replace: true });
    logOutAdmin();
  };

  /** A 401 means the token expired or the server restarted with a new secret: back to the login page. */
  const outcome = useCallback(
    (result: { error?: unknown }, rename: Record<string, string> = {}): SubmitResult => {
      if (!result.error) return { ok: true };
      // The admin guard then sends the page to /admin/login, which shows the notice.
      if (errorStatus(result.error) === 401) expireAdminSession(SESSION_EXPIRED_NOTICE);
      return { ok: false, detail: errorText(result.error), fields: errorFields(result.error, rename) };
    },
    [],
  );

  const submitFallacy = async (fallacy: NewFallacy) => outcome(await addFallacy({ fallacy, token }));
  const submitStatement = async (statement: NewStatement) => outcome(await addStatement({ statement, token }), STATEMENT_FIELD_NAMES);
  const saveFallacy = async ({ id, ...patch }: NewFallacy) => outcome(await updateFallacy({ id, patch, token }));
  // An emptied explanation or lesson link is removed (the games then read the fallacy's description, its lesson).
  const saveStatement = async ({ id, lesson_id, explanation, ...rest }: NewStatement) =>
    outcome(await updateStatement({ id, patch: { ...rest, explanation: explanation ?? null, lesson_id: lesson_id ?? null }, token }), STATEMENT_FIELD_NAMES);
  const confirmDelete = async (): Promise<SubmitResult> => {
    if (!deleting) return { ok: true };
    const { kind, id } = deleting;
    if (kind === 'fallacy') return outcome(await deleteFallacy({ id, token }));
    if (kind === 'statement') return outcome(await deleteStatement({ id, token }));
    return outcome(await deleteMessage({ id, token }));
  };
  const toggleRead = async (id: string, read: boolean) => outcome(await markMessage({ id, read, token }));

  return (
    <>
      <Seo meta={{ title: 'Admin Dashboard', description: 'Add, edit and delete fallacy types and statements, and read the contact messages.', path: paths.admin }} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}>
        <Typography variant="h1">Admin Dashboard</Typography>
        <Button variant="outlined" onClick={logout} startIcon={<LogoutIcon />} sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}>
          Logout
        </Button>
      </Stack>
      <Typography sx={{ mb: 4, color: 'text.secondary', maxWidth: '70ch' }}>
        Everything you add or edit here goes straight into the games: statements join the Detective&apos;s pool, fallacy types join
        the answer options, explanations are what players read after a wrong answer. Built-in items are read-only. Write as if a
        pedant will read it. One will.
      </Typography>

      <Grid container spacing={3} sx={{ mb: 6 }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <LabelledSection id="add-fallacy-heading" title="Add Fallacy" {...ADD_PANEL}>
            <AddFallacyForm onSubmit={submitFallacy} existing={fallacyList} />
          </LabelledSection>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <LabelledSection id="add-statement-heading" title="Add Statement" {...ADD_PANEL}>
            <AddStatementForm fallacies={fallacyList} lessons={LESSONS} loadingFallacies={fallacies.isLoading} onSubmit={submitStatement} makeId={newStatementId} />
          </LabelledSection>
        </Grid>
      </Grid>

      <ListSection id="inbox" title={`Messages${inbox.data ? ` (${unread} unread of ${messages.length})` : ''}`}>
        {inbox.isError ? (
          <Alert severity="error" action={<Button color="inherit" onClick={() => void inbox.refetch()}>Retry</Button>}>
            Could not load the messages.
          </Alert>
        ) : inbox.isLoading ? (
          <Typography>Loading messages...</Typography>
        ) : (
          <RowList label="Messages, newest first" empty="No messages. Either everyone agrees with us, or nobody has found the form.">
            {messages.map((m) => (
              <InboxRow
                key={m.id}
                message={m}
                onToggleRead={(read) => void toggleRead(m.id, read)}
                onDelete={() => setDeleting({ kind: 'message', id: m.id, label: `the message from ${m.from_name}` })}
              />
            ))}
          </RowList>
        )}
      </ListSection>

      <Paper variant="outlined" role="search" aria-label="Filter the lists" sx={{ p: 2, mb: 4 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            id="admin-filter-text"
            label="Filter by text"
            type="search"
            fullWidth
            value={filter.text}
            onChange={(e) => setFilter((f) => ({ ...f, text: e.target.value }))}
            helperText="Names, descriptions, statements and explanations"
          />
          <TextField
            id="admin-filter-fallacy"
            select
            fullWidth
            label="Filter by fallacy"
            value={filter.fallacyId}
            onChange={(e) => setFilter((f) => ({ ...f, fallacyId: e.target.value }))}
            helperText="With how many statements practise each"
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">Every fallacy</option>
            {[...fallacyList]
              .sort((a, b) => a.name.localeCompare(b.name))
              .map((f) => (
                <option key={f.id} value={f.id}>
                  {f.name} ({counts.get(f.id) ?? 0})
                </option>
              ))}
          </TextField>
        </Stack>
      </Paper>

      <ListSection id="fallacies" title={`Fallacy types${fallacies.data ? ` (${shownFallacies.length} of ${fallacyList.length})` : ''}`}>
        {fallacies.isError ? (
          <Alert severity="error" action={<Button color="inherit" onClick={() => void fallacies.refetch()}>Retry</Button>}>
            Could not load the fallacy types.
          </Alert>
        ) : fallacies.isLoading ? (
          <Typography>Loading fallacy types...</Typography>
        ) : (
          <RowList label="Fallacy types, newest first" empty="No fallacy type matches the filter.">
            {shownFallacies.map((f) => (
              <ItemRow
                key={f.id}
                title={f.name}
                detail={f.description}
                facts={[`Difficulty ${f.difficulty}`, countLabel(counts.get(f.id) ?? 0)]}
                builtIn={isBuiltInFallacy(f.id)}
                createdAt={f.createdAt}
                updatedAt={f.updatedAt}
                itemLabel={`fallacy "${f.name}"`}
                onEdit={() => setEditing({ kind: 'fallacy', fallacy: f })}
                onDelete={() => setDeleting({ kind: 'fallacy', id: f.id, label: `the fallacy "${f.name}"` })}
              />
            ))}
          </RowList>
        )}
      </ListSection>

      <ListSection id="statements" title={`Statements${statements.data ? ` (${shownStatements.length} of ${statementList.length})` : ''}`}>
        {statements.isError ? (
          <Alert severity="error" action={<Button color="inherit" onClick={() => void statements.refetch()}>Retry</Button>}>
            Could not load the statements.
          </Alert>
        ) : statements.isLoading ? (
          <Typography>Loading statements...</Typography>
        ) : (
          <RowList label="Statements, newest first" empty="No statement matches the filter.">
            {shownStatements.map((s) => (
              <ItemRow
                key={s.id}
                title={s.text}
                detail={s.explanation}
                facts={[
                  fallacyNames.get(s.fallacy_type_id) ?? s.fallacy_type_id,
                  `Difficulty ${s.difficulty}`,
                  ...(s.lesson_id ? [`Lesson: ${fallacyNames.get(s.lesson_id) ?? s.lesson_id}`] : []),
                  ...(s.explanation?.trim() ? [] : [NO_EXPLANATION]),
                ]}
                builtIn={isBuiltInStatement(s.id)}
                createdAt={s.createdAt}
                updatedAt={s.updatedAt}
                itemLabel={`statement "${short(s.text)}"`}
                onEdit={() => setEditing({ kind: 'statement', statement: s })}
                onDelete={() => setDeleting({ kind: 'statement', id: s.id, label: `the statement "${short(s.text)}"` })}
              />
            ))}
          </RowList>
        )}
      </ListSection>

      <EditDialog
        target={editing}
        fallacies={fallacyList}
        lessons={LESSONS}
        onSaveFallacy={saveFallacy}
        onSaveStatement={saveStatement}
        onClose={() => setEditing(null)}
      />
      <ConfirmDelete
        open={deleting !== null}
        itemLabel={deleting?.label ?? ''}
        // A message is the admin's own mail: players never saw it.
        consequence={deleting?.kind === 'message' ? 'It leaves the inbox for good' : undefined}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}

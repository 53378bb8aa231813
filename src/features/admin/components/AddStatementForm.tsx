import { Alert, AlertTitle, Box, Button, Stack, TextField } from '@mui/material';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { LIMITS, newStatementSchema, type NewStatement } from '@/contract/fallacies';
import { DifficultyField } from './DifficultyField';
import type { SubmitResult } from './submitResult';

export const STATEMENT_SUCCESS = 'Statement added successfully!';
export const STATEMENT_FAILURE = 'Failed to add statement';

export interface FallacyOption {
  id: string;
  name: string;
}

export interface AddStatementFormProps {
  /** The fallacy types to choose from (GET /api/fallacies). */
  fallacies: ReadonlyArray<FallacyOption>;
  /** True while that list is loading: the select says so. */
  loadingFallacies?: boolean;
  /** Saves a valid statement; resolves with the outcome the form reports (saved, or the server's problem). */
  onSubmit: (statement: NewStatement) => Promise<SubmitResult>;
  /** Makes "stmt-" plus a random string (games-spec §3). */
  makeId: () => string;
}

interface Values {
  text: string;
  fallacyTypeId: string;
  difficulty: string;
}
type Field = keyof Values;
type Status = { kind: 'idle' } | { kind: 'submitting' } | { kind: 'success' } | { kind: 'failure'; detail?: string };

const EMPTY: Values = { text: '', fallacyTypeId: '', difficulty: '' };

export function checkStatement(values: Values, fallacyIds: readonly string[], id: string): { statement?: NewStatement; errors: Partial<Record<Field, string>> } {
  const parsed = newStatementSchema.safeParse({
    id,
    text: values.text,
    fallacy_type_id: values.fallacyTypeId,
    difficulty: values.difficulty === '' ? undefined : Number(values.difficulty),
  });
  const errors: Partial<Record<Field, string>> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path[0];
      if (key === 'text') errors.text ??= issue.message;
      if (key === 'fallacy_type_id') errors.fallacyTypeId ??= 'A fallacy type is required';
      if (key === 'difficulty') errors.difficulty ??= 'Choose a difficulty from 1 to 5';
    }
  }
  if (values.fallacyTypeId && !fallacyIds.includes(values.fallacyTypeId)) errors.fallacyTypeId = 'Choose a fallacy type from the list';
  if (!parsed.success || Object.values(errors).some(Boolean)) return { errors };
  return { statement: parsed.data, errors };
}

/** Games-spec §2, §5: text, a fallacy type chosen from a select, and a difficulty of 1 to 5. */
export function AddStatementForm({ fallacies, loadingFallacies = false, onSubmit, makeId }: AddStatementFormProps) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const textRef = useRef<HTMLTextAreaElement>(null);
  const fallacyRef = useRef<HTMLSelectElement>(null);
  const difficultyRef = useRef<HTMLSelectElement>(null);
  const submitting = status.kind === 'submitting';
  const sorted = useMemo(() => [...fallacies].sort((a, b) => a.name.localeCompare(b.name)), [fallacies]);

  const set = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const { statement, errors: found } = checkStatement(
      values,
      fallacies.map((f) => f.id),
      makeId(),
    );
    setErrors(found);
    if (!statement) {
      setStatus({ kind: 'idle' });
      const first = (['text', 'fallacyTypeId', 'difficulty'] as const).find((f) => found[f]);
      if (first) ({ text: textRef, fallacyTypeId: fallacyRef, difficulty: difficultyRef })[first].current?.focus();
      return;
    }
    setStatus({ kind: 'submitting' });
    const result = await onSubmit(statement);
    if (result.ok) {
      setValues(EMPTY);
      setStatus({ kind: 'success' });
    } else {
      setStatus({ kind: 'failure', detail: result.detail });
    }
  };

  const length = values.text.trim().length;
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Add Statement">
      <Stack spacing={1.5}>
        <TextField
          id="statement-text"
          label="Statement"
          required
          fullWidth
          multiline
          minRows={3}
          value={values.text}
          onChange={(e) => set('text')(e.target.value)}
          error={Boolean(errors.text)}
          helperText={errors.text ?? `${length}/${LIMITS.statement} characters`}
          inputRef={textRef}
        />
        <TextField
          id="statement-fallacy"
          select
          required
          fullWidth
          label="Fallacy type"
          value={values.fallacyTypeId}
          onChange={(e) => set('fallacyTypeId')(e.target.value)}
          error={Boolean(errors.fallacyTypeId)}
          helperText={errors.fallacyTypeId ?? ' '}
          inputRef={fallacyRef}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{loadingFallacies ? 'Loading fallacy types...' : 'Choose a fallacy type'}</option>
          {sorted.map((f) => (
            <option key={f.id} value={f.id}>
              {f.name}
            </option>
          ))}
        </TextField>
        <DifficultyField
          id="statement-difficulty"
          value={values.difficulty}
          onChange={set('difficulty')}
          error={errors.difficulty}
          inputRef={difficultyRef}
        />
        <Button type="submit" variant="contained" disabled={submitting} sx={{ alignSelf: 'flex-start' }}>
          {submitting ? 'Adding...' : 'Add Statement'}
        </Button>
        {status.kind === 'success' && (
          <Alert severity="success" role="status">
            {STATEMENT_SUCCESS}
          </Alert>
        )}
        {status.kind === 'failure' && (
          <Alert severity="error" role="alert">
            <AlertTitle sx={{ mb: status.detail ? 0.5 : 0 }}>{STATEMENT_FAILURE}</AlertTitle>
            {status.detail}
          </Alert>
        )}
      </Stack>
    </Box>
  );
}

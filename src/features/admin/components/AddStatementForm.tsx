import { Box, Stack, TextField } from '@mui/material';
import { useMemo } from 'react';
import { FormSubmit } from '@/components/form/FormSubmit';
import { LongTextField } from '@/components/form/LongTextField';
import { LIMITS, newStatementSchema, type NewStatement } from '@/contract/fallacies';
import { DifficultyField } from './DifficultyField';
import { useCheckedForm, type FieldErrors, type SubmitResult } from '@/lib/form/useCheckedForm';

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
  /** Makes "stmt-" plus a random string. */
  makeId: () => string;
}

interface Values {
  text: string;
  fallacyTypeId: string;
  difficulty: string;
}

const EMPTY: Values = { text: '', fallacyTypeId: '', difficulty: '' };

export function checkStatement(values: Values, fallacyIds: readonly string[], id: string): { result?: NewStatement; errors: FieldErrors<keyof Values> } {
  const parsed = newStatementSchema.safeParse({
    id,
    text: values.text,
    fallacy_type_id: values.fallacyTypeId,
    difficulty: values.difficulty === '' ? undefined : Number(values.difficulty),
  });
  const errors: FieldErrors<keyof Values> = {};
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
  return { result: parsed.data, errors };
}

/** Text, a fallacy type chosen from a select, and a difficulty of 1 to 5. */
export function AddStatementForm({ fallacies, loadingFallacies = false, onSubmit, makeId }: AddStatementFormProps) {
  const form = useCheckedForm<Values, NewStatement>({
    empty: EMPTY,
    order: ['text', 'fallacyTypeId', 'difficulty'],
    check: (values) =>
      checkStatement(
        values,
        fallacies.map((f) => f.id),
        makeId(),
      ),
    send: onSubmit,
  });
  const sorted = useMemo(() => [...fallacies].sort((a, b) => a.name.localeCompare(b.name)), [fallacies]);

  return (
    <Box component="form" noValidate onSubmit={form.submit} aria-label="Add Statement">
      <Stack spacing={1.5}>
        <LongTextField id="statement-text" label="Statement" limit={LIMITS.statement} {...form.field('text')} />
        <TextField
          id="statement-fallacy"
          select
          required
          fullWidth
          label="Fallacy type"
          {...form.field('fallacyTypeId')}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{loadingFallacies ? 'Loading fallacy types...' : 'Choose a fallacy type'}</option>
          {sorted.map((f) => (
            <option key={f.id} value={f.id}>
              {f.name}
            </option>
          ))}
        </TextField>
        <DifficultyField id="statement-difficulty" {...form.field('difficulty')} />
        <FormSubmit status={form.status} label="Add Statement" busyLabel="Adding..." success={STATEMENT_SUCCESS} failure={STATEMENT_FAILURE} />
      </Stack>
    </Box>
  );
}

import { Alert, AlertTitle, Box, Button, Stack, TextField } from '@mui/material';
import { useRef, useState, type FormEvent } from 'react';
import { LIMITS, newFallacySchema, type NewFallacy } from '@/contract/fallacies';
import { slugify } from '@/contract/slug';
import { DifficultyField } from './DifficultyField';
import type { SubmitResult } from './submitResult';

export const FALLACY_SUCCESS = 'Fallacy added successfully!';
export const FALLACY_FAILURE = 'Failed to add fallacy';

export interface AddFallacyFormProps {
  /** Sends the validated fallacy; resolves with the outcome. */
  onSubmit: (fallacy: NewFallacy) => Promise<SubmitResult>;
  /** Ids already taken, so a duplicate is caught before the round trip. */
  existingIds?: ReadonlyArray<string>;
}

interface Values {
  name: string;
  description: string;
  difficulty: string;
}
type Field = keyof Values;
type Status = { kind: 'idle' } | { kind: 'submitting' } | { kind: 'success' } | { kind: 'failure'; detail?: string };

const EMPTY: Values = { name: '', description: '', difficulty: '' };

/** Validates with the schema the backend uses; errors on the id are shown on the name it comes from. */
export function checkFallacy(values: Values, existingIds: readonly string[]): { fallacy?: NewFallacy; errors: Partial<Record<Field, string>> } {
  const candidate = {
    id: slugify(values.name),
    name: values.name,
    description: values.description,
    difficulty: values.difficulty === '' ? undefined : Number(values.difficulty),
  };
  const parsed = newFallacySchema.safeParse(candidate);
  const errors: Partial<Record<Field, string>> = {};
  if (!parsed.success) {
    let idFailed = false;
    for (const issue of parsed.error.issues) {
      const key = issue.path[0];
      if (key === 'difficulty') errors.difficulty ??= 'Choose a difficulty from 1 to 5';
      else if (key === 'description') errors.description ??= issue.message;
      else if (key === 'name') errors.name ??= issue.message;
      else idFailed = true;
    }
    // The id is the slug of the name: when it is wrong, the name is what to fix.
    if (idFailed) errors.name ??= 'Name needs at least one letter or digit';
    return { errors };
  }
  if (existingIds.includes(parsed.data.id)) return { errors: { name: `A fallacy with the id "${parsed.data.id}" already exists` } };
  return { fallacy: parsed.data, errors };
}

/** Games-spec §2, §5: name, description and difficulty; the id is the slug of the name. */
export function AddFallacyForm({ onSubmit, existingIds = [] }: AddFallacyFormProps) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const nameRef = useRef<HTMLInputElement>(null);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);
  const difficultyRef = useRef<HTMLSelectElement>(null);
  const submitting = status.kind === 'submitting';
  const slug = slugify(values.name);

  const set = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const { fallacy, errors: found } = checkFallacy(values, existingIds);
    setErrors(found);
    if (!fallacy) {
      setStatus({ kind: 'idle' });
      const first = (['name', 'description', 'difficulty'] as const).find((f) => found[f]);
      if (first) ({ name: nameRef, description: descriptionRef, difficulty: difficultyRef })[first].current?.focus();
      return;
    }
    setStatus({ kind: 'submitting' });
    const result = await onSubmit(fallacy);
    if (result.ok) {
      setValues(EMPTY);
      setStatus({ kind: 'success' });
    } else {
      setStatus({ kind: 'failure', detail: result.detail });
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Add Fallacy">
      <Stack spacing={1.5}>
        <TextField
          id="fallacy-name"
          label="Name"
          required
          fullWidth
          value={values.name}
          onChange={(e) => set('name')(e.target.value)}
          error={Boolean(errors.name)}
          helperText={errors.name ?? (slug ? `Id: ${slug}` : 'The id is made from the name')}
          inputRef={nameRef}
        />
        <TextField
          id="fallacy-description"
          label="Description"
          required
          fullWidth
          multiline
          minRows={3}
          value={values.description}
          onChange={(e) => set('description')(e.target.value)}
          error={Boolean(errors.description)}
          helperText={errors.description ?? `${values.description.trim().length}/${LIMITS.description} characters`}
          inputRef={descriptionRef}
        />
        <DifficultyField
          id="fallacy-difficulty"
          value={values.difficulty}
          onChange={set('difficulty')}
          error={errors.difficulty}
          inputRef={difficultyRef}
        />
        <Button type="submit" variant="contained" disabled={submitting} sx={{ alignSelf: 'flex-start' }}>
          {submitting ? 'Adding...' : 'Add Fallacy'}
        </Button>
        {status.kind === 'success' && (
          <Alert severity="success" role="status">
            {FALLACY_SUCCESS}
          </Alert>
        )}
        {status.kind === 'failure' && (
          <Alert severity="error" role="alert">
            <AlertTitle sx={{ mb: status.detail ? 0.5 : 0 }}>{FALLACY_FAILURE}</AlertTitle>
            {status.detail}
          </Alert>
        )}
      </Stack>
    </Box>
  );
}

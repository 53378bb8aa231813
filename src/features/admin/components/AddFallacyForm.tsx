import { Box, Stack, TextField } from '@mui/material';
import { FormSubmit } from '@/components/form/FormSubmit';
import { LongTextField } from '@/components/form/LongTextField';
import { LIMITS, newFallacySchema, type NewFallacy } from '@/contract/fallacies';
import { slugify } from '@/contract/slug';
import { DifficultyField } from './DifficultyField';
import { useCheckedForm, type FieldErrors, type SubmitResult } from '@/lib/form/useCheckedForm';

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

const EMPTY: Values = { name: '', description: '', difficulty: '' };

/** Validates with the schema the backend uses; errors on the id are shown on the name it comes from. */
export function checkFallacy(values: Values, existingIds: readonly string[]): { result?: NewFallacy; errors: FieldErrors<keyof Values> } {
  const candidate = {
    id: slugify(values.name),
    name: values.name,
    description: values.description,
    difficulty: values.difficulty === '' ? undefined : Number(values.difficulty),
  };
  const parsed = newFallacySchema.safeParse(candidate);
  const errors: FieldErrors<keyof Values> = {};
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
  return { result: parsed.data, errors };
}

/** Name, description and difficulty; the id is the slug of the name. */
export function AddFallacyForm({ onSubmit, existingIds = [] }: AddFallacyFormProps) {
  const form = useCheckedForm<Values, NewFallacy>({
    empty: EMPTY,
    order: ['name', 'description', 'difficulty'],
    check: (values) => checkFallacy(values, existingIds),
    send: onSubmit,
  });
  const { values } = form;
  const slug = slugify(values.name);

  return (
    <Box component="form" noValidate onSubmit={form.submit} aria-label="Add Fallacy">
      <Stack spacing={1.5}>
        <TextField
          id="fallacy-name"
          label="Name"
          required
          fullWidth
          {...form.field('name', slug ? `Id: ${slug}` : 'The id is made from the name')}
        />
        <LongTextField id="fallacy-description" label="Description" limit={LIMITS.description} {...form.field('description')} />
        <DifficultyField id="fallacy-difficulty" {...form.field('difficulty')} />
        <FormSubmit status={form.status} label="Add Fallacy" busyLabel="Adding..." success={FALLACY_SUCCESS} failure={FALLACY_FAILURE} />
      </Stack>
    </Box>
  );
}

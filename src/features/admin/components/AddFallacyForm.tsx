import { Box, Button, Stack, TextField } from '@mui/material';
import { FormSubmit } from '@/components/form/FormSubmit';
import { LongTextField } from '@/components/form/LongTextField';
import { AUTHORING_MESSAGES, fallacyNameKey, fallacyPatchSchema, LIMITS, newFallacySchema, type FallacyType, type NewFallacy } from '@/contract/fallacies';
import { slugify } from '@/contract/slug';
import { DifficultyField } from './DifficultyField';
import { useCheckedForm, type FieldErrors, type SubmitResult } from '@/lib/form/useCheckedForm';
import { DRAFT_KEYS, useFormDraft } from '../useFormDraft';

export const FALLACY_SUCCESS = 'Fallacy added successfully!';
export const FALLACY_FAILURE = 'Failed to add fallacy';
export const FALLACY_SAVED = 'Changes saved.';
export const FALLACY_SAVE_FAILURE = 'Failed to save the fallacy';

export interface AddFallacyFormProps {
  /** Sends the validated fallacy (when editing, its id is the edited one's); resolves with the outcome. */
  onSubmit: (fallacy: NewFallacy) => Promise<SubmitResult>;
  /** The fallacies already there, so a taken name (ignoring case and spaces) is caught before the round trip. */
  existing?: ReadonlyArray<Pick<FallacyType, 'id' | 'name'>>;
  /** The authored fallacy being edited: the form starts with its values and keeps its id. Absent for a new one. */
  initial?: FallacyType;
}

interface Values {
  name: string;
  description: string;
  difficulty: string;
}

const EMPTY: Values = { name: '', description: '', difficulty: '' };

/**
 * Validates with the schema the backend uses (a new fallacy's, or an edit's); errors on the id are
 * shown on the name it comes from, and a name another fallacy has is refused here as there.
 */
export function checkFallacy(
  values: Values,
  existing: ReadonlyArray<Pick<FallacyType, 'id' | 'name'>>,
  editingId?: string,
): { result?: NewFallacy; errors: FieldErrors<keyof Values> } {
  const fields = { name: values.name, description: values.description, difficulty: values.difficulty === '' ? undefined : Number(values.difficulty) };
  const parsed = editingId ? fallacyPatchSchema.safeParse(fields) : newFallacySchema.safeParse({ id: slugify(values.name), ...fields });
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
  const key = fallacyNameKey(parsed.data.name!);
  const clash = existing.find((f) => f.id !== editingId && fallacyNameKey(f.name) === key);
  if (clash) return { errors: { name: AUTHORING_MESSAGES.duplicateName(clash.name) } };
  const id = editingId ?? slugify(parsed.data.name!);
  if (!editingId && existing.some((f) => f.id === id)) return { errors: { name: `A fallacy with the id "${id}" already exists` } };
  return { result: { id, name: parsed.data.name!, description: parsed.data.description!, difficulty: parsed.data.difficulty! }, errors };
}

/**
 * Name, description and difficulty; the id is the slug of the name (and stays when editing,
 * since statements point at it). Checked on submit with the backend's schema; each problem shows
 * at its field and the first such field takes the focus.
 */
export function AddFallacyForm({ onSubmit, existing = [], initial }: AddFallacyFormProps) {
  const editing = Boolean(initial);
  const form = useCheckedForm<Values, NewFallacy>({
    empty: initial ? { name: initial.name, description: initial.description, difficulty: String(initial.difficulty) } : EMPTY,
    order: ['name', 'description', 'difficulty'],
    check: (values) => checkFallacy(values, existing, initial?.id),
    send: onSubmit,
  });
  // A new fallacy's draft outlives navigating away (the session's storage); an edit keeps none.
  const draft = useFormDraft(editing ? null : DRAFT_KEYS.fallacy, form, EMPTY);
  const { values } = form;
  const slug = slugify(values.name);
  const prefix = editing ? 'edit-fallacy' : 'fallacy';

  return (
    <Box component="form" noValidate onSubmit={form.submit} aria-label={editing ? 'Edit fallacy' : 'Add Fallacy'}>
      <Stack spacing={1.5}>
        <TextField
          id={`${prefix}-name`}
          label="Name"
          required
          fullWidth
          {...form.field('name', editing ? `Id: ${initial!.id} (stays, so its statements keep it)` : slug ? `Id: ${slug}` : 'The id is made from the name')}
        />
        <LongTextField id={`${prefix}-description`} label="Description" limit={LIMITS.description} {...form.field('description')} />
        <DifficultyField id={`${prefix}-difficulty`} {...form.field('difficulty')} />
        {draft.hasDraft && (
          <Button variant="text" onClick={draft.discard} sx={{ alignSelf: 'flex-start' }}>
            Discard draft
          </Button>
        )}
        <FormSubmit
          status={form.status}
          label={editing ? 'Save changes' : 'Add Fallacy'}
          busyLabel={editing ? 'Saving...' : 'Adding...'}
          success={editing ? FALLACY_SAVED : FALLACY_SUCCESS}
          failure={editing ? FALLACY_SAVE_FAILURE : FALLACY_FAILURE}
        />
      </Stack>
    </Box>
  );
}

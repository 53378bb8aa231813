import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useMemo } from 'react';
import { Chalkboard } from '@/components/game/Chalkboard';
import { FormSubmit } from '@/components/form/FormSubmit';
import { LongTextField } from '@/components/form/LongTextField';
import { AUTHORING_MESSAGES, LIMITS, newStatementSchema, type NewStatement, type Statement } from '@/contract/fallacies';
import { DifficultyField } from './DifficultyField';
import { useCheckedForm, type FieldErrors, type SubmitResult } from '@/lib/form/useCheckedForm';
import { DRAFT_KEYS, useFormDraft } from '../useFormDraft';

export const STATEMENT_SUCCESS = 'Statement added successfully!';
export const STATEMENT_FAILURE = 'Failed to add statement';
export const STATEMENT_SAVED = 'Changes saved.';
export const STATEMENT_SAVE_FAILURE = 'Failed to save the statement';
/** Under the explanation: why to write one though the form does not insist. */
export const EXPLANATION_NOTE =
  'Players read it after answering. Without one they read the fallacy’s description instead, which is correct and generic: say why this statement commits it.';
/** On the preview board while the statement is empty. */
export const PREVIEW_PLACEHOLDER = 'Your statement, as players will see it.';

export interface FallacyOption {
  /** The fallacy's id, the value sent. */
  id: string;
  /** Its name, the text shown. */
  name: string;
}

export interface AddStatementFormProps {
  /** The fallacy types to choose from (GET /api/fallacies). */
  fallacies: ReadonlyArray<FallacyOption>;
  /** The lessons a statement may link to (the built-in fallacies'). */
  lessons: ReadonlyArray<FallacyOption>;
  /** True while the fallacy list is loading: the select says so. */
  loadingFallacies?: boolean;
  /** Saves a valid statement (when editing, with the edited one's id); resolves with the outcome the form reports. */
  onSubmit: (statement: NewStatement) => Promise<SubmitResult>;
  /** Makes "stmt-" plus a random string, for a new statement. */
  makeId: () => string;
  /** The authored statement being edited: the form starts with its values and keeps its id. Absent for a new one. */
  initial?: Statement;
}

interface Values {
  text: string;
  fallacyTypeId: string;
  difficulty: string;
  explanation: string;
  lessonId: string;
}

const EMPTY: Values = { text: '', fallacyTypeId: '', difficulty: '', explanation: '', lessonId: '' };

/** The backend's field names, renamed to the form's (for a refusal only the server could know). */
export const STATEMENT_FIELD_NAMES = { fallacy_type_id: 'fallacyTypeId', lesson_id: 'lessonId' } as const;

/** Validates with the schema the backend uses; a fallacy or lesson not in the lists is refused here as there. */
export function checkStatement(
  values: Values,
  fallacyIds: readonly string[],
  id: string,
  lessonIds: readonly string[] = [],
): { result?: NewStatement; errors: FieldErrors<keyof Values> } {
  const parsed = newStatementSchema.safeParse({
    id,
    text: values.text,
    fallacy_type_id: values.fallacyTypeId,
    difficulty: values.difficulty === '' ? undefined : Number(values.difficulty),
    // Optional, as the specification has it: an empty explanation is left out.
    ...(values.explanation.trim() ? { explanation: values.explanation } : {}),
    ...(values.lessonId ? { lesson_id: values.lessonId } : {}),
  });
  const errors: FieldErrors<keyof Values> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path[0];
      if (key === 'text') errors.text ??= issue.message;
      if (key === 'explanation') errors.explanation ??= issue.message;
      if (key === 'fallacy_type_id') errors.fallacyTypeId ??= 'A fallacy type is required';
      if (key === 'difficulty') errors.difficulty ??= 'Choose a difficulty from 1 to 5';
      if (key === 'lesson_id') errors.lessonId ??= AUTHORING_MESSAGES.unknownLesson;
    }
  }
  if (values.fallacyTypeId && !fallacyIds.includes(values.fallacyTypeId)) errors.fallacyTypeId = AUTHORING_MESSAGES.unknownFallacy;
  if (values.lessonId && !lessonIds.includes(values.lessonId)) errors.lessonId = AUTHORING_MESSAGES.unknownLesson;
  if (!parsed.success || Object.values(errors).some(Boolean)) return { errors };
  return { result: parsed.data, errors };
}

/**
 * A statement: its text (shown live on the chalkboard as players will see it), its fallacy, a
 * difficulty of 1 to 5 (the specification's fields), the explanation players read after answering
 * (optional but asked for: without it they read the fallacy's description), and an optional lesson to
 * link to (else the feedback links to the fallacy's own lesson, when it has one).
 */
export function AddStatementForm({ fallacies, lessons, loadingFallacies = false, onSubmit, makeId, initial }: AddStatementFormProps) {
  const editing = Boolean(initial);
  const form = useCheckedForm<Values, NewStatement>({
    empty: initial
      ? {
          text: initial.text,
          fallacyTypeId: initial.fallacy_type_id,
          difficulty: String(initial.difficulty),
          explanation: initial.explanation ?? '',
          lessonId: initial.lesson_id ?? '',
        }
      : EMPTY,
    order: ['text', 'fallacyTypeId', 'difficulty', 'explanation', 'lessonId'],
    check: (values) =>
      checkStatement(
        values,
        fallacies.map((f) => f.id),
        initial?.id ?? makeId(),
        lessons.map((l) => l.id),
      ),
    send: onSubmit,
  });
  // A new statement's draft outlives navigating away (the session's storage); an edit keeps none.
  const draft = useFormDraft(editing ? null : DRAFT_KEYS.statement, form, EMPTY);
  const sorted = useMemo(() => [...fallacies].sort((a, b) => a.name.localeCompare(b.name)), [fallacies]);
  const prefix = editing ? 'edit-statement' : 'statement';
  const preview = form.values.text.trim();

  return (
    <Box component="form" noValidate onSubmit={form.submit} aria-label={editing ? 'Edit statement' : 'Add Statement'}>
      <Stack spacing={1.5}>
        <LongTextField id={`${prefix}-text`} label="Statement" limit={LIMITS.statement} {...form.field('text')} />
        <Box aria-hidden="true">
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
            Preview
          </Typography>
          <Chalkboard text={preview || PREVIEW_PLACEHOLDER} fontSize={32} reducedMotion />
        </Box>
        <TextField
          id={`${prefix}-fallacy`}
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
        <DifficultyField id={`${prefix}-difficulty`} {...form.field('difficulty')} />
        {/* Read before the field (its own helper line shows the character count). */}
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {EXPLANATION_NOTE}
        </Typography>
        <LongTextField id={`${prefix}-explanation`} label="Explanation (recommended)" limit={LIMITS.explanation} {...form.field('explanation')} />
        <TextField
          id={`${prefix}-lesson`}
          select
          fullWidth
          label="Lesson link (optional)"
          {...form.field('lessonId', 'Players who miss it are sent here. Leave it for the fallacy’s own lesson.')}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">The fallacy’s own lesson</option>
          {lessons.map((l) => (
            <option key={l.id} value={l.id}>
              {l.name}
            </option>
          ))}
        </TextField>
        {draft.hasDraft && (
          <Button variant="text" onClick={draft.discard} sx={{ alignSelf: 'flex-start' }}>
            Discard draft
          </Button>
        )}
        <FormSubmit
          status={form.status}
          label={editing ? 'Save changes' : 'Add Statement'}
          busyLabel={editing ? 'Saving...' : 'Adding...'}
          success={editing ? STATEMENT_SAVED : STATEMENT_SUCCESS}
          failure={editing ? STATEMENT_SAVE_FAILURE : STATEMENT_FAILURE}
        />
      </Stack>
    </Box>
  );
}

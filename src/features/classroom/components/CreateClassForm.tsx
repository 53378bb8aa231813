import { Alert, Stack, TextField, Typography } from '@mui/material';
import { CLASS_LIMITS } from '@/contract/classSettings';
import type { CreateClassRequest } from '@/contract/classes';
import { FormSubmit } from '@/components/form/FormSubmit';
import { checkSchema, useCheckedForm, type SubmitResult } from '@/lib/form/useCheckedForm';

/** The schema (and zod with it) is needed only to check the name: loaded on Create, not at start. */
const loadSchema = () => import('@/contract/classes').then((m) => m.createClassSchema);

export interface CreateClassFormProps {
  /** Sends the checked name to the backend; resolves with what happened (a refusal's words in `detail`). */
  onCreate: (request: CreateClassRequest) => Promise<SubmitResult>;
}

/**
 * "Create a class": one line for the class's name, and before it the two things a teacher must
 * know first: nothing personal goes in the name, and the teacher key is shown once, kept in this
 * browser, and losing it loses the class. The name is checked with the contract's schema on
 * submit (the backend says the same words). Keyboard: the field, then the button; a failed check
 * puts the focus on the field, and a screen reader hears its message.
 */
export function CreateClassForm({ onCreate }: CreateClassFormProps) {
  const form = useCheckedForm<{ name: string }, CreateClassRequest>({
    empty: { name: '' },
    order: ['name'],
    check: async (values) => checkSchema(await loadSchema(), values),
    send: onCreate,
    keepValues: true,
  });
  return (
    <Stack component="form" noValidate onSubmit={form.submit} spacing={2} sx={{ maxWidth: '40rem' }}>
      <Alert severity="warning" role="note">
        <Typography sx={{ fontWeight: 700 }}>Before you press the button: the teacher key is shown once.</Typography>
        The next screen gives you a teacher link holding the class&rsquo;s secret key. This browser keeps it, and nothing
        else does: we keep only a scrambled copy we cannot turn back into the key. Lose the link and clear this
        browser, and the class is lost to you (it deletes itself 30 days after its last use). Save the link somewhere
        only you can open, such as your school email to yourself.
      </Alert>
      <TextField
        label="Class name"
        {...form.field('name', 'One line, like "Year 9 English, set 2". Nothing personal: no pupils’ names, no school’s name needed.')}
        slotProps={{ htmlInput: { maxLength: CLASS_LIMITS.name + 20, autoComplete: 'off', spellCheck: false } }}
        required
        fullWidth
      />
      <FormSubmit status={form.status} label="Create a class" busyLabel="Creating…" success="Class created." failure="The class was not created" />
    </Stack>
  );
}

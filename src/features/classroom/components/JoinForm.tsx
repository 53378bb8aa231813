import { Box, Stack, TextField } from '@mui/material';
import { CLASS_LIMITS, joinClassSchema, type JoinClassRequest } from '@/contract/classes';
import { FormSubmit } from '@/components/form/FormSubmit';
import { checkSchema, useCheckedForm, type SubmitResult } from '@/lib/form/useCheckedForm';

export interface JoinFormProps {
  /** The code from the teacher's link (`/join?code=K7M4QX`), filled in; empty without one. */
  initialCode?: string;
  /** Sends the checked code and nickname; resolves with what the class answered (refusals by field). */
  onJoin: (request: { code: string; nickname: string }) => Promise<SubmitResult>;
}

/**
 * The class code and a made-up nickname, checked on submit with the contract's schema (any case,
 * a dash or spaces in the code are fine), and every refusal shown by its field: a code that opens
 * no class or a full class by the code, a nickname taken by the nickname; a throttle, no connection
 * or the server's trouble under the button. Keyboard: Tab between the fields, Enter joins; after a
 * refusal the focus goes to the field in error, and a screen reader hears the field's message.
 */
export function JoinForm({ initialCode = '', onJoin }: JoinFormProps) {
  const form = useCheckedForm<JoinClassRequest, JoinClassRequest>({
    empty: { code: initialCode, nickname: '' },
    order: ['code', 'nickname'],
    check: (values) => checkSchema(joinClassSchema, values),
    send: (result) => onJoin(result),
    // On success the page moves on to the pupil's class; the typing stays until then.
    keepValues: true,
  });
  return (
    <Box component="form" noValidate onSubmit={(e) => void form.submit(e)} aria-label="Join a class" sx={{ maxWidth: 420 }}>
      <Stack spacing={2.5}>
        <TextField
          id="join-code"
          label="Class code"
          required
          autoComplete="off"
          {...form.field('code', 'Six letters and numbers, like K7M-4QX')}
          slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false, maxLength: 20 } }}
        />
        <TextField
          id="join-nickname"
          label="Your nickname (made up, not your name)"
          required
          autoComplete="off"
          {...form.field('nickname', `${CLASS_LIMITS.nicknameMin} to ${CLASS_LIMITS.nickname} letters, numbers or spaces`)}
          slotProps={{ htmlInput: { spellCheck: false, maxLength: CLASS_LIMITS.nickname + 10 } }}
        />
        <FormSubmit status={form.status} label="Join the class" busyLabel="Joining…" success="Joined." failure="Not joined yet" />
      </Stack>
    </Box>
  );
}

import { Alert, Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { Spinner } from '@/components/feedback/Spinner';
import SendIcon from '@mui/icons-material/SendOutlined';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { MESSAGE_ROWS, messages } from '../logic';
import type { ContactStatus } from '../contactSlice';
import type { ContactFields } from '@/contract/contact';
import { CONTACT_LIMITS } from '@/contract/contactSettings';
import { whenIdle } from '@/lib/whenIdle';
import { checkSchema, useCheckedForm, type SubmitResult } from '@/lib/form/useCheckedForm';

export interface ContactFormProps {
  /** idle (editing), sending, sent (the thank-you replaces the form) or failed. */
  status: ContactStatus;
  /** The form-level message from the page: the failed send. (The missing bot check the form says itself.) */
  error?: string | null;
  /** True once the bot check is solved. */
  botCheckDone: boolean;
  /** The bot check itself (the ALTCHA widget in the page). */
  botCheck: ReactNode;
  /** Sends the checked fields (called only when all three are valid and the bot check is solved); resolves with the outcome (a failure keeps the text). */
  onSubmit: (fields: ContactFields) => Promise<SubmitResult>;
  /** Called on Send another: an empty form again. */
  onSendAnother: () => void;
}

const EMPTY: ContactFields = { name: '', email: '', message: '' };

/** The schema (and zod with it) is needed only to check a message: loaded when the page is idle, not at start. */
const loadSchema = () => import('@/contract/contact').then((m) => m.contactFieldsSchema);

/**
 * The contact form: Name, Email, Message (6 rows), the bot check and
 * Send. Send reads "Sending..." while sending; until the bot check is solved it is marked
 * unavailable (aria-disabled, still focusable) and pressing it says what is missing. Each field's
 * problem shows under it (the contract's words) and the first one takes the focus.
 */
export function ContactForm({ status, error = null, botCheckDone, botCheck, onSubmit, onSendAnother }: ContactFormProps) {
  const thanks = useRef<HTMLHeadingElement>(null);
  /** Send was pressed: from then on a missing bot check is said, until it is solved. */
  const [tried, setTried] = useState(false);
  const form = useCheckedForm<ContactFields, ContactFields>({
    empty: EMPTY,
    order: ['name', 'email', 'message'],
    check: async (values) => {
      setTried(true);
      return checkSchema(await loadSchema(), values);
    },
    send: async (fields) => {
      if (!botCheckDone) return { ok: false };
      const outcome = await onSubmit(fields);
      if (outcome.ok) setTried(false);
      return outcome;
    },
  });
  const sending = status === 'sending' || form.submitting;
  const { values } = form;
  const problem = error ?? (tried && !botCheckDone ? messages.botCheckMissing : null);
  useEffect(() => {
    if (status === 'sent') thanks.current?.focus();
  }, [status]);
  useEffect(() => whenIdle(() => void loadSchema()), []);

  if (status === 'sent') {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }} role="status" aria-live="polite">
        <Typography variant="h2" ref={thanks} tabIndex={-1} sx={{ mb: 1.5, outline: 'none' }}>
          Thank You
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 3, maxWidth: '52ch', mx: 'auto' }}>
          Your message arrived. It will be read by a human, who will then decide whether it deserves an answer. Most do.
        </Typography>
        <Button variant="contained" onClick={onSendAnother}>
          Send Another Message
        </Button>
      </Paper>
    );
  }

  const submit = (event: FormEvent) => {
    if (sending) return event.preventDefault();
    void form.submit(event);
  };
  const name = form.field('name', '');
  const email = form.field('email', '');
  const message = form.field('message', `${values.message.length} / ${CONTACT_LIMITS.message}`);

  const blocked = !botCheckDone;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
      <Box component="form" noValidate onSubmit={submit} aria-label="Contact Sophist">
        <Stack spacing={2.5}>
          <TextField
            id="contact-name"
            label="Name"
            required
            fullWidth
            autoComplete="name"
            {...name}
            helperText={name.helperText || undefined}
            slotProps={{ htmlInput: { readOnly: sending, maxLength: CONTACT_LIMITS.name } }}
          />
          <TextField
            id="contact-email"
            label="Email"
            type="email"
            required
            fullWidth
            autoComplete="email"
            {...email}
            helperText={email.helperText || undefined}
            slotProps={{ htmlInput: { readOnly: sending, maxLength: CONTACT_LIMITS.email, spellCheck: false } }}
          />
          <TextField
            id="contact-message"
            label="Message"
            required
            fullWidth
            multiline
            rows={MESSAGE_ROWS}
            {...message}
            slotProps={{ htmlInput: { readOnly: sending, maxLength: CONTACT_LIMITS.message } }}
          />
          <Box>
            <Typography id="contact-bot-check-label" variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
              Prove you are not a bot. Your browser does a little arithmetic; you do nothing but tick the box.
            </Typography>
            <Box role="group" aria-labelledby="contact-bot-check-label">
              {botCheck}
            </Box>
          </Box>
          {problem && <Alert severity="error">{problem}</Alert>}
          <Box>
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={sending}
              aria-disabled={blocked || undefined}
              startIcon={sending ? <Spinner size={18} color="inherit" /> : <SendIcon />}
              sx={blocked && !sending ? { opacity: 0.55, cursor: 'not-allowed' } : undefined}
            >
              {sending ? 'Sending...' : 'Send'}
            </Button>
          </Box>
        </Stack>
      </Box>
    </Paper>
  );
}

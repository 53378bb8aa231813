import { Alert, Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { Spinner } from '@/components/feedback/Spinner';
import SendIcon from '@mui/icons-material/SendOutlined';
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { MESSAGE_ROWS, type FieldErrors } from '../logic';
import type { ContactStatus } from '../contactSlice';
import { CONTACT_LIMITS, type ContactFields } from '@/contract/contact';

export interface ContactFormProps {
  /** The fields' current text: name, email and message. */
  values: ContactFields;
  /** A problem per field, shown under it; the first invalid field takes focus on Send. */
  fieldErrors?: FieldErrors;
  /** idle (editing), sending, sent (the thank-you replaces the form) or failed. */
  status: ContactStatus;
  /** The form-level message: the missing bot check, or the failed send. */
  error?: string | null;
  /** True once the bot check is solved. */
  botCheckDone: boolean;
  /** The bot check itself (the ALTCHA widget in the page). */
  botCheck: ReactNode;
  /** Called with the field and its new text on every edit. */
  onFieldChange: (field: keyof ContactFields, value: string) => void;
  /** Called on Send; the page validates, decides, and returns the field problems it found. */
  onSubmit: () => FieldErrors | void;
  /** Called on Send another: an empty form again. */
  onSendAnother: () => void;
}

const FIELDS: (keyof ContactFields)[] = ['name', 'email', 'message'];

/**
 * The contact form: Name, Email, Message (6 rows), the bot check and
 * Send. Send reads "Sending..." while sending; until the bot check is solved it is marked
 * unavailable (aria-disabled, still focusable) and pressing it says what is missing.
 */
export function ContactForm({
  values,
  fieldErrors = {},
  status,
  error = null,
  botCheckDone,
  botCheck,
  onFieldChange,
  onSubmit,
  onSendAnother,
}: ContactFormProps) {
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const thanks = useRef<HTMLHeadingElement>(null);
  const sending = status === 'sending';
  useEffect(() => {
    if (status === 'sent') thanks.current?.focus();
  }, [status]);

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
    event.preventDefault();
    if (sending) return;
    const problems = onSubmit() ?? {};
    const first = FIELDS.find((f) => problems[f]);
    const refs = { name: nameRef, email: emailRef, message: messageRef };
    if (first) refs[first].current?.focus();
  };

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
            value={values.name}
            onChange={(e) => onFieldChange('name', e.target.value)}
            error={Boolean(fieldErrors.name)}
            helperText={fieldErrors.name}
            inputRef={nameRef}
            slotProps={{ htmlInput: { readOnly: sending, maxLength: CONTACT_LIMITS.name } }}
          />
          <TextField
            id="contact-email"
            label="Email"
            type="email"
            required
            fullWidth
            autoComplete="email"
            value={values.email}
            onChange={(e) => onFieldChange('email', e.target.value)}
            error={Boolean(fieldErrors.email)}
            helperText={fieldErrors.email}
            inputRef={emailRef}
            slotProps={{ htmlInput: { readOnly: sending, maxLength: CONTACT_LIMITS.email, spellCheck: false } }}
          />
          <TextField
            id="contact-message"
            label="Message"
            required
            fullWidth
            multiline
            rows={MESSAGE_ROWS}
            value={values.message}
            onChange={(e) => onFieldChange('message', e.target.value)}
            error={Boolean(fieldErrors.message)}
            helperText={fieldErrors.message ?? `${values.message.length} / ${CONTACT_LIMITS.message}`}
            inputRef={messageRef}
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
          {error && <Alert severity="error">{error}</Alert>}
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

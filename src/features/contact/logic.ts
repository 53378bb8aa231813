import { contactFieldsSchema, TO_NAME, type ContactFields, type TemplateParams } from '@/contract/contact';

/** Site-spec §8, word for word. */
export const messages = {
  botCheckMissing: 'Please complete the CAPTCHA verification',
  sendFailed: 'Failed to send message. Please try again or contact us on a social network.',
} as const;

/** Site-spec §9: the message box is 6 rows. */
export const MESSAGE_ROWS = 6;

export type FieldErrors = Partial<Record<keyof ContactFields, string>>;

/** Site-spec §5: name, email (an email address) and message are required. Empty when fine. */
export function fieldErrors(values: ContactFields): FieldErrors {
  const parsed = contactFieldsSchema.safeParse(values);
  if (parsed.success) return {};
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof ContactFields;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Site-spec §3 Contact message: what the email service's template receives. */
export function templateParams(values: ContactFields, botCheck: string): TemplateParams {
  const email = values.email.trim();
  return {
    from_name: values.name.trim(),
    from_email: email,
    message: values.message.trim(),
    to_name: TO_NAME,
    reply_to: email,
    altcha: botCheck,
  };
}

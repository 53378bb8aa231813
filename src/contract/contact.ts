import { z } from './zod';
import { CONTACT_LIMITS } from './contactSettings';

/**
 * The contact form's message as the email service receives it, shared by
 * the browser and the backend's emulation of the service's send endpoint.
 */

// The settings live apart (no zod), so the form's page takes them without the schemas.
export { CONTACT_LIMITS, EMAIL_LIB_VERSION, LOCAL_EMAIL_SERVICE, TO_NAME } from './contactSettings';

/** What the visitor fills in (all three required, email of email type). */
export const contactFieldsSchema = z.object({
  name: z.string().trim().min(1, 'Tell us your name. A pseudonym is fine; Socrates used his.').max(CONTACT_LIMITS.name, `At most ${CONTACT_LIMITS.name} characters`),
  email: z
    .string()
    .trim()
    .min(1, 'An email address, so we can answer.')
    .max(CONTACT_LIMITS.email, 'That address is too long')
    .pipe(z.email('That does not look like an email address.')),
  message: z.string().trim().min(1, 'The message is the point. Write one.').max(CONTACT_LIMITS.message, `At most ${CONTACT_LIMITS.message} characters`),
});
export type ContactFields = z.input<typeof contactFieldsSchema>;

/** A contact message: from_name, from_email, message, to_name, reply_to and the bot-check response. */
export const templateParamsSchema = z
  .object({
    from_name: z.string().trim().min(1, 'from_name is required').max(CONTACT_LIMITS.name),
    from_email: z.email('from_email must be an email address').max(CONTACT_LIMITS.email),
    message: z.string().trim().min(1, 'message is required').max(CONTACT_LIMITS.message),
    to_name: z.string().trim().min(1, 'to_name is required').max(CONTACT_LIMITS.name),
    reply_to: z.email('reply_to must be an email address').max(CONTACT_LIMITS.email),
    /** The ALTCHA payload (base64 JSON of the challenge and its solution). */
    altcha: z.string().min(1, 'The bot-check response is required').max(8192),
  })
  .strict();
export type TemplateParams = z.infer<typeof templateParamsSchema>;

/** The JSON the email client posts to {origin}/api/v1.0/email/send. */
export const emailSendSchema = z
  .object({
    lib_version: z.string().max(32).optional(),
    user_id: z.string().min(1, 'The public key is required'),
    service_id: z.string().min(1, 'The service ID is required'),
    template_id: z.string().min(1, 'The template ID is required'),
    template_params: templateParamsSchema,
  })
  .strict();
export type EmailSend = z.infer<typeof emailSendSchema>;

/** A message as the backend keeps it (db collection `messages`). */
export interface StoredMessage {
  id: string;
  receivedAt: string;
  from_name: string;
  from_email: string;
  message: string;
  to_name: string;
  reply_to: string;
  service_id: string;
  template_id: string;
}

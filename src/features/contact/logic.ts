import type { ContactFields, TemplateParams } from '@/contract/contact';
import { TO_NAME } from '@/contract/contactSettings';

/** What the form says, word for word as the product specifies. */
export const messages = {
  botCheckMissing: 'Please complete the CAPTCHA verification',
  sendFailed: 'Failed to send message. Please try again or contact us on a social network.',
} as const;

/** The message box is 6 rows. */
export const MESSAGE_ROWS = 6;

/** What the email service's template receives. */
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

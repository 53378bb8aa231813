import { LOCAL_EMAIL_SERVICE } from '@/contract/contactSettings';

/**
 * Where the contact form sends (build-time settings; all public values, nothing secret).
 * The defaults talk to the backend's emulation of the email service on the site's own origin,
 * so the form works with no network; the real service is a matter of configuration:
 *
 * | setting | default | real service (EmailJS) |
 * |---|---|---|
 * | VITE_EMAILJS_ORIGIN | the site's origin (→ /api/v1.0/email/send) | https://api.emailjs.com |
 * | VITE_EMAILJS_PUBLIC_KEY | sophist-local-public-key | the account's public key |
 * | VITE_EMAILJS_SERVICE_ID | sophist-local | the email service id |
 * | VITE_EMAILJS_TEMPLATE_ID | contact-form | the template id |
 * | VITE_ALTCHA_CHALLENGE_URL | /api/altcha/challenge | any ALTCHA challenge endpoint |
 */
function setting(value: string | undefined, fallback: string): string {
  return value && value.trim() ? value.trim() : fallback;
}

const env = import.meta.env as Record<string, string | undefined>;

export const emailConfig = {
  /** Empty means the page's own origin, read when sending. */
  origin: setting(env.VITE_EMAILJS_ORIGIN, ''),
  publicKey: setting(env.VITE_EMAILJS_PUBLIC_KEY, LOCAL_EMAIL_SERVICE.publicKey),
  serviceId: setting(env.VITE_EMAILJS_SERVICE_ID, LOCAL_EMAIL_SERVICE.serviceId),
  templateId: setting(env.VITE_EMAILJS_TEMPLATE_ID, LOCAL_EMAIL_SERVICE.templateId),
  challengeUrl: setting(env.VITE_ALTCHA_CHALLENGE_URL, '/api/altcha/challenge'),
} as const;

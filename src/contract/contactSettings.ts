/**
 * The contact form's plain settings, shared by the browser and the backend (./contact.ts re-exports
 * them beside its schemas). No zod here: the form's page shows them at start, and loads the
 * schemas only to check a message (issue 36).
 */
/** The email client library version. */
export const EMAIL_LIB_VERSION = '4.4.1';

/** The local (emulated) email service's ids; the backend accepts these unless configured otherwise. */
export const LOCAL_EMAIL_SERVICE = {
  publicKey: 'sophist-local-public-key',
  serviceId: 'sophist-local',
  templateId: 'contact-form',
} as const;

/** Who the message is addressed to (template param `to_name`). */
export const TO_NAME = 'Sophist';

export const CONTACT_LIMITS = { name: 100, email: 254, message: 5000 } as const;

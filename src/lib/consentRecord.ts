/**
 * The stored cookie choice, written once: by the app's banner (src/app/consent.ts) and by a
 * reading page's start script without the app (src/app/start/cookieBanner.ts). Plain
 * TypeScript without imports, so that script stays a few kilobytes.
 */

export const CONSENT_VALUES = ['accepted', 'declined'] as const;
export type ConsentValue = (typeof CONSENT_VALUES)[number];

/** What storage holds under CONSENT_KEY. */
export interface ConsentRecord {
  value: ConsentValue;
  /** When the visitor chose (ISO 8601). */
  at: string;
}

export function isConsentValue(value: unknown): value is ConsentValue {
  return (CONSENT_VALUES as readonly unknown[]).includes(value);
}

export function consentRecord(value: ConsentValue, at: string = new Date().toISOString()): ConsentRecord {
  return { value, at };
}

/**
 * The choice in a stored record's text, read without a schema library (the app validates the same
 * record with zod in src/app/storedState.ts); anything else counts as no choice.
 */
export function consentIn(raw: string | null): ConsentValue | null {
  try {
    const value = (JSON.parse(raw ?? 'null') as { value?: unknown } | null)?.value;
    return isConsentValue(value) ? value : null;
  } catch {
    return null;
  }
}

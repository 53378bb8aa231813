/**
 * The browser-storage keys a reading page's start-up script reads without the app (src/reading.ts),
 * in a module that imports nothing, so that script stays a few kilobytes.
 */

/** The visitor's cookie choice: `{ value: 'accepted' | 'declined', at }`. */
export const CONSENT_KEY = 'sophist.cookieConsent.v1';
/** The signed-in user. */
export const USER_KEY = 'sophist.user.v1';
/** The learner's spaced-review deck. */
export const REVIEW_STORAGE_KEY = 'sophist:review:v1';
/** A joined pupil's class records waiting to be sent (src/lib/classroom/outbox.ts); read at every app start. */
export const CLASS_OUTBOX_KEY = 'sophist:class-outbox:v1';

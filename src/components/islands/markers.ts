/**
 * What a reading page's HTML carries for the script that starts it without the app
 * (src/app/readingStart.ts): plain constants, so that script stays a few kilobytes.
 */

/** The attribute that marks an island's element, holding its name. */
export const ISLAND_ATTRIBUTE = 'data-island';
/** The attribute that holds an island's props, as JSON. */
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';
/** Fired on the document once every island of the page is hydrated and handles its own events. */
export const ISLANDS_READY_EVENT = 'sophist:islands-ready';

/** Marks the cookie banner, and its buttons with the choice each makes. */
export const COOKIE_BANNER_ATTRIBUTE = 'data-cookie-banner';
export const CONSENT_CHOICE_ATTRIBUTE = 'data-consent';

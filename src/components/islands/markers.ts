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
/** Fired on an island's marker (bubbling) once it is hydrated; the marker then carries ISLAND_LIVE_ATTRIBUTE. */
export const ISLAND_LIVE_EVENT = 'sophist:island-live';
export const ISLAND_LIVE_ATTRIBUTE = 'data-island-live';
/** Marks an island the visitor reached for before the app was there: it is hydrated first. */
export const ISLAND_WANTED_ATTRIBUTE = 'data-island-wanted';

/** Marks the cookie banner, and its buttons with the choice each makes. */
export const COOKIE_BANNER_ATTRIBUTE = 'data-cookie-banner';
export const CONSENT_CHOICE_ATTRIBUTE = 'data-consent';

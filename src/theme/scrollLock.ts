/** On <html> while a dialog is open; the theme's global styles stop the page scrolling under it (src/lib/scrollLock.ts sets it). */
export const SCROLL_LOCK_ATTRIBUTE = 'data-scroll-locked';

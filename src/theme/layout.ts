/**
 * Room kept clear at the top of the window for the sticky navigation bar (56 px on a phone,
 * 64 px from 600 px wide) plus a little air: whatever takes focus or is scrolled to stops
 * below it (the root's `scroll-padding-top`), and game screens align their boards with it.
 */
export const STICKY_CLEARANCE = 72;

/** Room kept clear at the bottom while a screen shows a sticky bar there (the argument game's). */
export const STICKY_BOTTOM_CLEARANCE = 112;

/** The keyboard focus ring's width, in px (WCAG 2.4.11 asks for at least 2). */
export const FOCUS_RING_PX = 3;

/** Where the focus ring shows: keyboard focus on a control, or round a control whose input is hidden. */
export const FOCUS_VISIBLE_SELECTOR = ':root :focus-visible:not([tabindex="-1"]), :root .MuiButtonBase-root:has(> input:focus-visible)';

/**
 * Room kept clear at the bottom while the cookie banner shows (fixed at the bottom, 16 px up; its
 * height plus that gap, rounded up, for its one-, two- and three-row layouts): focus and scrolling
 * stop above it (WCAG 2.2 focus not obscured) and the page gains as much room below the footer.
 */
export const COOKIE_BANNER_CLEARANCE = { xs: 256, sm: 184, md: 152 } as const;

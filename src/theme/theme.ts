import { createTheme, shouldSkipGeneratingVar } from '@mui/material/styles';
import { board, chalk, focusRing, fonts, ink, paper, signal, warm } from './tokens';
import { COOKIE_BANNER_ATTRIBUTE } from '@/boot/protocol';
import { COOKIE_BANNER_CLEARANCE, FOCUS_RING_PX, FOCUS_VISIBLE_SELECTOR, STICKY_CLEARANCE } from './layout';
import { SCROLL_LOCK_ATTRIBUTE } from './scrollLock';
import { durations, easings, fadeKeyframes, reducedMotionQuery } from './motion';
import { printStyles } from './print';

/**
 * Sophist's one theme: a chalkboard in the dark scheme, chalk-on-paper in the light one,
 * with a single warm accent. MUI emits every colour as a CSS variable, so switching
 * schemes never re-renders and the prerendered HTML already carries both.
 */
const BANNER_OPEN = `html:has([${COOKIE_BANNER_ATTRIBUTE}]:not([hidden]))`;

/**
 * MUI components the site never uses, whose colour variables would otherwise stand in the
 * theme's style tag of every page, in both schemes (~1.7 kB; the tag is in each page's first
 * round trip). `theme.test.ts` fails if one of them is imported.
 */
export const UNUSED_PALETTE_COMPONENTS = ['Slider', 'FilledInput', 'SnackbarContent', 'StepConnector', 'StepContent', 'SpeedDialAction'];

/**
 * The elevations anything draws: MUI's own components (0, 1, 2, 4, 6, 8, 12, 16, 24) and ours (3).
 * The other fifteen shadows, and their dark-scheme overlays, would stand in every page's theme tag
 * unread (~0.35 kB gzip). `theme.test.ts` fails if code here or in MUI asks for one left out.
 */
export const ELEVATIONS_IN_USE = [0, 1, 2, 3, 4, 6, 8, 12, 16, 24];

const unusedElevation = (keys: string[]) => (keys[0] === 'shadows' || keys[0] === 'overlays') && !ELEVATIONS_IN_USE.includes(Number(keys[1]));

const createSophistTheme = () => createTheme({
  cssVariables: {
    colorSchemeSelector: 'class',
    cssVarPrefix: 'sophist',
    shouldSkipGeneratingVar: (keys) =>
      shouldSkipGeneratingVar(keys) || (keys[0] === 'palette' && UNUSED_PALETTE_COMPONENTS.includes(keys[1] ?? '')) || unusedElevation(keys),
  },
  colorSchemes: {
    light: {
      palette: {
        primary: { main: board[700], light: board[600], dark: board[900], contrastText: chalk.white },
        secondary: { main: warm.dark, contrastText: '#FFFFFF' },
        warning: { main: warm.dark, contrastText: '#FFFFFF' },
        success: { main: signal.correctDark, contrastText: '#FFFFFF' },
        error: { main: signal.wrongDark, contrastText: '#FFFFFF' },
        info: { main: signal.infoDark, contrastText: '#FFFFFF' },
        background: { default: paper[50], paper: '#FFFFFF' },
        text: { primary: ink[900], secondary: ink[700] },
        divider: paper[200],
        board: { main: board[900], light: board[800], dark: board[950], contrastText: chalk.white },
        chalk: { main: chalk.white, muted: chalk.muted },
        game: { correct: signal.correctDark, wrong: signal.wrongDark, info: signal.infoDark, onSignal: '#FFFFFF' },
        timer: { normal: board[600], warning: signal.wrongDark },
        focusRing: { main: focusRing.light },
      },
    },
    dark: {
      palette: {
        primary: { main: warm.light, light: '#FFC878', dark: warm.main, contrastText: board[950] },
        secondary: { main: chalk.muted, contrastText: board[950] },
        warning: { main: warm.light, contrastText: board[950] },
        success: { main: signal.correctLight, contrastText: board[950] },
        error: { main: signal.wrongLight, contrastText: board[950] },
        info: { main: signal.infoLight, contrastText: board[950] },
        background: { default: board[950], paper: board[900] },
        text: { primary: chalk.white, secondary: chalk.muted },
        divider: board[700],
        board: { main: board[900], light: board[800], dark: board[950], contrastText: chalk.white },
        chalk: { main: chalk.white, muted: chalk.muted },
        game: { correct: signal.correctLight, wrong: signal.wrongLight, info: signal.infoLight, onSignal: board[950] },
        timer: { normal: board[300], warning: signal.wrongLight },
        focusRing: { main: focusRing.dark },
      },
    },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: fonts.body,
    h1: { fontFamily: fonts.chalk, fontSize: 'clamp(2.25rem, 5vw, 3.5rem)', lineHeight: 1.1, fontWeight: 400 },
    h2: { fontFamily: fonts.chalk, fontSize: 'clamp(1.75rem, 3.5vw, 2.5rem)', lineHeight: 1.2, fontWeight: 400 },
    h3: { fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.3 },
    h4: { fontSize: '1.25rem', fontWeight: 700 },
    h5: { fontSize: '1.125rem', fontWeight: 700 },
    h6: { fontSize: '1rem', fontWeight: 700 },
    body1: { fontSize: '1.0625rem', lineHeight: 1.7 },
    body2: { fontSize: '0.9375rem', lineHeight: 1.6 },
    button: { textTransform: 'none', fontWeight: 600 },
    chalk: { fontFamily: fonts.chalk, fontSize: '2rem', lineHeight: 1.3 },
  },
  transitions: {
    duration: { shortest: durations.fast, shorter: durations.fast, short: durations.base, standard: durations.base },
    easing: { easeInOut: easings.css },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // Whatever takes focus or is scrolled to stops below the sticky bar, never under it.
        html: { scrollBehavior: 'smooth', scrollPaddingTop: STICKY_CLEARANCE },
        // While the cookie banner shows (a reading page shows it without the app, so CSS, not state),
        // focus and the page's end stay clear of it on screen.
        [BANNER_OPEN]: { scrollPaddingBottom: COOKIE_BANNER_CLEARANCE.xs },
        [`${BANNER_OPEN} body`]: { paddingBottom: COOKIE_BANNER_CLEARANCE.xs },
        '@media (min-width: 600px)': {
          [BANNER_OPEN]: { scrollPaddingBottom: COOKIE_BANNER_CLEARANCE.sm },
          [`${BANNER_OPEN} body`]: { paddingBottom: COOKIE_BANNER_CLEARANCE.sm },
        },
        '@media (min-width: 900px)': {
          [BANNER_OPEN]: { scrollPaddingBottom: COOKIE_BANNER_CLEARANCE.md },
          [`${BANNER_OPEN} body`]: { paddingBottom: COOKIE_BANNER_CLEARANCE.md },
        },
        // A dialog is open (src/lib/scrollLock.ts): the page stays put, its scroll bar's gutter too.
        [`html[${SCROLL_LOCK_ATTRIBUTE}]`]: { overflow: 'hidden', scrollbarGutter: 'stable' },
        [`@keyframes ${fadeKeyframes.in}`]: { from: { opacity: 0 } },
        [`@keyframes ${fadeKeyframes.out}`]: { to: { opacity: 0 } },
        [`@media ${reducedMotionQuery}`]: {
          html: { scrollBehavior: 'auto' },
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            animationIterationCount: '1 !important',
            transitionDuration: '0.01ms !important',
          },
        },
        // Keyboard focus is a 3 px ring in one colour per scheme that reaches 3:1 against every
        // surface of that scheme (paper, cards and chalkboards alike), on every control, whatever
        // the component's own styles say: `:root` lifts the rule above MUI's `outline: 0`.
        // Headings and regions focused from script (tabindex -1) are not controls. Radios,
        // checkboxes and switches focus an invisible input: the ring goes round the control
        // that shows.
        [FOCUS_VISIBLE_SELECTOR]: {
          outline: `${FOCUS_RING_PX}px solid var(--sophist-palette-focusRing-main)`,
          outlineOffset: 2,
        },
        a: { color: 'inherit' },
        // On paper: black on white, title and address, no controls (src/theme/print.ts).
        ...printStyles,
      },
    },
    // Keyboard focus shows the ring above, so buttons do without Material's pulsing focus ripple:
    // it drew a second indicator and rendered (and styled) a ripple in the task of every focus
    // move, and the games move focus after every answer.
    MuiButton: {
      defaultProps: { disableElevation: true, disableFocusRipple: true },
      styleOverrides: { root: { borderRadius: 999, paddingInline: 20 } },
    },
    MuiIconButton: { defaultProps: { disableFocusRipple: true } },
    MuiToggleButton: { defaultProps: { disableFocusRipple: true } },
    MuiLink: { defaultProps: { underline: 'hover' } },
    // Tooltips stay inside the landmark of the element they describe (axe "region").
    MuiTooltip: { defaultProps: { slotProps: { popper: { disablePortal: true } } } },
    MuiCard: { styleOverrides: { root: { borderRadius: 16 } } },
  },
});

let created: ReturnType<typeof createSophistTheme> | undefined;

/**
 * The theme, created on first use. Creating it takes ~20 ms of a slow phone's main thread, so
 * the browser entry (src/app/start/) asks for it in a task of its own before hydrating, instead
 * of paying for it while the whole bundle is evaluated.
 */
export function getTheme() {
  created ??= createSophistTheme();
  return created;
}

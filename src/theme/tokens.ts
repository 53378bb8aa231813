/**
 * Raw colour scales. Nothing outside src/theme reads these: features use palette keys.
 * Contrast pairs used by the theme were checked against WCAG AA (4.5:1 for text):
 * chalk #F4F1E8 on board #16231D ≈ 14.5:1; chalkMuted #C9D1CB on board ≈ 10:1;
 * ink #1B2420 on paper #FAF8F2 ≈ 15:1; warm #FFB347 on board ≈ 9.6:1; warmDark #8A4B00 on paper ≈ 6.4:1.
 */
export const board = {
  950: '#0C1511',
  900: '#16231D',
  800: '#1E2F27',
  700: '#284033',
  600: '#33503F',
  300: '#8FB3A0',
};

export const chalk = {
  white: '#F4F1E8',
  muted: '#C9D1CB',
  dust: '#E8E4D8',
};

export const paper = {
  50: '#FAF8F2',
  100: '#F1EDE2',
  200: '#E3DDCC',
};

export const ink = {
  900: '#1B2420',
  700: '#3A4741',
  600: '#4F5C55',
};

/** One warm warning accent: chalk-box orange. */
export const warm = {
  light: '#FFB347',
  main: '#E07A10',
  dark: '#8A4B00',
};

/**
 * The keyboard focus ring, one colour per scheme that reaches 3:1 against every surface of that
 * scheme, so it needs no per-surface override: in the light scheme a mid orange between the
 * paper (≈ 3.9:1 on paper 50, 3.05:1 on paper 200) and the chalkboard (≈ 3.9:1 on board 900,
 * 3.4:1 on board 800); in the dark scheme the light accent, on boards only (≥ 7.9:1).
 * The theme's unit test checks every pair.
 */
export const focusRing = {
  light: '#BF6500',
  dark: warm.light,
};

export const signal = {
  correctDark: '#1E7A3C',
  correctLight: '#7EE2A0',
  wrongDark: '#B3261E',
  wrongLight: '#FF9C94',
  infoDark: '#1F5FA8',
  infoLight: '#9CC7FF',
};

/**
 * Body text in the reader's own system font (San Francisco, Roboto, Segoe UI…): nothing to
 * download, no swap that moves the page. Only the chalk face is a web font; until it is there
 * (`font-display: optional` keeps a slow first visit on the fallback) the chalk falls back to
 * faces that keep its look, hand-drawn or rounded and sans: Chalkboard SE and SF Rounded
 * (ui-rounded) on Apple systems, Comic Sans and Segoe Print on Windows, then the system's sans.
 * Never `cursive` or a bare default, which many systems draw as a serif.
 */
export const fonts = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  chalk: '"Patrick Hand", "Chalkboard SE", ui-rounded, "Comic Sans MS", "Segoe Print", sans-serif',
};

/**
 * Visually hidden but read by screen readers (the usual clip pattern). Strings, so `sx` reads
 * them as pixels. Kept in a module of the shell, so pages and game screens share it without a
 * chunk of its own.
 */
export const srOnly = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

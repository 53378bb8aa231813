/**
 * The chalkboard's measurements and how big its chalk writing is. The size is
 * estimated from the text, not measured in the DOM, so the prerendered HTML and the browser
 * agree and nothing jumps after hydration.
 */

/** The board and the drawing canvas: 600 × 350 px. */
export const CHALKBOARD_WIDTH = 600;
export const CHALKBOARD_HEIGHT = 350;
/** Chalk text: 24 to 48 px, starting at 32. */
export const CHALK_FONT_MIN = 24;
export const CHALK_FONT_MAX = 48;
export const CHALK_FONT_START = 32;
/** The typing animation writes one character every 50 ms. */
export const TYPING_MS_PER_CHAR = 50;
/** On a narrow screen the board shrinks, but chalk text never goes below this. */
export const CHALK_FONT_LEGIBLE_MIN = 18;
/** Padding inside the board, each side. */
export const CHALKBOARD_PADDING = 32;
/** The board's frame, each side. */
export const CHALKBOARD_FRAME = 10;

/** The writing area of a bare board: the board less its frame and padding. */
export const WRITING_AREA = {
  width: CHALKBOARD_WIDTH - 2 * (CHALKBOARD_FRAME + CHALKBOARD_PADDING),
  height: CHALKBOARD_HEIGHT - 2 * (CHALKBOARD_FRAME + CHALKBOARD_PADDING),
};

/** Patrick Hand is narrow: an average glyph is about half the font size wide. */
const CHAR_WIDTH = 0.5;
const LINE_HEIGHT = 1.3;

/** Lines the text needs at `fontSize` in a box `width` wide (greedy word wrap, estimated). */
export function estimateLines(text: string, fontSize: number, width: number): number {
  const perLine = Math.max(1, Math.floor(width / (fontSize * CHAR_WIDTH)));
  let lines = 1;
  let used = 0;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const length = word.length;
    if (used === 0) {
      lines += Math.floor(Math.max(0, length - 1) / perLine);
      used = length % perLine || Math.min(length, perLine);
    } else if (used + 1 + length <= perLine) {
      used += 1 + length;
    } else {
      lines += 1 + Math.floor(Math.max(0, length - 1) / perLine);
      used = length % perLine || Math.min(length, perLine);
    }
  }
  return lines;
}

/**
 * The chalk size for a text: `start` (32 px) when it fits the writing area, else 2 px smaller
 * at a time down to 24 px; a long text at 24 px makes the board grow taller instead. `start`
 * is kept within 24–48 px. Pass a smaller area when something else shares the board.
 */
export function chalkFontSize(
  text: string,
  start: number = CHALK_FONT_START,
  area: { width: number; height: number } = WRITING_AREA,
): number {
  const { width, height } = area;
  let size = Math.min(CHALK_FONT_MAX, Math.max(CHALK_FONT_MIN, Math.round(start)));
  while (size > CHALK_FONT_MIN && estimateLines(text, size, width) * size * LINE_HEIGHT > height) size -= 2;
  return Math.max(CHALK_FONT_MIN, size);
}

/**
 * CSS for a chalk size that scales with the board's width (a container query unit) but never
 * drops below the legible minimum.
 */
export function chalkFontCss(size: number): string {
  return `max(${CHALK_FONT_LEGIBLE_MIN}px, calc(100cqw * ${size} / ${CHALKBOARD_WIDTH}))`;
}

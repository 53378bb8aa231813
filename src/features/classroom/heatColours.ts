/**
 * The heat map's fills, per scheme, from "no mistake" to "every argument of this fallacy judged
 * wrongly", each with the text colour it carries. Fixed pairs rather than alpha over the page, so
 * every pair is checked for WCAG AA (4.5:1) in heatColours.test.ts. The numbers in each cell carry
 * the meaning; the fill only helps the eye find the hot spots.
 */
export const HEAT_LEVELS = 4;

export const heatColours = {
  light: [
    { bg: '#FAF8F2', fg: '#1B2420' },
    { bg: '#FCE3C0', fg: '#1B2420' },
    { bg: '#F2A65A', fg: '#1B2420' },
    { bg: '#8A1C14', fg: '#FFFFFF' },
  ],
  dark: [
    { bg: '#16231D', fg: '#F4F1E8' },
    { bg: '#4A3517', fg: '#F4F1E8' },
    { bg: '#8A4B00', fg: '#FFFFFF' },
    { bg: '#FFB3A8', fg: '#0C1511' },
  ],
} as const;

/** The level of a share judged wrongly: 0 none, 1 under half, 2 half or more, 3 all. */
export function heatLevel(share: number): 0 | 1 | 2 | 3 {
  if (share <= 0) return 0;
  if (share >= 1) return 3;
  return share < 0.5 ? 1 : 2;
}

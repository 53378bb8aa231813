import type { Palette } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { contrastRatio, NON_TEXT_CONTRAST } from './contrast';
import { FOCUS_RING_PX, FOCUS_VISIBLE_SELECTOR } from './layout';
import { getTheme } from './theme';

type Scheme = 'light' | 'dark';
const theme = getTheme();
const palette = (scheme: Scheme) => (theme as unknown as { colorSchemes: Record<Scheme, { palette: Palette }> }).colorSchemes[scheme].palette;

/** Every surface a focused control can sit on: the page, cards and dialogs, and the chalkboards. */
const surfaces = (p: Palette) => ({
  'background.default': p.background.default,
  'background.paper': p.background.paper,
  'board.main': p.board.main,
  'board.light': p.board.light,
  'board.dark': p.board.dark,
  divider: p.divider,
});

describe('the keyboard focus ring', () => {
  it('is a solid outline at least 2 px wide in the scheme’s ring colour, on every focus-visible control', () => {
    const overrides = theme.components?.MuiCssBaseline?.styleOverrides as Record<string, { outline?: string }>;
    const outline = overrides[FOCUS_VISIBLE_SELECTOR]?.outline ?? '';
    expect(outline).toBe(`${FOCUS_RING_PX}px solid var(--sophist-palette-focusRing-main)`);
    expect(FOCUS_RING_PX).toBeGreaterThanOrEqual(2);
  });

  it.each(['light', 'dark'] as const)('reaches 3:1 against every surface in the %s scheme', (scheme) => {
    const p = palette(scheme);
    const ratios = Object.entries(surfaces(p)).map(([name, colour]) => [name, Math.round(contrastRatio(p.focusRing.main, colour) * 100) / 100] as const);
    expect(ratios.filter(([, ratio]) => ratio < NON_TEXT_CONTRAST)).toEqual([]);
  });
});

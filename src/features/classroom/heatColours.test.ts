import { describe, expect, it } from 'vitest';
import { contrastRatio } from '@/theme/contrast';
import { heatColours, heatLevel } from './heatColours';

describe('the heat map’s colours', () => {
  it('keeps every cell’s text at WCAG AA contrast on its fill, in both schemes', () => {
    for (const [scheme, levels] of Object.entries(heatColours)) {
      for (const [i, { bg, fg }] of levels.entries()) expect(contrastRatio(fg, bg), `${scheme} level ${i}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('grades a share judged wrongly into four levels', () => {
    expect([0, 0.25, 0.5, 0.99, 1].map(heatLevel)).toEqual([0, 1, 2, 2, 3]);
  });
});

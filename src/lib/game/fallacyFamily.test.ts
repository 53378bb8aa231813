import { describe, expect, it } from 'vitest';
import { FALLACY_IDS } from '@/content/schema';
import { drawableWrong, isRightFallacy, namedTheGenus } from './fallacyFamily';

describe('the tu quoque rule', () => {
  it('accepts Ad Hominem on a tu quoque item (the genus), and the species itself', () => {
    expect(isRightFallacy('tu-quoque', 'tu-quoque')).toBe(true);
    expect(isRightFallacy('tu-quoque', 'ad-hominem')).toBe(true);
    expect(namedTheGenus('tu-quoque', 'ad-hominem')).toBe(true);
    expect(namedTheGenus('tu-quoque', 'tu-quoque')).toBe(false);
  });

  it('does not turn it round: not every ad hominem is a tu quoque', () => {
    expect(isRightFallacy('ad-hominem', 'tu-quoque')).toBe(false);
    expect(namedTheGenus('ad-hominem', 'tu-quoque')).toBe(false);
  });

  it('marks every other wrong name wrong, and no answer wrong', () => {
    for (const actual of FALLACY_IDS) {
      for (const chosen of FALLACY_IDS) {
        const expected = chosen === actual || (actual === 'tu-quoque' && chosen === 'ad-hominem');
        expect(isRightFallacy(actual, chosen), `${actual} answered ${chosen}`).toBe(expected);
      }
      expect(isRightFallacy(actual, null)).toBe(false);
    }
  });

  it('never draws the genus as a wrong option beside its species', () => {
    expect(drawableWrong('tu-quoque', [...FALLACY_IDS])).not.toContain('ad-hominem');
    expect(drawableWrong('tu-quoque', [...FALLACY_IDS])).not.toContain('tu-quoque');
    expect(drawableWrong('ad-hominem', [...FALLACY_IDS])).toContain('tu-quoque');
    expect(drawableWrong('straw-man', [...FALLACY_IDS])).toHaveLength(FALLACY_IDS.length - 1);
  });
});

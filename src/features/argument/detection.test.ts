import { describe, expect, it } from 'vitest';
import { detectFallacies, FALLACY_DETECTORS } from './detection';
import { slotsOf, word } from './fixtures';

describe('keyword fallacy detection', () => {
  const premise = (text: string) => slotsOf(word('x', 'pathos', 'premise', { text }), null, null);

  it('detects Ad Hominem', () => {
    expect(detectFallacies(premise('Only an idiot would oppose buses'))).toEqual([
      { id: 'ad-hominem', match: 'idiot', slot: 'premise' },
    ]);
    expect(detectFallacies(premise('People like you never ride the bus'))[0]?.id).toBe('ad-hominem');
    expect(detectFallacies(premise('A reliable schedule helps'))).toEqual([]);
  });

  it('detects False Dichotomy, with "either" only before a later "or"', () => {
    expect(detectFallacies(premise('Either we fund buses or the city dies'))[0]).toMatchObject({
      id: 'false-dichotomy',
      match: 'Either we fund buses or',
    });
    expect(detectFallacies(premise('This is the only option left'))[0]?.id).toBe('false-dichotomy');
    expect(detectFallacies(premise('Neither of us wanted either'))).toEqual([]);
  });

  it('detects Slippery Slope', () => {
    expect(detectFallacies(premise('Next thing you know, cars are banned'))[0]).toMatchObject({
      id: 'slippery-slope',
      match: 'Next thing you know',
    });
    expect(detectFallacies(premise('Cutting one route leads to cutting them all'))[0]?.id).toBe('slippery-slope');
  });

  it('reports each fallacy once, in detector order, from whichever slot has it', () => {
    const slots = slotsOf(
      word('a', 'pathos', 'premise', { text: 'Either buses or chaos' }),
      word('b', 'pathos', 'evidence', { text: 'those clowns at city hall' }),
      word('c', 'pathos', 'conclusion', { text: 'or else, inevitably, more clowns' }),
    );
    expect(detectFallacies(slots).map((w) => [w.id, w.slot])).toEqual([
      ['ad-hominem', 'evidence'],
      ['false-dichotomy', 'premise'],
      ['slippery-slope', 'conclusion'],
    ]);
  });

  it('documents keywords for each of the three fallacies', () => {
    expect(FALLACY_DETECTORS.map((d) => d.id)).toEqual(['ad-hominem', 'false-dichotomy', 'slippery-slope']);
    for (const d of FALLACY_DETECTORS) expect(d.keywords.length).toBeGreaterThan(5);
  });
});

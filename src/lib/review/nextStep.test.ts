import { describe, expect, it } from 'vitest';
import { nextStep, type LoopState } from './nextStep';

const fresh: LoopState = { due: 0, checks: 0, delayedCheckDue: false, practisedSinceLastCheck: 0, roundLength: 12 };

describe('the next step', () => {
  it('starts a newcomer with the baseline', () => expect(nextStep(fresh)).toEqual({ kind: 'baseline' }));
  it('puts what is due first, with its count', () => expect(nextStep({ ...fresh, due: 4, checks: 1 })).toEqual({ kind: 'review', due: 4 }));
  it('offers the delayed check once a week has passed', () => expect(nextStep({ ...fresh, checks: 1, delayedCheckDue: true }).kind).toBe('delayed-check'));
  it('offers a check after a round of practice, and practice before it', () => {
    expect(nextStep({ ...fresh, checks: 1, practisedSinceLastCheck: 12 }).kind).toBe('check-after-practice');
    expect(nextStep({ ...fresh, checks: 1, practisedSinceLastCheck: 11 }).kind).toBe('practise');
  });
});

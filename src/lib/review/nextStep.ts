/**
 * The learner's next step in the loop, as the "Practise" page leads with it: review what is due
 * first (it is fading now), then a baseline check if there is none, the delayed check once a week
 * has passed, a check after a round's worth of practice, and otherwise practice. Pure.
 */
export type NextStep =
  | { kind: 'review'; due: number }
  | { kind: 'baseline' }
  | { kind: 'delayed-check' }
  | { kind: 'check-after-practice' }
  | { kind: 'practise' };

export interface LoopState {
  /** Cards due now (logic.ts dueCount). */
  due: number;
  /** Checks taken so far. */
  checks: number;
  /** A week has passed since the last check (check.ts delayedCheckDue). */
  delayedCheckDue: boolean;
  /** Practice answers since the last check. */
  practisedSinceLastCheck: number;
  /** Practice answers that make a round (check.ts PRACTICE_LENGTH). */
  roundLength: number;
}

export function nextStep(s: LoopState): NextStep {
  if (s.due > 0) return { kind: 'review', due: s.due };
  if (s.checks === 0) return { kind: 'baseline' };
  if (s.delayedCheckDue) return { kind: 'delayed-check' };
  if (s.practisedSinceLastCheck >= s.roundLength) return { kind: 'check-after-practice' };
  return { kind: 'practise' };
}

/**
 * A class's change in discernment and in bias, as LEARNING.md ("A class's change") sets it out.
 * Pure: per-pupil scores in (the AUC of a check, its standard error, the criterion c), numbers out.
 * The words a teacher reads are chosen by the page from the verdict, not here.
 */
import jStat from 'jstat';

/** A pupil's own change is one "we can be fairly sure of" at |z| ≥ this (two-sided 95 %). */
export const SURE_Z = 1.959964;
/** Below this many pupils with both checks there is no class interval, only the pupils' own changes. */
export const MIN_PUPILS_FOR_INTERVAL = 5;
/** A fall in c of at least this much is a move towards calling "fallacy" (the threshold LEARNING.md uses for one learner). */
export const BIAS_SHIFT = 0.3;
/** The class interval's coverage. */
export const CONFIDENCE = 0.95;

/** The scores of one check, as a pupil's browser sends them. */
export interface CheckScores {
  /** Rating AUC: 0.5 chance, 1 perfect. */
  auc: number;
  /** Its standard error (Hanley–McNeil). */
  se: number;
  /** Criterion c: negative calls "fallacy" too readily. */
  c: number;
}

/** One pupil with a baseline and a later check (post or delayed). */
export interface PupilPair {
  id: string;
  baseline: CheckScores;
  later: CheckScores;
}

export interface PupilChange {
  id: string;
  /** AUC_later − AUC_baseline. */
  dAuc: number;
  /** dAuc / √(SE₁² + SE₂²). */
  z: number;
  /** z ≥ 1.96: a rise this pupil can be fairly sure of. */
  sureRise: boolean;
  /** z ≤ −1.96. */
  sureFall: boolean;
  /** c_later − c_baseline: negative is more ready to call "fallacy". */
  dC: number;
  /** c fell by at least BIAS_SHIFT. */
  moreSuspicious: boolean;
  /** c rose by at least BIAS_SHIFT. */
  moreTrusting: boolean;
}

/** A mean with its t-interval over n pupils (n − 1 degrees of freedom). */
export interface MeanInterval {
  mean: number;
  /** Sample standard deviation of the pupils' changes. */
  sd: number;
  low: number;
  high: number;
}

export type ClassVerdict = 'sharper' | 'more-suspicious' | 'sharper-and-more-suspicious' | 'neither-yet';

export type ClassChange =
  | { enough: false; n: number; pupils: PupilChange[] }
  | {
      enough: true;
      n: number;
      pupils: PupilChange[];
      /** The class's mean change in AUC with its interval. */
      auc: MeanInterval;
      /** The class's mean change in c (the bias shift) with its interval. */
      c: MeanInterval;
      /** Shares of pupils (0–1) whose own change is a sure rise or a sure fall in AUC. */
      shareSureRise: number;
      shareSureFall: number;
      /** Shares whose c fell (more suspicious) or rose (more trusting) by at least BIAS_SHIFT. */
      shareMoreSuspicious: number;
      shareMoreTrusting: number;
      verdict: ClassVerdict;
    };

/** One pupil's change between two checks. */
export function pupilChange({ id, baseline, later }: PupilPair): PupilChange {
  const dAuc = later.auc - baseline.auc;
  const se = Math.sqrt(baseline.se ** 2 + later.se ** 2);
  const z = se > 0 ? dAuc / se : dAuc === 0 ? 0 : Math.sign(dAuc) * Infinity;
  const dC = later.c - baseline.c;
  return { id, dAuc, z, sureRise: z >= SURE_Z, sureFall: z <= -SURE_Z, dC, moreSuspicious: dC <= -BIAS_SHIFT, moreTrusting: dC >= BIAS_SHIFT };
}

/** The t quantile for a two-sided interval of the given coverage, with df degrees of freedom. */
export function tCritical(df: number, confidence = CONFIDENCE): number {
  if (!Number.isInteger(df) || df < 1) throw new RangeError(`tCritical: ${df} degrees of freedom`);
  return jStat.studentt.inv(1 - (1 - confidence) / 2, df);
}

/** The mean of the values with its t-interval (n − 1 degrees of freedom). Needs two values or more. */
export function meanWithInterval(values: readonly number[], confidence = CONFIDENCE): MeanInterval {
  const n = values.length;
  if (n < 2) throw new RangeError('meanWithInterval: two values or more');
  const mean = values.reduce((s, v) => s + v, 0) / n;
  const sd = Math.sqrt(values.reduce((s, v) => s + (v - mean) ** 2, 0) / (n - 1));
  const half = tCritical(n - 1, confidence) * (sd / Math.sqrt(n));
  return { mean, sd, low: mean - half, high: mean + half };
}

/**
 * The class's change from baseline, separately for discernment and for bias. "Sharper" when the
 * interval of the mean AUC change lies above zero; "more suspicious" when the interval of the mean
 * change in c lies below zero and the mean fall is at least BIAS_SHIFT (a sure shift too small to
 * matter is not called one). With fewer than MIN_PUPILS_FOR_INTERVAL pupils: the pupils' own changes only.
 */
export function classChange(pairs: readonly PupilPair[]): ClassChange {
  const pupils = pairs.map(pupilChange);
  const n = pupils.length;
  if (n < MIN_PUPILS_FOR_INTERVAL) return { enough: false, n, pupils };
  const auc = meanWithInterval(pupils.map((p) => p.dAuc));
  const c = meanWithInterval(pupils.map((p) => p.dC));
  const share = (test: (p: PupilChange) => boolean) => pupils.filter(test).length / n;
  const sharper = auc.low > 0;
  const moreSuspicious = c.high < 0 && c.mean <= -BIAS_SHIFT;
  const verdict: ClassVerdict = sharper && moreSuspicious ? 'sharper-and-more-suspicious' : sharper ? 'sharper' : moreSuspicious ? 'more-suspicious' : 'neither-yet';
  return {
    enough: true,
    n,
    pupils,
    auc,
    c,
    shareSureRise: share((p) => p.sureRise),
    shareSureFall: share((p) => p.sureFall),
    shareMoreSuspicious: share((p) => p.moreSuspicious),
    shareMoreTrusting: share((p) => p.moreTrusting),
    verdict,
  };
}

/** A check as the class keeps it: its kind and when it was finished, with its scores. */
export interface KindedCheck extends CheckScores {
  kind: 'baseline' | 'post' | 'delayed';
  completedAt: string;
}

/**
 * Each pupil's pair for a class change: their first baseline and their latest check of the later
 * kind finished after it. Pupils without both are left out (the page lists who is missing what).
 */
export function pairsFor(pupils: readonly { id: string; checks: readonly KindedCheck[] }[], laterKind: 'post' | 'delayed'): PupilPair[] {
  const pairs: PupilPair[] = [];
  for (const p of pupils) {
    const byTime = [...p.checks].sort((a, b) => Date.parse(a.completedAt) - Date.parse(b.completedAt));
    const baseline = byTime.find((c) => c.kind === 'baseline');
    if (!baseline) continue;
    const later = byTime.filter((c) => c.kind === laterKind && Date.parse(c.completedAt) > Date.parse(baseline.completedAt)).at(-1);
    if (later) pairs.push({ id: p.id, baseline: scores(baseline), later: scores(later) });
  }
  return pairs;
}

const scores = ({ auc, se, c }: CheckScores): CheckScores => ({ auc, se, c });

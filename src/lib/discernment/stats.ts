/**
 * Signal-detection statistics for telling sound arguments from fallacious ones. "Fallacious" is
 * the signal: a hit is a fallacious argument called fallacious, a false alarm a sound one called
 * fallacious. Pure functions, no I/O.
 */

// Coefficients of Acklam's rational approximation to the inverse normal CDF: relative error below
// 1.15e-9, far finer than any score we show.
const A = [-3.969683028665376e1, 2.209460984245205e2, -2.759285104469687e2, 1.38357751867269e2, -3.066479806614716e1, 2.506628277459239] as const;
const B = [-5.447609879822406e1, 1.615858368580409e2, -1.556989798598866e2, 6.680131188771972e1, -1.328068155288572e1] as const;
const C = [-7.784894002430293e-3, -3.223964580411365e-1, -2.400758277161838, -2.549732539343734, 4.374664141464968, 2.938163982698783] as const;
const D = [7.784695709041462e-3, 3.224671290700398e-1, 2.445134137142996, 3.754408661907416] as const;
/** Below this probability (and above 1 minus it) the tail formula applies. */
const P_LOW = 0.02425;

/** z(p): the value below which a standard normal variable falls with probability p. */
export function inverseNormal(p: number): number {
  if (!(p >= 0 && p <= 1)) throw new RangeError(`inverseNormal: ${p} is not a probability`);
  if (p === 0) return -Infinity;
  if (p === 1) return Infinity;
  if (p < P_LOW) {
    const q = Math.sqrt(-2 * Math.log(p));
    return (((((C[0] * q + C[1]) * q + C[2]) * q + C[3]) * q + C[4]) * q + C[5]) / ((((D[0] * q + D[1]) * q + D[2]) * q + D[3]) * q + 1);
  } else if (p <= 1 - P_LOW) {
    const q = p - 0.5;
    const r = q * q;
    return ((((((A[0] * r + A[1]) * r + A[2]) * r + A[3]) * r + A[4]) * r + A[5]) * q) / (((((B[0] * r + B[1]) * r + B[2]) * r + B[3]) * r + B[4]) * r + 1);
  } else {
    const q = Math.sqrt(-2 * Math.log(1 - p));
    return -(((((C[0] * q + C[1]) * q + C[2]) * q + C[3]) * q + C[4]) * q + C[5]) / ((((D[0] * q + D[1]) * q + D[2]) * q + D[3]) * q + 1);
  }
}

export interface SdtCounts {
  /** Fallacious items called fallacious. */
  hits: number;
  /** Fallacious items shown. */
  signals: number;
  /** Sound items called fallacious. */
  falseAlarms: number;
  /** Sound items shown. */
  noises: number;
}

export interface SdtResult {
  /** Corrected hit rate, (hits + ½) / (signals + 1). */
  hitRate: number;
  /** Corrected false-alarm rate, (false alarms + ½) / (noises + 1). */
  falseAlarmRate: number;
  /** Sensitivity: z(H) − z(F). 0 is guessing. */
  dPrime: number;
  /** Criterion: −½ (z(H) + z(F)). Negative = calls "fallacy" too readily; positive = too trusting. */
  criterion: number;
}

function checkCount(n: number, of: number, what: string) {
  if (!Number.isInteger(n) || !Number.isInteger(of) || n < 0 || of < 1 || n > of) throw new RangeError(`signalDetection: ${what} ${n} of ${of}`);
}

/**
 * d′ and c with the log-linear correction applied to every learner (Hautus 1995): adding ½ to
 * each count and 1 to each total keeps the rates off 0 and 1, where z is infinite, and biases
 * every learner's estimate the same way instead of only the perfect ones'.
 */
export function signalDetection({ hits, signals, falseAlarms, noises }: SdtCounts): SdtResult {
  checkCount(hits, signals, 'hits');
  checkCount(falseAlarms, noises, 'false alarms');
  const hitRate = (hits + 0.5) / (signals + 1);
  const falseAlarmRate = (falseAlarms + 0.5) / (noises + 1);
  const zH = inverseNormal(hitRate);
  const zF = inverseNormal(falseAlarmRate);
  return { hitRate, falseAlarmRate, dPrime: zH - zF, criterion: -0.5 * (zH + zF) };
}

/**
 * The rating AUC: the chance that a random fallacious item was rated more fallacious than a
 * random sound one, ties counting half (the Mann–Whitney statistic over all pairs). 0.5 is
 * guessing, 1 perfect. Null without items of both kinds.
 */
export function ratingAuc(fallaciousRatings: readonly number[], soundRatings: readonly number[]): number | null {
  if (fallaciousRatings.length === 0 || soundRatings.length === 0) return null;
  let wins = 0;
  for (const f of fallaciousRatings) {
    for (const s of soundRatings) {
      if (f > s) wins += 1;
      else if (f === s) wins += 0.5;
    }
  }
  return wins / (fallaciousRatings.length * soundRatings.length);
}

/** The AUC used for the width of a band is kept this far from 0 and 1, where the formula collapses to no width. */
const AUC_EDGE = 0.05;
/** Two-sided 95 per cent. */
const Z_95 = 1.959964;

/**
 * The standard error of an AUC from n₁ fallacious and n₂ sound items (Hanley & McNeil 1982). The
 * estimate used is kept away from 0 and 1, where the formula collapses to no width, so a perfect
 * score on a short check still shows honest uncertainty.
 */
export function aucStandardError(auc: number, nFallacious: number, nSound: number): number {
  const a = Math.min(1 - AUC_EDGE, Math.max(AUC_EDGE, auc));
  const q1 = a / (2 - a);
  const q2 = (2 * a * a) / (1 + a);
  return Math.sqrt((a * (1 - a) + (nFallacious - 1) * (q1 - a * a) + (nSound - 1) * (q2 - a * a)) / (nFallacious * nSound));
}

/** The range the AUC probably lies in (95 per cent): the estimate ± 1.96 standard errors, within 0 to 1. */
export function aucInterval(auc: number, nFallacious: number, nSound: number): { low: number; high: number } {
  const half = Z_95 * aucStandardError(auc, nFallacious, nSound);
  return { low: Math.max(0, auc - half), high: Math.min(1, auc + half) };
}

/**
 * The difference of two independent AUCs in standard errors: z = (AUC₂ − AUC₁) / √(SE₁² + SE₂²).
 * |z| ≥ 1.96 is a change we can be fairly sure of. Testing the difference, not the overlap of the
 * two bands: bands can overlap and the difference still be clear (Schenker & Gentleman 2001).
 */
export function aucDifferenceZ(earlier: { auc: number; se: number }, later: { auc: number; se: number }): number {
  return (later.auc - earlier.auc) / Math.sqrt(earlier.se ** 2 + later.se ** 2);
}
export const SURE_CHANGE_Z = Z_95;

/**
 * A yes/no round (practice, review) on the check's scale: the balanced accuracy ½ (H + CR), with H
 * the share of fallacious items caught and CR the share of sound ones accepted. It is the AUC of
 * a single ROC point, so 0.5 is chance and 1 perfect, as on the check. Null without both kinds.
 */
export function balancedAccuracy(fallacious: { right: number; of: number }, sound: { right: number; of: number }): number | null {
  if (fallacious.of === 0 || sound.of === 0) return null;
  return (fallacious.right / fallacious.of + sound.right / sound.of) / 2;
}

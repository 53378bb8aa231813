/**
 * Progress, difficulty progression (Reading A) and personalised tips. A finished argument is folded into the
 * progress with its issues and detected fallacies recorded as mistakes under their codes. Pure: `now` is an
 * argument.
 */
import {
  APPEALS,
  APPEAL_TIP_THRESHOLD,
  BEGINNER_TO_INTERMEDIATE_ARGUMENTS,
  BEGINNER_TO_INTERMEDIATE_SUCCESS_RATIO,
  INTERMEDIATE_TO_ADVANCED_ARGUMENTS,
  INTERMEDIATE_TO_ADVANCED_SUCCESS_RATIO,
  MAX_MISTAKE_TIPS,
  MISTAKE_WINDOW_MS,
  SLOTS,
  type Appeal,
  type Difficulty,
} from './constants';
import {
  roundTo,
  type AppealStat,
  type ArgumentSlots,
  type FallacyWarning,
  type MistakeCode,
  type Tip,
  type UserProgress,
  type ValidationResult,
} from './model';

/** Successful ÷ used for one appeal; an unused appeal counts as 0. */
export const successRatio = (stat: AppealStat): number => (stat.used > 0 ? stat.successful / stat.used : 0);

/**
 * Average of the three appeals' success ratios (unused appeals count as 0, so all three matter), rounded to
 * 10 places so that a ratio exactly at a threshold compares as equal (0.8 × 3 / 3 is 0.8000000000000002).
 */
export const averageSuccessRatio = (stats: Record<Appeal, AppealStat>): number =>
  roundTo(APPEALS.reduce((sum, a) => sum + successRatio(stats[a]), 0) / APPEALS.length, 10);

/**
 * Reading A: beginner → intermediate when the average success ratio exceeds 0.7 and total arguments exceed
 * 10; intermediate → advanced when it exceeds 0.8 and total exceeds 25. One step at a time; never down.
 */
export function nextDifficulty(progress: UserProgress): Difficulty {
  const ratio = averageSuccessRatio(progress.rhetoricalStats);
  const total = progress.totalArguments;
  if (
    progress.currentDifficulty === 'beginner' &&
    ratio > BEGINNER_TO_INTERMEDIATE_SUCCESS_RATIO &&
    total > BEGINNER_TO_INTERMEDIATE_ARGUMENTS
  ) {
    return 'intermediate';
  }
  if (
    progress.currentDifficulty === 'intermediate' &&
    ratio > INTERMEDIATE_TO_ADVANCED_SUCCESS_RATIO &&
    total > INTERMEDIATE_TO_ADVANCED_ARGUMENTS
  ) {
    return 'advanced';
  }
  return progress.currentDifficulty;
}

/**
 * Folds one finished argument into the progress: one more argument, the highest score, per appeal one use
 * for each slot holding it (and one success when the argument is valid), one more completed challenge when
 * valid, every issue and detected fallacy counted as a mistake (by code) seen `now`; then progression.
 */
export function recordArgument(
  progress: UserProgress,
  slots: ArgumentSlots,
  result: ValidationResult,
  warnings: readonly FallacyWarning[],
  now: number,
): UserProgress {
  const stats = {
    ethos: { ...progress.rhetoricalStats.ethos },
    pathos: { ...progress.rhetoricalStats.pathos },
    logos: { ...progress.rhetoricalStats.logos },
  };
  for (const slot of SLOTS) {
    const entry = slots[slot];
    if (!entry) continue;
    stats[entry.category].used += 1;
    if (result.isValid) stats[entry.category].successful += 1;
  }
  const mistakes = progress.commonMistakes.map((m) => ({ ...m }));
  const seen: MistakeCode[] = [...result.issues, ...warnings.map((w) => w.id)];
  for (const code of seen) {
    const existing = mistakes.find((m) => m.code === code);
    if (existing) {
      existing.count += 1;
      existing.lastSeen = now;
    } else {
      mistakes.push({ code, count: 1, lastSeen: now });
    }
  }
  const updated: UserProgress = {
    totalArguments: progress.totalArguments + 1,
    highestScore: Math.max(progress.highestScore, result.score),
    currentDifficulty: progress.currentDifficulty,
    completedChallenges: progress.completedChallenges + (result.isValid ? 1 : 0),
    rhetoricalStats: stats,
    commonMistakes: mistakes,
  };
  return { ...updated, currentDifficulty: nextDifficulty(updated) };
}

/**
 * Tips from the progress: an appeal used in under 20% of all picks (none before any pick), then up to three
 * mistakes seen in the last 7 days (lastSeen ≥ now − 7 days), most frequent first, ties most recent first.
 * Tips are codes and counts; copy.ts words them.
 */
export function personalisedTips(progress: UserProgress, now: number): Tip[] {
  const tips: Tip[] = [];
  const totalUsed = APPEALS.reduce((sum, a) => sum + progress.rhetoricalStats[a].used, 0);
  if (totalUsed > 0) {
    for (const a of APPEALS) {
      const share = progress.rhetoricalStats[a].used / totalUsed;
      if (share < APPEAL_TIP_THRESHOLD) tips.push({ kind: 'appeal', category: a, share });
    }
  }
  const recent = progress.commonMistakes
    .filter((m) => m.count > 0 && m.lastSeen >= now - MISTAKE_WINDOW_MS && m.lastSeen <= now)
    .sort((a, b) => b.count - a.count || b.lastSeen - a.lastSeen)
    .slice(0, MAX_MISTAKE_TIPS);
  for (const m of recent) tips.push({ kind: 'mistake', code: m.code, count: m.count });
  return tips;
}

/**
 * Deadlines and time left, for every timed game. A game stores the deadline (epoch ms) of what
 * is being timed and derives the time left from `now`, so nothing drifts and nothing here reads
 * the clock. The player's timer setting scales every limit: normal, doubled, or none at all.
 */
import type { TimerSetting } from '@/lib/timerSetting';

/** How much the setting stretches a limit; null means untimed. */
export function timerFactor(setting: TimerSetting): number | null {
  if (setting === 'off') return null;
  return setting === 'double' ? 2 : 1;
}

/** A limit (seconds or ms) under the setting; null means untimed. */
export function scaled(amount: number, setting: TimerSetting): number | null {
  const factor = timerFactor(setting);
  return factor === null ? null : amount * factor;
}

/** The deadline of something timed for `seconds` that starts at `now`; null without a countdown. */
export function deadlineAfter(now: number, seconds: number | null): number | null {
  return seconds === null ? null : now + seconds * 1000;
}

/**
 * The deadline after the player changes the timer setting mid-countdown: off drops it, on from
 * off starts a full countdown of `normalSeconds` (scaled), and normal ↔ doubled scales the time
 * that was left.
 */
export function rescaleDeadline(
  deadline: number | null,
  now: number,
  from: TimerSetting,
  to: TimerSetting,
  normalSeconds: number,
): number | null {
  const toFactor = timerFactor(to);
  const fromFactor = timerFactor(from);
  if (toFactor === null) return null;
  if (fromFactor === null || deadline === null) return deadlineAfter(now, normalSeconds * toFactor);
  return now + Math.max(0, deadline - now) * (toFactor / fromFactor);
}

/** Whole seconds left, rounded up (so 0.2 s left still reads 1), never below 0; null without a countdown. */
export function secondsLeft(deadline: number, now: number): number;
export function secondsLeft(deadline: number | null, now: number): number | null;
export function secondsLeft(deadline: number | null, now: number): number | null {
  if (deadline === null) return null;
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** True once the countdown has run out. Something without a deadline never expires. */
export function isExpired(deadline: number | null, now: number): boolean {
  return deadline !== null && now >= deadline;
}

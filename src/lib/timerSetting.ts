import { useCallback, useSyncExternalStore } from 'react';
import { z } from 'zod/mini';
import { readStored, writeStored } from './storage';

/**
 * WCAG 2.2.1 (timing adjustable): learners can play every timed game with the normal clock,
 * twice the time, or no clock at all. Remembered in the browser; 'normal' by default.
 */
export const TIMER_SETTING_KEY = 'sophist.timerSetting.v1';
export const timerSettingSchema = z.enum(['normal', 'double', 'off']);
export type TimerSetting = z.infer<typeof timerSettingSchema>;

const listeners = new Set<() => void>();

export function readTimerSetting(): TimerSetting {
  return readStored(TIMER_SETTING_KEY, timerSettingSchema, 'normal');
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current setting and a setter shared by every game on the page. */
export function useTimerSetting(): [TimerSetting, (next: TimerSetting) => void] {
  const value = useSyncExternalStore(subscribe, readTimerSetting, () => 'normal' as const);
  const set = useCallback((next: TimerSetting) => {
    writeStored(TIMER_SETTING_KEY, next);
    listeners.forEach((l) => l());
  }, []);
  return [value, set];
}

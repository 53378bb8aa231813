import { useEffect, useState } from 'react';

/** The longest the browser may hold idle work back, ms: it still runs on a page that is never idle. */
const IDLE_TIMEOUT_MS = 1000;

/**
 * Runs `work` once the browser is idle (after the current frame has painted), so bookkeeping an
 * interaction causes (storage writes, statistics) never delays the paint that answers it. Where
 * there is no idle callback (Safari), a zero timer still moves it out of the input's task.
 */
export function whenIdle(work: () => void): void {
  if (typeof window === 'undefined') return;
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => work(), { timeout: IDLE_TIMEOUT_MS });
  else window.setTimeout(work, 0);
}

/**
 * False until the browser's first idle moment after `enabled` turns true, then true for good: for
 * work a screen can do ahead of the learner (mounting a dialog it will open) without delaying
 * what is on screen now.
 */
export function useIdle(enabled = true): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!enabled || idle) return;
    let live = true;
    whenIdle(() => {
      if (live) setIdle(true);
    });
    return () => {
      live = false;
    };
  }, [enabled, idle]);
  return idle;
}

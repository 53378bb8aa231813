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

/**
 * Where "back" is for a back link: a step in the router's own history, a page of this site the
 * browser loaded before, or none. Read by the back link (src/components/layout/BackLink.tsx) and,
 * before any island is live, by a reading page's start-up script.
 */
export type Previous = 'router' | 'browser' | null;

/** Marks a back link that goes back in the browser's history when it can. */
export const HISTORY_BACK_ATTRIBUTE = 'data-history-back';

/** Whether an address is on this site. */
function isSameOrigin(address: string, origin: string): boolean {
  try {
    return new URL(address).origin === origin;
  } catch {
    return false;
  }
}

export function previousEntry(win: Window | undefined = typeof window === 'undefined' ? undefined : window): Previous {
  if (!win) return null;
  // React Router keeps its position in the history entry's state as `idx`.
  const state = win.history.state as { idx?: number } | null;
  if ((state?.idx ?? 0) > 0) return 'router';
  // A full page load (a link followed before the app started, a reload) starts the router's count
  // again, but the browser still knows the visitor came from a page of this site.
  // Only a top-level page owns the tab's history: inside a frame (an embed, Storybook) going back
  // would move the page around it.
  if (win.top === win.self && win.history.length > 1 && isSameOrigin(win.document.referrer, win.location.origin)) return 'browser';
  return null;
}

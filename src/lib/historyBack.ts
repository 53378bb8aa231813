/**
 * Where "back" is for a back link: a step in the router's own history, a page of this site earlier
 * in the tab's history (however the visitor arrived), or none. Read by the back link (src/components/layout/BackLink.tsx) and,
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

/** The part of the Navigation API read here (Chromium has it; where it is missing, the referrer rule stands in). */
interface NavigationHistory {
  canGoBack: boolean;
  currentEntry: { index: number } | null;
  entries(): { url: string | null }[];
}

export function previousEntry(win: Window | undefined = typeof window === 'undefined' ? undefined : window): Previous {
  if (!win) return null;
  // React Router keeps its position in the history entry's state as `idx`.
  const state = win.history.state as { idx?: number } | null;
  if ((state?.idx ?? 0) > 0) return 'router';
  // Only a top-level page owns the tab's history: inside a frame (an embed, Storybook) going back
  // would move the page around it.
  if (win.top !== win.self) return null;
  // A full page load (an address typed, a link followed before the app started, a reload) starts the
  // router's count again, but the tab's history still holds the earlier pages. The Navigation API
  // lists this site's entries of the tab (only same-origin ones), so it knows even when there is no
  // referrer, as after an address typed into the bar.
  const navigation = (win as Window & { navigation?: NavigationHistory }).navigation;
  if (navigation && typeof navigation.entries === 'function') {
    const index = navigation.currentEntry?.index ?? 0;
    const before = navigation.entries()[index - 1];
    return navigation.canGoBack && before?.url && isSameOrigin(before.url, win.location.origin) ? 'browser' : null;
  }
  // Without it: the browser still knows the visitor came from a page of this site when it followed a link.
  if (win.history.length > 1 && isSameOrigin(win.document.referrer, win.location.origin)) return 'browser';
  return null;
}

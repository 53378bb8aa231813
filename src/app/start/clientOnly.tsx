import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * How a page without HTML of its own starts (start 'client': the app shell of a private or
 * per-visitor page), and any page whose HTML was not prerendered for the path being opened (the
 * 404 page served for an unknown URL): rendered afresh, so hydration never mismatches.
 */
export function renderClientOnly(rootEl: HTMLElement, app: ReactNode): void {
  rootEl.replaceChildren();
  createRoot(rootEl).render(app);
}

/**
 * The guard on protected lesson text, without React: the ProtectedContent component applies it in
 * an effect, and a reading page (never hydrated) applies it from its start-up script.
 */

/** Events blocked inside protected content. */
export const BLOCKED_EVENTS = ['copy', 'cut', 'dragstart', 'selectstart', 'contextmenu'] as const;

/** Marks protected content in the HTML, so a page that is not hydrated can still guard it. */
export const PROTECTED_ATTRIBUTE = 'data-protected-content';

/** Blocks the events on one element and says the guard is live; returns the way to undo it. */
export function protect(el: HTMLElement): () => void {
  const block = (event: Event) => event.preventDefault();
  for (const type of BLOCKED_EVENTS) el.addEventListener(type, block);
  // Says the guard is live (the prerendered HTML carries the CSS but not yet the listeners).
  el.dataset.protected = 'on';
  return () => {
    for (const type of BLOCKED_EVENTS) el.removeEventListener(type, block);
    delete el.dataset.protected;
  };
}

/** Guards every protected block under `root` that is not guarded yet. */
export function protectContentIn(root: ParentNode) {
  for (const el of root.querySelectorAll<HTMLElement>(`[${PROTECTED_ATTRIBUTE}]`)) {
    if (el.dataset.protected !== 'on') protect(el);
  }
}

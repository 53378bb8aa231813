import { INTENT_SEEN_ATTRIBUTE } from '@/boot/protocol';

/**
 * What says a visitor is about to act: a first press, key, touch, focus or mouse movement (also what
 * starts a game or tool page's app: src/app/start/appPage.ts).
 */
export const INTENT_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin'] as const;

let intended = false;
const waiting = new Set<() => void>();

function onIntent() {
  intended = true;
  INTENT_EVENTS.forEach((type) => document.removeEventListener(type, onIntent, { capture: true }));
  const work = [...waiting];
  waiting.clear();
  work.forEach((run) => run());
}

/**
 * Runs `work` at the page's first sign of intent, or at once when there has been one: for code a
 * screen needs only once someone acts (a game's data). Fetched and evaluated ahead of
 * the press that needs it, but not in the seconds after a page starts, when nobody has reached
 * for anything yet and every long task counts against its start (issue 36). Returns the cancel.
 */
export function whenIntent(work: () => void): () => void {
  if (typeof document === 'undefined') return () => {};
  // The page's start script saw it already: the app itself started at the visitor's first intent.
  if (intended || document.documentElement.hasAttribute(INTENT_SEEN_ATTRIBUTE)) {
    work();
    return () => {};
  }
  if (waiting.size === 0) INTENT_EVENTS.forEach((type) => document.addEventListener(type, onIntent, { capture: true, passive: true }));
  waiting.add(work);
  return () => {
    waiting.delete(work);
  };
}

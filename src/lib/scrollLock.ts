import { SCROLL_LOCK_ATTRIBUTE } from '@/theme/scrollLock';

let locks = 0;

/**
 * Stops the page scrolling under an open dialog; returns the release (dialogs may stack, so the
 * page scrolls again when the last one is released). MUI's own scroll lock measures the page
 * (is it overflowing, how wide is the scroll bar) to pad the body by the scroll bar's width: a
 * forced layout of the whole page in the task that opens the dialog. Here the scroll bar's gutter
 * stays where it was (`scrollbar-gutter: stable` in the same rule), so nothing moves and nothing is
 * measured: setting an attribute only marks the style for the next frame.
 */
export function lockScroll(): () => void {
  locks += 1;
  document.documentElement.setAttribute(SCROLL_LOCK_ATTRIBUTE, '');
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0) document.documentElement.removeAttribute(SCROLL_LOCK_ATTRIBUTE);
  };
}

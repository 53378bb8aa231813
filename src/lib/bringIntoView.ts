/**
 * Game screens move the view to what the player must see next: the question and the controls
 * that answer it. The clear area is the window less the root's scroll padding (the sticky
 * navigation bar's room at the top, a sticky answer bar's at the bottom).
 */
function clearArea(): { top: number; bottom: number } {
  const style = getComputedStyle(document.documentElement);
  return {
    top: parseFloat(style.scrollPaddingTop) || 0,
    bottom: window.innerHeight - (parseFloat(style.scrollPaddingBottom) || 0),
  };
}

/**
 * Scrolls the window as little as needed for `first`'s top and `last`'s bottom to sit inside
 * the clear area; when they cannot both fit, `first`'s top goes to the top of it. Instant, not
 * smooth: the question should simply be there.
 */
export function bringIntoView(first: Element | null | undefined, last: Element | null | undefined = first) {
  if (!first || typeof window === 'undefined') return;
  const area = clearArea();
  const top = first.getBoundingClientRect().top;
  const bottom = (last ?? first).getBoundingClientRect().bottom;
  let delta = 0;
  if (top < area.top) delta = top - area.top;
  else if (bottom > area.bottom) delta = Math.min(bottom - area.bottom, top - area.top);
  if (Math.abs(delta) >= 1) window.scrollBy({ top: delta, behavior: 'instant' });
}

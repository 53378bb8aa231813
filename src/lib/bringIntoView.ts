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

type Target = Element | null | undefined;

/**
 * Scrolls the window as little as needed for `first`'s top and the lowest bottom of `last` to
 * sit inside the clear area; when they cannot both fit, `first`'s top goes to the top of it.
 * `last` may list several elements: in a two-column layout the lowest of them is not always the
 * same one (a tall board on the left, short cards on the right). Instant, not smooth: the
 * question should simply be there.
 */
export function bringIntoView(first: Target, last: Target | readonly Target[] = first) {
  if (!first || typeof window === 'undefined') return;
  const area = clearArea();
  const top = first.getBoundingClientRect().top;
  const lasts = (Array.isArray(last) ? last : [last]).filter((el): el is Element => Boolean(el));
  const bottom = Math.max(...(lasts.length ? lasts : [first]).map((el) => el.getBoundingClientRect().bottom));
  let delta = 0;
  if (top < area.top) delta = top - area.top;
  else if (bottom > area.bottom) delta = Math.min(bottom - area.bottom, top - area.top);
  if (Math.abs(delta) >= 1) window.scrollBy({ top: delta, behavior: 'instant' });
}

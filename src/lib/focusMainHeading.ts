/** How long a navigation waits for the new page's heading (a lazy screen loads first). */
const WAIT_MS = 3000;

/** Focus is still where a page put it: on something inside the main landmark. */
function pageHasFocus(main: Element): boolean {
  const active = document.activeElement;
  return !!active && active !== document.body && active.isConnected && main.contains(active);
}

/**
 * Moves focus to the main landmark's first h1 once it is in the page (it may arrive with a lazy
 * screen), unless the page has already put focus on something of its own inside main. The
 * heading becomes focusable by script only (tabindex -1) and does not scroll: the page is
 * already at its top. Returns a cancel function (for an effect's cleanup).
 */
export function focusMainHeading(mainId = 'main'): () => void {
  const main = document.getElementById(mainId);
  if (!main) return () => {};
  const tryFocus = (): boolean => {
    const heading = main.querySelector<HTMLElement>('h1');
    if (!heading) return false;
    if (!pageHasFocus(main)) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    }
    return true;
  };
  if (tryFocus()) return () => {};
  // A MutationObserver, not a timer: it runs as soon as the screen renders, fake clock or not. A
  // page without an h1 is left alone: after WAIT_MS the observer gives up at its next change.
  const started = Date.now();
  const observer = new MutationObserver(() => {
    if (Date.now() - started > WAIT_MS || tryFocus()) observer.disconnect();
  });
  observer.observe(main, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/**
 * After something that had focus goes away (the cookie banner once answered): focus the first
 * heading of the main landmark that is wholly in the clear area (below the sticky bar), where the
 * reader already is; with none in view, the page's h1, scrolled to.
 */
export function focusHeadingInView(mainId = 'main'): void {
  const main = document.getElementById(mainId);
  if (!main) return;
  const top = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  const headings = [...main.querySelectorAll<HTMLElement>('h1, h2, h3')];
  const inView = headings.find((h) => {
    const box = h.getBoundingClientRect();
    return box.height > 0 && box.top >= top && box.bottom <= window.innerHeight;
  });
  const target = inView ?? headings[0];
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: !!inView });
}

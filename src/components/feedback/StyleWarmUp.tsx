import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { whenIdle } from '@/lib/whenIdle';

/**
 * Where a component rendered for a warm-up puts what it would portal (a dialog's layer): the
 * warm-up's own element, never the page. Null outside a warm-up.
 */
const WarmUpContext = createContext<HTMLElement | null>(null);

/** The element a dialog rendered inside <StyleWarmUp> mounts into instead of the document's body. */
export function useWarmUpContainer(): HTMLElement | null {
  return useContext(WarmUpContext);
}

/**
 * Renders `children` once, at the first idle moment, into an element that is never attached to
 * the document, and drops them at the next. Nothing shows, takes focus or is announced (a `Modal`
 * inside opens there, without locking scrolling or touching focus); what stays behind are the CSS
 * rules Emotion inserted for them. A game's first dialog or first placed card would otherwise
 * insert dozens of rules in the frame that answers the player's first move (and every inserted
 * rule restyles the whole page).
 */
export function StyleWarmUp({ children }: { children: ReactNode }) {
  // Waiting for idle, then rendered into a detached element, then (at the next idle) dropped.
  const [container, setContainer] = useState<HTMLElement | null | 'done'>(null);
  useEffect(() => {
    if (container === 'done') return;
    let live = true;
    whenIdle(() => {
      if (live) setContainer(container === null ? document.createElement('div') : 'done');
    });
    return () => {
      live = false;
    };
  }, [container]);
  // (No instanceof HTMLElement here: the prerender runs where there is no DOM.)
  if (container === null || container === 'done') return null;
  return createPortal(<WarmUpContext value={container}>{children}</WarmUpContext>, container);
}

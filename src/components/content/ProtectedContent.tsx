import { Box } from '@mui/material';
import { useEffect, useRef, type ReactNode } from 'react';

/** Events blocked inside protected content. */
export const BLOCKED_EVENTS = ['copy', 'cut', 'dragstart', 'selectstart', 'contextmenu'] as const;

/** Marks protected content in the HTML, so a page that is not hydrated can still guard it. */
const PROTECTED_ATTRIBUTE = 'data-protected-content';

/** Blocks the events on one element and says the guard is live; returns the way to undo it. */
function protect(el: HTMLElement): () => void {
  const block = (event: Event) => event.preventDefault();
  for (const type of BLOCKED_EVENTS) el.addEventListener(type, block);
  // Says the guard is live (the prerendered HTML carries the CSS but not yet the listeners).
  el.dataset.protected = 'on';
  return () => {
    for (const type of BLOCKED_EVENTS) el.removeEventListener(type, block);
    delete el.dataset.protected;
  };
}

/**
 * Guards every protected block under `root` without React: a reading page's text is never
 * hydrated, so its start-up calls this instead of the component's effect.
 */
export function protectContentIn(root: ParentNode) {
  for (const el of root.querySelectorAll<HTMLElement>(`[${PROTECTED_ATTRIBUTE}]`)) {
    if (el.dataset.protected !== 'on') protect(el);
  }
}

export interface ProtectedContentProps {
  /** The lesson text to guard. */
  children: ReactNode;
}

/**
 * Blocks copying, cutting, dragging, selecting and the context menu on its children. A
 * deterrent, not security: the text is in the page's HTML for anyone who really wants it.
 */
export function ProtectedContent({ children }: ProtectedContentProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    return el ? protect(el) : undefined;
  }, []);
  return (
    <Box ref={ref} {...{ [PROTECTED_ATTRIBUTE]: '' }} sx={{ userSelect: 'none', WebkitUserSelect: 'none', WebkitTouchCallout: 'none' }}>
      {children}
    </Box>
  );
}

import { Box } from '@mui/material';
import { useEffect, useRef, type ReactNode } from 'react';

/** Events blocked inside protected content. */
export const BLOCKED_EVENTS = ['copy', 'cut', 'dragstart', 'selectstart', 'contextmenu'] as const;

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
    if (!el) return;
    const block = (event: Event) => event.preventDefault();
    for (const type of BLOCKED_EVENTS) el.addEventListener(type, block);
    // Says the guard is live (the prerendered HTML carries the CSS but not yet the listeners).
    el.dataset.protected = 'on';
    return () => {
      for (const type of BLOCKED_EVENTS) el.removeEventListener(type, block);
      delete el.dataset.protected;
    };
  }, []);
  return (
    <Box ref={ref} sx={{ userSelect: 'none', WebkitUserSelect: 'none', WebkitTouchCallout: 'none' }}>
      {children}
    </Box>
  );
}

import { Box } from '@mui/material';
import { useEffect, useRef, type ReactNode } from 'react';
import { protect, PROTECTED_ATTRIBUTE } from '@/lib/protectContent';

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

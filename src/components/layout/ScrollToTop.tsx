import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { focusMainHeading } from '@/lib/focusMainHeading';

/**
 * Every navigation starts at the top of the new page (hash links excepted), and, after the first
 * page, keyboard focus moves to the new page's main heading, so a screen reader announces where
 * the reader is and the next Tab starts from the page, not from the top of the document.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (!hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    if (first.current) {
      first.current = false;
      return;
    }
    if (!hash) return focusMainHeading();
  }, [pathname, hash]);
  return null;
}

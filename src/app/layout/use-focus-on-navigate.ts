import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * After a navigation to another page, focus goes to the main content, so keyboard and screen-reader
 * users start on the new page instead of wherever the old one left them. Not on the first load, and
 * not when the app has just put focus somewhere on purpose (an undo notice, marked data-keeps-focus).
 */
export function useFocusOnNavigate(main: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (document.activeElement?.closest('[data-keeps-focus]')) return;
    main.current?.focus({ preventScroll: true });
  }, [pathname, main]);
}

import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';

/** How long to keep trying to restore while the page is still growing to its old height. */
const RESTORE_FOR_MS = 2_000;

/**
 * Back/forward returns to where the user was on that page; a new page starts at the top. Positions are
 * kept per history entry. (The data router's <ScrollRestoration> is not available with declarative routes.)
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());
  const previousPath = useRef<string | null>(null);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);

  // Record continuously: by the time a navigation is noticed the old page is gone.
  useEffect(() => {
    let frame = 0;
    const save = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => positions.current.set(location.key, window.scrollY));
    };
    window.addEventListener('scroll', save, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', save);
    };
  }, [location.key]);

  useLayoutEffect(() => {
    const samePage = previousPath.current === location.pathname;
    previousPath.current = location.pathname;
    // A #fragment (section links, the skip link) is the browser's to scroll to.
    if (location.hash) return;
    const saved = positions.current.get(location.key);
    if (navigationType !== NavigationType.Pop || saved === undefined) {
      // Filters changing on the same page keep the user where they are.
      if (!samePage) window.scrollTo(0, 0);
      return;
    }
    const until = Date.now() + RESTORE_FOR_MS;
    let frame = 0;
    const userScrolled = () => cancelAnimationFrame(frame);
    const attempt = () => {
      window.scrollTo(0, saved);
      if (Math.abs(window.scrollY - saved) > 1 && Date.now() < until) frame = requestAnimationFrame(attempt);
    };
    attempt();
    window.addEventListener('wheel', userScrolled, { once: true, passive: true });
    window.addEventListener('touchstart', userScrolled, { once: true, passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('wheel', userScrolled);
      window.removeEventListener('touchstart', userScrolled);
    };
  }, [location.key, location.pathname, location.hash, navigationType]);

  return null;
}

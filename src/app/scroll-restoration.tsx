import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';
import { inSameSplitView } from './split/split-routes';

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
  const lastScrollY = useRef(0);
  /**
   * The position being restored, while the page is not yet tall enough for it. Until it is reached
   * (or the user scrolls), it is where the user is on this entry: leaving early (back then forward
   * within a few ms) must keep it, not the clamped position the page has reached so far.
   */
  const restoring = useRef<number | null>(null);
  const previous = useRef<{ key: string; pathname: string } | null>(null);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const onScroll = () => {
      lastScrollY.current = restoring.current ?? window.scrollY;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useLayoutEffect(() => {
    // Where the entry being left was: the last position scrolled to on it. Not window.scrollY now, which
    // the new page's height may already have clamped.
    const left = previous.current;
    if (left) positions.current.set(left.key, lastScrollY.current);
    previous.current = { key: location.key, pathname: location.pathname };
    // A split view's list stays as the selection changes: it keeps its place too.
    const samePage = left?.pathname === location.pathname || (left !== null && inSameSplitView(left.pathname, location.pathname));

    restoring.current = null;
    // A #fragment (section links, the skip link) is the browser's to scroll to.
    if (location.hash) return;
    const saved = positions.current.get(location.key);
    if (navigationType !== NavigationType.Pop || saved === undefined) {
      // Filters changing on the same page keep the user where they are; the first page is at its top
      // already (a scroll now would force a layout before the first screen shows).
      if (!samePage && left) {
        window.scrollTo(0, 0);
        lastScrollY.current = 0;
      }
      return;
    }
    const until = Date.now() + RESTORE_FOR_MS;
    let frame = 0;
    const attempt = () => {
      window.scrollTo(0, saved);
      // The cached page may still be rendering its rows: try again until it is tall enough.
      const reached = Math.abs(window.scrollY - saved) <= 1;
      restoring.current = reached || Date.now() >= until ? null : saved;
      lastScrollY.current = restoring.current ?? window.scrollY;
      if (restoring.current !== null) frame = requestAnimationFrame(attempt);
    };
    const userScrolled = () => {
      cancelAnimationFrame(frame);
      restoring.current = null;
    };
    attempt();
    window.addEventListener('wheel', userScrolled, { once: true, passive: true });
    window.addEventListener('touchstart', userScrolled, { once: true, passive: true });
    window.addEventListener('keydown', userScrolled, { once: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('wheel', userScrolled);
      window.removeEventListener('touchstart', userScrolled);
      window.removeEventListener('keydown', userScrolled);
    };
  }, [location.key, location.pathname, location.hash, navigationType]);

  return null;
}

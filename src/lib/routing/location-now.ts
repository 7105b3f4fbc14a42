import { useLayoutEffect } from 'react';
import { useLocation, type Location } from 'react-router-dom';

let shown: Location | null = null;

/**
 * Keeps the location the router shows, for code that acts later and outside any render (an undo's
 * callback, when the screen that set it up is gone). Used once, high in the app, once the first
 * screen is in (app/after-first-screen.tsx): not part of the first screen's code.
 */
export function useKeepLocationNow(): void {
  const location = useLocation();
  useLayoutEffect(() => {
    shown = location;
  }, [location]);
}

/**
 * The history entry on view: its URL (path and query) and key (the same URL visited again is another
 * entry); null before the app has been idle once, when an undo's way back is not taken.
 */
export const locationNow = (): { url: string; key: string } | null =>
  shown ? { url: `${shown.pathname}${shown.search}`, key: shown.key } : null;

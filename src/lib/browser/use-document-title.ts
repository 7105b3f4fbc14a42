import { useEffect } from 'react';

/**
 * The tab's title (and what a screen reader announces on arrival) follows the screen. A part that
 * goes while its screen stays (the split view's pane) gives the title back.
 */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = `${title} · Meeting Records`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}

import { useEffect } from 'react';

/** The tab's title (and what a screen reader announces on arrival) follows the screen. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (title) document.title = `${title} · Meeting Records`;
  }, [title]);
}

import { act } from '@testing-library/react';
import { onTestFinished } from 'vitest';

const PX_PER_EM = 16;

interface Query {
  media: string;
  listeners: Set<(event: MediaQueryListEvent) => void>;
  matches: () => boolean;
}

/**
 * jsdom lays nothing out and has no matchMedia: this gives it a viewport `width` CSS pixels wide for the
 * current test, answering `(min-width: …)` queries in px or em as a browser would, and telling the
 * app when `resize` changes the answer. Call it before rendering.
 */
export function useViewportWidth(width: number) {
  let current = width;
  const queries = new Set<Query>();
  const minWidthPx = (media: string) => {
    const found = /\(min-width:\s*([\d.]+)(px|em)\)/.exec(media);
    return found ? Number(found[1]) * (found[2] === 'em' ? PX_PER_EM : 1) : 0;
  };
  window.matchMedia = (media: string) => {
    const query: Query = { media, listeners: new Set(), matches: () => current >= minWidthPx(media) };
    queries.add(query);
    return {
      media,
      get matches() {
        return query.matches();
      },
      onchange: null,
      addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => query.listeners.add(listener),
      removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => query.listeners.delete(listener),
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    } as unknown as MediaQueryList;
  };
  onTestFinished(() => {
    Reflect.deleteProperty(window, 'matchMedia');
  });
  return {
    /** The window is resized: queries whose answer changes tell their listeners. */
    resize: (next: number) =>
      act(() => {
        const before = new Map([...queries].map((query) => [query, query.matches()]));
        current = next;
        for (const query of queries) {
          if (query.matches() === before.get(query)) continue;
          const event = { matches: query.matches(), media: query.media } as MediaQueryListEvent;
          query.listeners.forEach((listener) => listener(event));
        }
      }),
  };
}

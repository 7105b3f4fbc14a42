import { useDeferredValue } from 'react';

/**
 * How many of a list's `count` items to render: `first` (a screenful) in the render that mounts the
 * list, then all of them in a render that yields to the browser (React 19: a deferred value starts at
 * its initial value). Rendering a long list at once was the page's longest task; later changes of
 * `count` (a next page) render as deferred updates too.
 */
export function useRenderedCount(count: number, first: number): number {
  return useDeferredValue(count, Math.min(count, first));
}

import { yieldToBrowser } from './yield-to-browser';

/**
 * Runs `task` in a task of its own once the browser has drawn its next frame (style, layout, paint),
 * e.g. what would otherwise force a layout of a page just rendered; returns what cancels it.
 */
export function afterNextFrame(task: () => void): () => void {
  let cancelled = false;
  const frame = requestAnimationFrame(() => void yieldToBrowser().then(() => !cancelled && task()));
  return () => {
    cancelled = true;
    cancelAnimationFrame(frame);
  };
}

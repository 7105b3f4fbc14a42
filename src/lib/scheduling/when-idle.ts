/** However busy the page stays (a long scroll, a background tab), deferred work starts by then. */
const AT_THE_LATEST_MS = 2000;

/**
 * Runs `task` once the browser has nothing more urgent to do, e.g. after the first screen has
 * rendered, or after two seconds at the latest; returns what cancels it. Browsers without idle
 * callbacks (Safari) run it as the next task.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: AT_THE_LATEST_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 0);
  return () => window.clearTimeout(handle);
}

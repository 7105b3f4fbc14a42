/**
 * Runs `task` once the browser has nothing more urgent to do, e.g. after the first screen has
 * rendered; returns what cancels it. Browsers without idle callbacks (Safari) run it as the next task.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task);
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 0);
  return () => window.clearTimeout(handle);
}

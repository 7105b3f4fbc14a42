/**
 * The early entry's first paint of the landing list, which the app lets go first.
 *
 * On a return visit the app's code comes from the cache and starts before the early request has
 * been answered. Its first render would then take the page (the first paint only fills an empty
 * root), and the rows would wait for the app to read, decode and render the answer while its own
 * start-up holds the main thread. So the app holds its first render back until the early entry has
 * painted, but not for long: a slow answer must not leave the page blank.
 */
let pending: Promise<unknown> | null = null;

/**
 * How long the app waits for that paint before it renders anyway. On a return visit the answer
 * typically comes a few tens of ms after the cached code has started; a slow server leaves the page
 * blank no longer than this, and then the app shows its loading state.
 */
export const FIRST_PAINT_WAIT_MS = 200;

/** The early entry paints the landing list once `paint` settles. */
export function expectFirstPaint(paint: Promise<unknown>): void {
  pending = paint;
}

/**
 * Resolves once the expected first paint is done (or has failed), or when the promise `giveUp` makes
 * resolves, if that comes first; at once when no first paint is expected (another screen, demo mode,
 * filters in the URL).
 */
export function firstPaintSettled(giveUp: () => Promise<unknown>): Promise<void> {
  if (!pending) return Promise.resolve();
  const settled = () => undefined;
  return Promise.race([pending, giveUp()]).then(settled, settled);
}

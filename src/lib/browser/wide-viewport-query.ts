/** From about 1200 px (in em, so it follows the user's text size): the meetings list and a meeting side by side. */
export const WIDE_VIEWPORT = '(min-width: 75em)';

export function wideViewportQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(WIDE_VIEWPORT) : null;
}

/** Apart from its hook (wide-viewport.ts): src/boot asks it too, before React has loaded. */
export function isWideViewport(): boolean {
  return wideViewportQuery()?.matches ?? false;
}

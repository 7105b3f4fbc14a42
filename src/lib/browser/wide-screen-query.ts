/** From about 1200 px (in em, so it follows the user's text size): the meetings list and a meeting side by side. */
export const WIDE_SCREEN = '(min-width: 75em)';

export function wideScreenQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(WIDE_SCREEN) : null;
}

/** Apart from its hook (wide-screen.ts): src/boot asks it too, before React has loaded. */
export function isWideScreen(): boolean {
  return wideScreenQuery()?.matches ?? false;
}

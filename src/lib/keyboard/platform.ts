/** On Apple platforms Ctrl+K is a text-editing key (delete to the end of the line): there ⌘K alone opens the palette. */
export function isApple(): boolean {
  return /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
}

/** How the palette's key is written on this platform. */
export const paletteKeyLabel = (): string => (isApple() ? '⌘K' : 'Ctrl K');

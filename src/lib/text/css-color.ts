/** A colour from the server may be any string: only a real CSS colour is used, else null. */
export function cssColor(value: string | null): string | null {
  const color = value?.trim();
  if (!color) return null;
  if (typeof CSS !== 'undefined' && typeof CSS.supports === 'function') return CSS.supports('color', color) ? color : null;
  const probe = document.createElement('span').style;
  probe.color = color;
  return probe.color ? color : null;
}

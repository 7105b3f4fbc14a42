/**
 * The lists j/k move through (meetings, search results, task cards), found in the page rather than
 * registered: a screen marks the link of each entry with KEYBOARD_ITEM (./keyboard-item.ts), and
 * focus moves from link to link (real links, so a screen reader announces each one and Enter opens
 * it). Only what `main` shows counts, in document order.
 */
const ITEM = 'main [data-keyboard-item]';

/**
 * Where the last item that had focus links to: j/k go on from there when focus is elsewhere (a pane,
 * the page), even when the list has been rendered again since (back from a meeting's page).
 */
let lastFocusedHref: string | null = null;

/** Told of every focus change; `null` forgets (the app is going away). */
export function rememberFocusedItem(target: EventTarget | null): void {
  if (target === null) lastFocusedHref = null;
  else if (target instanceof Element && target.matches(ITEM)) lastFocusedHref = target.getAttribute('href');
}

export function isKeyboardItem(target: EventTarget | null): boolean {
  return target instanceof Element && target.matches(ITEM);
}

function items(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>(ITEM)];
}

/** Where moving starts when focus is not on an item: the selected one (aria-current), else the last focused. */
function current(list: HTMLElement[]): HTMLElement | null {
  const active = document.activeElement;
  return (
    list.find((item) => item === active) ??
    list.find((item) => item.hasAttribute('aria-current')) ??
    list.find((item) => lastFocusedHref !== null && item.getAttribute('href') === lastFocusedHref) ??
    null
  );
}

/** Focuses the next (1) or previous (-1) item; false when there is no list on screen. */
export function moveFocus(step: 1 | -1): boolean {
  const list = items();
  if (list.length === 0) return false;
  const from = current(list);
  // From nowhere, j and k both start at the first item.
  const next = from ? list[Math.min(list.length - 1, Math.max(0, list.indexOf(from) + step))] : list[0];
  next?.focus();
  return true;
}

/** Opens the focused item, else the selected or last focused one; false when there is none. */
export function openCurrent(): boolean {
  const item = current(items());
  item?.click();
  return item !== null;
}

/** Gives focus back to the selected item (aria-current), e.g. when its pane closes. */
export function focusSelectedItem(): void {
  items()
    .find((item) => item.hasAttribute('aria-current'))
    ?.focus();
}

/**
 * Opening a meeting into the split view's pane moves focus there once its content is in, so a screen
 * reader reads the meeting. Who opens it (a list row, the palette) asks; the pane takes the request
 * when it shows that path. Only one is pending: the last thing opened.
 */
let requested: string | null = null;

export function requestFocusOn(pathname: string | null): void {
  requested = pathname;
}

/** True once, when focus was requested for this path. */
export function takeFocusRequest(pathname: string): boolean {
  if (requested !== pathname) return false;
  requested = null;
  return true;
}

/**
 * The app's code is asked for by the early entry, not by a script tag of the page (the build moves the
 * app's address onto the early entry's tag, src/serving/early-request-plugin.ts): it then arrives after
 * the first data rather than sharing the link with it, and runs after the first rows are on screen
 * (first-rows.ts) instead of holding them back while it compiles. Resolves once the app's module has
 * run; rejects if its code cannot be loaded. (Without the attribute, as in development, the page
 * loads the app itself.)
 */
export async function startApp({ afterStylesheets }: { afterStylesheets: boolean }): Promise<unknown> {
  const app = document.querySelector<HTMLScriptElement>('script[data-app]')?.dataset.app;
  if (!app) return;
  if (afterStylesheets) await stylesheetsSettled();
  return import(/* @vite-ignore */ app);
}

/**
 * Resolves once the page's stylesheets have loaded or failed (at the latest when the page has). When
 * the early entry shows the first rows, nothing of them is painted before the stylesheets are in, and
 * the app's code, a hundred KB, would share the link with them and hold the rows back; a screen only
 * the app renders needs its code as soon as it can come.
 */
function stylesheetsSettled(): Promise<void> {
  const pending = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((link) => !link.sheet);
  if (pending.length === 0 || document.readyState === 'complete') return Promise.resolve();
  const settled = (target: EventTarget, events: string[]) =>
    new Promise<void>((resolve) => events.forEach((event) => target.addEventListener(event, () => resolve(), { once: true })));
  // A stylesheet that failed before anyone listened says nothing more: the page's load event ends the wait.
  return Promise.race([
    Promise.all(pending.map((link) => settled(link, ['load', 'error']))).then(() => undefined),
    settled(window, ['load']),
  ]);
}

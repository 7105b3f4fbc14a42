/**
 * The app's code is asked for by the early entry, not by a script tag of the page (the build moves the
 * app's address onto the early entry's tag, src/serving/early-request-plugin.ts): it then arrives after
 * the first data rather than sharing the link with it, and runs after the first rows are on screen
 * (first-rows.ts) instead of holding them back while it compiles. Resolves once the app's module has
 * run; rejects if its code cannot be loaded. (Without the attribute, as in development, the page
 * loads the app itself.)
 */
export function startApp(): Promise<unknown> {
  const app = document.querySelector<HTMLScriptElement>('script[data-app]')?.dataset.app;
  return app ? import(/* @vite-ignore */ app) : Promise.resolve();
}

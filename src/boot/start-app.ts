/**
 * The app's code is asked for by the early entry, not by a script tag of the page (the build moves the
 * app's address onto the early entry's tag, src/serving/early-request-plugin.ts): the page's first
 * requests and the early entry's own few KB are asked for first, and the app's hundred KB once the
 * early entry runs, while the first answer may still be on its way. Resolves once the app's module
 * has run; rejects if its code cannot be loaded. (Without the attribute, as in development, the page
 * loads the app itself.)
 */
export async function startApp(): Promise<unknown> {
  const app = document.querySelector<HTMLScriptElement>('script[data-app]')?.dataset.app;
  if (!app) return;
  return import(/* @vite-ignore */ app);
}

/**
 * Stylesheets that failed to load. A screen's code brings its CSS with it: Vite adds a <link> for it
 * and never adds another for the same file, so after a failure (offline) the screen would load its
 * code on the next try but stay unstyled. Trying again puts a fresh <link> in its place.
 */
const failed = new Set<HTMLLinkElement>();

if (typeof document !== 'undefined') {
  // Error events do not bubble: caught on the way down.
  document.addEventListener(
    'error',
    (event) => {
      const { target } = event;
      if (target instanceof HTMLLinkElement && target.rel === 'stylesheet') failed.add(target);
    },
    true,
  );
}

/**
 * Loads every failed stylesheet again; rejects if one fails again. Null when none has failed: a
 * screen's code then starts loading in the same task, ahead of the data requests that follow it.
 */
export function reloadFailedStylesheets(): Promise<void> | null {
  if (failed.size === 0) return null;
  const links = [...failed];
  failed.clear();
  return Promise.all(
    links.map(
      (link) =>
        new Promise<void>((resolve, reject) => {
          const fresh = link.cloneNode() as HTMLLinkElement;
          fresh.addEventListener('load', () => resolve(), { once: true });
          fresh.addEventListener('error', () => reject(new Error(`Could not load ${fresh.href}`)), { once: true });
          link.replaceWith(fresh);
        }),
    ),
  ).then(() => undefined);
}

/**
 * A screen's code that cannot be loaded while the network is up has most likely been replaced: a new
 * deployment removed the old build's hashed files. The page reloads once, onto the new build. Never
 * twice in a row: if the code is still missing after the reload, the screen says so instead of
 * reloading again and again.
 */
const RELOADED_AT = 'meetings-dashboard.reloaded-for-new-build';
/** A reload within this long of the last one would be a loop. */
const NOT_AGAIN_WITHIN_MS = 60_000;

function reloadedRecently(): boolean {
  const last = Number(window.sessionStorage.getItem(RELOADED_AT));
  return Number.isFinite(last) && last > 0 && Math.abs(Date.now() - last) < NOT_AGAIN_WITHIN_MS;
}

/** Starts the reload and resolves true, or resolves false when reloading would not help. */
export async function reloadOntoNewBuild(): Promise<boolean> {
  if (!navigator.onLine || reloadedRecently()) return false;
  // Only a server that answers can have a new build: when it does not, this is a network failure.
  const serverAnswers = await fetch(window.location.href, { method: 'HEAD', cache: 'no-store' }).then(
    (response) => response.ok,
    () => false,
  );
  if (!serverAnswers) return false;
  window.sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  window.location.reload();
  return true;
}

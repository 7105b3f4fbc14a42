import { useEffect } from 'react';
import { keepAppFilesOffline } from '../offline/app-files-offline';
import { useLibrary } from './use-library';

/**
 * Keeps the key's copy fresh on every screen, not only while the Connect screen is open: finding
 * the copy starts its sync (each visit), and the window's focus starts it again. The sync itself
 * skips a copy that is paused, being written by another tab, or synced within `FRESH_FOR_MS`, so a
 * focus soon after a sync costs nothing. With a copy, the app's own files are kept on this device
 * too, for a start without a network (../offline). Loaded by the app after the first screen, when idle.
 */
export default function KeepLibraryFresh() {
  const { state } = useLibrary();
  const sync = state.kind === 'present' ? state.sync : null;
  useEffect(() => {
    if (!sync) return;
    // A worker that fails to register leaves the app as it was: online only.
    keepAppFilesOffline().catch(() => {});
    const onFocus = () => sync.start();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [sync]);
  return null;
}

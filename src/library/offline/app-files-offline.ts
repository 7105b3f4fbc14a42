import { readRuntimeConfig } from '@/lib/session/runtime-config';
import { LIBRARY_PREFIX } from '../storage/library-name';
import { APP_FILES_CACHE_PREFIX } from './app-files-caches';

/** The worker the build writes (vite.config.ts), served from the root: its scope is the whole app. */
export const APP_FILES_WORKER_PATH = '/app-files-worker.js';

const isAppFilesWorker = (registration: ServiceWorkerRegistration) =>
  [registration.active, registration.waiting, registration.installing].some(
    (worker) => worker && new URL(worker.scriptURL).pathname === APP_FILES_WORKER_PATH,
  );

/**
 * With a library, the app's files are kept on this device by its service worker, so the dashboard
 * opens without a network (docs/decisions/0015-service-worker.md). Built pages in live mode only: in
 * demo mode MSW's worker serves the sample API at the same scope, and a scope has one worker.
 */
export async function keepAppFilesOffline(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  if (readRuntimeConfig().mode !== 'live') return;
  // The worker's script is always asked of the server, whatever its cache headers: a new build is found at once.
  await navigator.serviceWorker.register(APP_FILES_WORKER_PATH, { scope: '/', updateViaCache: 'none' });
}

async function anyLibraryLeft(): Promise<boolean> {
  // Without databases() (older browsers), whether another key keeps one cannot be told: keep the files.
  if (typeof indexedDB.databases !== 'function') return true;
  return (await indexedDB.databases()).some(({ name }) => name?.startsWith(LIBRARY_PREFIX));
}

/**
 * A library removed: once no key keeps one on this device, the app's files go too (the worker and
 * every cache it filled). The caches never hold a key's data (the worker caches no API answer), so
 * while another key keeps a library they stay for it.
 */
export async function dropAppFilesUnlessALibraryIsLeft(): Promise<void> {
  if (!('serviceWorker' in navigator) || (await anyLibraryLeft())) return;
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(registrations.filter(isAppFilesWorker).map((registration) => registration.unregister()));
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name.startsWith(APP_FILES_CACHE_PREFIX)).map((name) => caches.delete(name)));
}

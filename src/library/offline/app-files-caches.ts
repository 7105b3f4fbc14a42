/** The start of every Cache Storage name the app's service worker uses: its files are told from others' by it. */
export const APP_FILES_CACHE_PREFIX = 'meetings-dashboard-app';

/** The config the server last wrote into a page, for a start without a network (app-files-worker.ts). */
export const RUNTIME_CONFIG_CACHE = `${APP_FILES_CACHE_PREFIX}-runtime-config`;

/** The request the kept config is stored under in that cache. */
export const KEPT_CONFIG = '/kept-runtime-config';

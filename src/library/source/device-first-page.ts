import type { MeetingPage } from '@/api/schemas/meeting';
import type { Scope } from '@/core/scope';
import { COPY_ANSWER_DATE } from '@/lib/query/copy-answer-date';

/**
 * A returning visit's first rows from the copy on this device (decision 0024): the page's inline start
 * reads the first page of the landing list from the library while the network's is on its way
 * (read-device-first-page.ts), the early entry shows it before the app's code has run, and the app
 * starts with it in the list's query, dated as the copy's answers are, so the network's first page
 * replaces it in place.
 */
export interface DeviceFirstPage {
  scope: Scope;
  limit: number;
  /** The saved rows, newest first, as the list's first page; no next page can come from the copy. */
  page: MeetingPage;
}

declare global {
  interface Window {
    /** What the page's inline start read from the copy, for the early entry to adopt; unset where it did not run. */
    __MEETINGS_DEVICE_FIRST_PAGE__?: Promise<DeviceFirstPage | null>;
  }
}

/** The list a first page is of, if the copy can answer it as the API would: unfiltered, a page of `limit`. */
export function unfilteredFirstPage(scope: Scope, params: Partial<Record<string, unknown>> = {}): { scope: Scope; limit: number } | null {
  const { limit, ...filters } = params;
  const unfiltered = Object.values(filters).every((value) => value === undefined || value === null || value === '');
  return unfiltered && typeof limit === 'number' ? { scope, limit } : null;
}

let adopted: DeviceFirstPage | null = null;
/** The app has started its first list: a page read after that is never put in a later one's query. */
let asked = false;

/** The page the inline start is reading, taken once (the early entry's); null where it reads none. */
export function adoptDeviceFirstPage(): Promise<DeviceFirstPage | null> {
  const reading = window.__MEETINGS_DEVICE_FIRST_PAGE__ ?? Promise.resolve(null);
  delete window.__MEETINGS_DEVICE_FIRST_PAGE__;
  asked = false;
  return reading
    .then((read) => {
      if (!asked) adopted = read;
      return read;
    })
    .catch(() => null);
}

/**
 * The copy's first page of this list, if it has been read by now, dated as the copy's answers are;
 * else undefined. Only the app's first list may have it: later ones find the network's answers, or
 * the library's own (decision 0016).
 */
export function takeDeviceFirstPage({
  scope,
  params,
}: {
  scope: Scope;
  params?: Partial<Record<string, unknown>>;
}): { page: MeetingPage; updatedAt: number } | undefined {
  const list = unfilteredFirstPage(scope, params);
  const read = adopted;
  adopted = null;
  asked = true;
  return read && list?.scope === read.scope && list.limit === read.limit ? { page: read.page, updatedAt: COPY_ANSWER_DATE } : undefined;
}

/**
 * The first thing a built page runs, inline in its head (the build bundles it into one classic script
 * and allows it by its hash: src/serving/early-request-plugin.ts): the first screen's requests leave
 * as soon as the HTML has arrived, with no file to fetch first, and the list's first rows show as
 * soon as their answer is in (show-first-rows-on-arrival.ts). Its code is self-contained, so it hands
 * the requests over through the page (first-requests.ts) to the early entry, which adopts them.
 */
import { warmUpFormatters } from '@/lib/dates/format';
import { readDeviceFirstPageFor } from '@/library/source/read-device-first-page';
import { savedApiKey } from '@/lib/session/api-key-store';
import { readRuntimeConfig } from '@/lib/session/runtime-config';
import { trySendFirstRequests } from './first-requests';
import { showFirstRowsOnArrival } from './show-first-rows-on-arrival';
import { keepEarlyKeys } from '@/lib/keyboard/early-keys';

const sent = trySendFirstRequests(readRuntimeConfig());
window.__MEETINGS_FIRST_REQUESTS__ = sent;
showFirstRowsOnArrival(sent);
// Shortcut keys pressed on those rows, before the app runs, are kept for it.
keepEarlyKeys();
// With a copy of the meetings on this device, the list's first page is read from it meanwhile: on a
// returning visit its rows can show before the network's answer (decision 0024).
window.__MEETINGS_DEVICE_FIRST_PAGE__ = readDeviceFirstPageFor(
  sent.map(({ target }) => target),
  savedApiKey(),
);
// A first visit's first date formatter loads the browser's locale data, a long task, which the first
// rows would otherwise pay when their answer is in: done while the answer travels, in a task of its
// own after the shell's first frame, which it would otherwise hold back. (The data is the renderer's:
// the early entry's formatters find it loaded. On a return visit the learned formats make it cheap.
// In a hidden tab no frame comes: the warm-up waits until the page is shown, or the rows pay it.)
requestAnimationFrame(() => setTimeout(warmUpFormatters));

/**
 * The first thing a built page runs, inline in its head (the build bundles it into one classic script
 * and allows it by its hash: src/serving/early-request-plugin.ts): the first screen's requests leave
 * as soon as the HTML has arrived, with no file to fetch first. Its code is self-contained, so it
 * hands them over through the page (first-requests.ts) to the early entry, which adopts them.
 */
import { readRuntimeConfig } from '@/lib/session/runtime-config';
import { trySendFirstRequests } from './first-requests';

window.__MEETINGS_FIRST_REQUESTS__ = trySendFirstRequests(readRuntimeConfig());

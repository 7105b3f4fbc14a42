import { savedApiKey } from '@/lib/session/api-key-store';
import type { SentRequest } from './first-requests';
import { showFirstRows } from './first-rows';

/**
 * Shows the list's first rows as soon as the answer to its request is in (first-rows.ts), from the
 * page's own start: the early entry's code comes on a connection of its own, a round trip later than
 * the answer on the page's, and the rows would wait for it (decision 0026). Read from a copy: the
 * response itself is for the early entry and the app to adopt. By the time an answer is in, the page
 * (its templates last) has all arrived: it comes in one round trip.
 */
export function showFirstRowsOnArrival(requests: readonly SentRequest[]): void {
  const apiKey = savedApiKey();
  if (!apiKey) return;
  for (const { target, response } of requests)
    void response
      .then((answer) =>
        answer
          .clone()
          .text()
          .then((text) => showFirstRows(target, { ok: answer.ok, text }, apiKey)),
      )
      .catch(() => false);
}

import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node/test-server';
import { deferred } from './deferred';

const SEARCH = '/v1/me/meetings/search';

/**
 * One result per query, its meeting titled after the query, so each response is recognisable.
 * The queries in `hold` are answered only when the test calls `release(query)`; `answered(query)`
 * settles once the server has sent that answer.
 * Reports which queries reached the server, and which of those the client aborted mid-answer.
 */
export function serveEcho({ hold = [] }: { hold?: string[] } = {}) {
  const received: string[] = [];
  const aborted: string[] = [];
  const held = new Map(hold.map((query) => [query, deferred()]));
  const sentAnswers = new Map(hold.map((query) => [query, deferred()]));
  server.use(
    http.get(`*${SEARCH}`, async ({ request }) => {
      const query = new URL(request.url).searchParams.get('query') ?? '';
      received.push(query);
      request.signal.addEventListener('abort', () => aborted.push(query));
      await held.get(query)?.promise;
      sentAnswers.get(query)?.resolve();
      return HttpResponse.json({
        results: [
          {
            id: `r-${query}`,
            text: `About ${query} today`,
            meetingId: `m-${query}`,
            meetingTitle: `Meeting ${query}`,
            meetingDate: '2026-11-02',
          },
        ],
      });
    }),
  );
  return {
    received,
    aborted,
    release: (query: string) => held.get(query)?.resolve(),
    answered: (query: string) => sentAnswers.get(query)?.promise,
  };
}

import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { configureApi } from '@/api/api-config';
import { rememberEarlyResponse } from '@/api/early-responses';
import { prepareRequest } from '@/api/endpoints';
import { listMyMeetings } from '@/api/meetings';
import { DEMO_API_KEY } from '@/mocks/api-keys';
import { server } from '@/mocks/node/test-server';
import { withApiKey } from '../support/api-key';
import { recordRequests } from '../support/request-log';

/** What src/early-request.ts does before the app loads: the same request, started early. */
function startEarly(params: Record<string, string | number>) {
  const { url, init } = prepareRequest('listMyMeetings', { params }, { baseUrl: '', apiKey: DEMO_API_KEY });
  rememberEarlyResponse(url, fetch(url, init));
}

describe('a response started before the app loaded', () => {
  it('is adopted by the same request, once; the next one goes to the network', async () => {
    withApiKey();
    const sent = recordRequests();
    startEarly({ limit: 30 });
    const page = await listMyMeetings({ limit: 30 });
    expect(page.meetings).toHaveLength(30);
    expect(sent).toHaveLength(1);
    await listMyMeetings({ limit: 30 });
    expect(sent).toHaveLength(2);
  });

  it('is not adopted by a different request', async () => {
    withApiKey();
    const sent = recordRequests();
    startEarly({ limit: 30 });
    await listMyMeetings({ limit: 30, tag: 'Product' });
    expect(sent.map((r) => r.url.search)).toEqual(['?limit=30', '?limit=30&tag=Product']);
  });

  it('still obeys the timeout', async () => {
    withApiKey();
    configureApi({ timeoutMs: 50 });
    server.use(
      http.get('*/v1/me/meetings', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    startEarly({ limit: 30 });
    await expect(listMyMeetings({ limit: 30 })).rejects.toMatchObject({ kind: 'timeout' });
  });
});

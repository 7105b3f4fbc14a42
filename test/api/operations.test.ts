import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import { listMeetings } from '@/api/meetings';
import { listTasks } from '@/api/tasks';
import { withApiKey } from '../support/api-key';
import { recordRequests } from '../support/request-log';

describe('operation parameters', () => {
  it('reject a name the operation does not take, before anything is sent', async () => {
    withApiKey();
    const sent = recordRequests();
    // @ts-expect-error -- a misspelt parameter is a type error (and typecheck fails if it is not)
    const misspelt = await listTasks('me', { complete: true }).catch((e: unknown) => e);
    // @ts-expect-error -- the personal list takes no member filter
    const otherScope = await listMeetings('me', { userEmail: 'li.ming@acme.example' }).catch((e: unknown) => e);
    expect(misspelt).toBeInstanceOf(ApiError);
    expect(misspelt).toMatchObject({ kind: 'invalid-params', field: 'complete', operation: 'listMyTasks' });
    expect(otherScope).toMatchObject({ kind: 'invalid-params', field: 'userEmail', operation: 'listMyMeetings' });
    expect(sent).toHaveLength(0);
  });
});

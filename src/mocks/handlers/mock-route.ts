import { delay, HttpResponse, type HttpResponseResolver } from 'msw';
import { DEMO_API_KEY, PERSONAL_ONLY_API_KEY } from '../api-keys';

/** Thrown by parameter readers and handlers; `mockRoute` turns it into a JSON error response. */
export class MockHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export type Access = 'public' | 'personal' | 'workspace';

let latencyMs = 0;
/** The demo adds a little latency so loading states are visible; tests and the HTTP server use none. */
export function setMockLatency(ms: number): void {
  latencyMs = ms;
}

function checkKey(request: Request, access: Access): void {
  if (access === 'public') return;
  const key = request.headers.get('x-api-key');
  if (key !== DEMO_API_KEY && key !== PERSONAL_ONLY_API_KEY) throw new MockHttpError(401, 'Invalid or missing API key');
  if (access === 'workspace' && key !== DEMO_API_KEY) {
    throw new MockHttpError(403, 'This API key does not have access to workspace data');
  }
}

interface RouteContext<P> {
  request: Request;
  url: URL;
  params: P;
}

/** Auth, latency and error responses in one place, so each handler is only its own logic. */
export function mockRoute<P extends Record<string, string>>(
  access: Access,
  resolve: (context: RouteContext<P>) => Response | Promise<Response>,
): HttpResponseResolver<P> {
  return async ({ request, params }) => {
    if (latencyMs > 0) await delay(latencyMs);
    try {
      checkKey(request, access);
      return await resolve({ request, url: new URL(request.url), params });
    } catch (error) {
      if (error instanceof MockHttpError) return HttpResponse.json({ error: error.message }, { status: error.status });
      throw error;
    }
  };
}

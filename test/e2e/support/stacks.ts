/**
 * The servers one worker of the browser suite uses: live-mode tests reset the mock API, turn its
 * faults on and read its request log, so each worker has a mock API of its own, and the live
 * preview and nginx in front of it. (Demo mode keeps its state in each page's service worker: one
 * demo preview serves every worker.) Global setup starts them and hands them to the workers through
 * the environment; a worker takes the stack of its parallel index.
 */
export interface Stack {
  mockApiUrl: string;
  /** `npm run preview` in live mode, proxying to this stack's mock API. */
  liveUrl: string;
  /** nginx with deploy/nginx proxying to it; telling the browser to call it directly; proxying to it mounted under /api. */
  nginxUrl: string;
  nginxCrossOriginUrl: string;
  nginxApiMountUrl: string;
  /** The same nginx site serving the demo (`meetings_api_via demo`): no API behind it. */
  nginxDemoUrl: string;
  nginxAccessLog: string;
  nginxErrorLog: string;
}

export interface Servers {
  demoUrl: string;
  /** One per worker, by parallel index. */
  stacks: Stack[];
}

const VARIABLE = 'E2E_SERVERS';

export function publishServers(servers: Servers): void {
  process.env[VARIABLE] = JSON.stringify(servers);
}

function servers(): Servers {
  const value = process.env[VARIABLE];
  if (!value) throw new Error(`${VARIABLE} is not set: run the suite with npm run test:e2e`);
  return JSON.parse(value) as Servers;
}

export const demoUrl = (): string => servers().demoUrl;

/** The stack of the worker with this parallel index. */
export function stackFor(parallelIndex: number): Stack {
  const stack = servers().stacks[parallelIndex];
  if (!stack) throw new Error(`No servers for worker ${parallelIndex}: global setup started them for fewer workers.`);
  return stack;
}

import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DEMO_API_KEY } from '@/mocks/api-keys';
import { spawnServer, startMockApi, startPreviewCommand, type RunningServer } from '../support/spawn-server';

const PEERS_DIR = resolve('test/bench/peers');
export const PEERS = ['react-admin', 'stack-floor'] as const;
export type PeerName = (typeof PEERS)[number];

/**
 * The peers are small apps of their own (their own package.json and lock file, not the app's
 * dependencies), installed the first time and rebuilt every run with the key they send built in.
 */
export function buildPeer(name: PeerName, apiKey: string): void {
  const dir = join(PEERS_DIR, name);
  if (!existsSync(join(dir, 'node_modules'))) {
    execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir, stdio: 'inherit' });
  }
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: dir,
    stdio: 'inherit',
    env: { ...process.env, PEER_API_KEY: apiKey },
  });
}

export interface BenchServers {
  api: RunningServer;
  dashboard: RunningServer;
  /** Another build of the dashboard (`--baseline <dist dir>`), measured beside this one. */
  baseline: RunningServer | null;
  /** The same builds in demo mode (`startBenchServers`' `demo`): the mock API in the page, no key. */
  demo: { dashboard: RunningServer; baseline: RunningServer | null } | null;
  /** Null when no section measured needs them (`startBenchServers`' `peers`). */
  peers: Record<PeerName, RunningServer> | null;
  stop: () => Promise<void>;
}

/** The mock API's JSON answer to a GET with the demo key: what the bench then waits for on screen. */
export async function readBenchApi<T>(servers: BenchServers, path: string): Promise<T> {
  return (await (await fetch(`${servers.api.url}${path}`, { headers: { 'x-api-key': DEMO_API_KEY } })).json()) as T;
}

/**
 * Every app served the way its README says, each in its own process, in live mode against one
 * `npm run mock-api`: the dashboard by `npm run preview`, the peers by their own `vite preview`.
 */
export async function startBenchServers(baselineDist?: string, { peers = true, demo = false } = {}): Promise<BenchServers> {
  const api = await startMockApi();
  const peerUrlPattern = /Local:\s+(http:\/\/\S+)/;
  const [dashboard, reactAdmin, stackFloor, baseline, demoDashboard, demoBaseline] = await Promise.all([
    startPreviewCommand(api.url),
    ...PEERS.map((name) =>
      peers
        ? spawnServer(['preview', '--', '--port', '0', '--host', '127.0.0.1'], {
            cwd: join(PEERS_DIR, name),
            env: { API_BASE_URL: api.url },
            urlPattern: peerUrlPattern,
          })
        : Promise.resolve(null),
    ),
    baselineDist ? startPreviewCommand(api.url, resolve(baselineDist)) : Promise.resolve(null),
    demo ? startPreviewCommand() : Promise.resolve(null),
    demo && baselineDist ? startPreviewCommand(undefined, resolve(baselineDist)) : Promise.resolve(null),
  ]);
  if (!dashboard || (peers && (!reactAdmin || !stackFloor)) || (demo && !demoDashboard)) throw new Error('a bench server did not start');
  const all = [dashboard, api, ...[reactAdmin, stackFloor, baseline, demoDashboard, demoBaseline].filter((server) => server != null)];
  return {
    api,
    dashboard,
    baseline: baseline ?? null,
    demo: demoDashboard ? { dashboard: demoDashboard, baseline: demoBaseline ?? null } : null,
    peers: reactAdmin && stackFloor ? { 'react-admin': reactAdmin, 'stack-floor': stackFloor } : null,
    stop: async () => void (await Promise.all(all.map((server) => server.stop()))),
  };
}

import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import type { InProcessServer } from './preview-server';

/**
 * `npm run dev` in-process: the same vite.config.ts on a free port, in live mode when `apiBaseUrl` is
 * given (proxying to it) and demo mode otherwise.
 *
 * It keeps its pre-bundled dependencies in a folder of its own, and discovers none beyond those the
 * config names (React's): a `npm run dev` beside it (test/e2e/dev-command.spec.ts, which may run
 * while `npm test` does) rebuilds node_modules/.vite, and two servers writing there at once left that
 * one answering 504 for modules it had already listed. The tests that use it ask for headers and
 * proxied answers, never for a browser's modules.
 */
export async function startDevServer(apiBaseUrl?: string): Promise<InProcessServer> {
  const previous = process.env.API_BASE_URL;
  if (apiBaseUrl) process.env.API_BASE_URL = apiBaseUrl;
  else delete process.env.API_BASE_URL;
  const cacheDir = mkdtempSync(join(tmpdir(), 'meetings-dev-server-'));
  let server: ViteDevServer | undefined;
  const close = async () => {
    try {
      await server?.close();
    } finally {
      rmSync(cacheDir, { recursive: true, force: true });
    }
  };
  try {
    server = await createServer({
      configFile: 'vite.config.ts',
      logLevel: 'silent',
      cacheDir,
      optimizeDeps: { noDiscovery: true },
      server: { port: 0, host: '127.0.0.1' },
    });
    await server.listen();
    const { port } = server.httpServer?.address() as AddressInfo;
    return { url: `http://127.0.0.1:${port}`, close };
  } catch (error) {
    await close();
    throw error;
  } finally {
    if (previous === undefined) delete process.env.API_BASE_URL;
    else process.env.API_BASE_URL = previous;
  }
}

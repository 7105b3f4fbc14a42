import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { preview, type PreviewServer } from 'vite';

/** A server started inside the test's own process, on a free port (a server run as a command: test/support/spawn-server.ts). */
export interface InProcessServer {
  url: string;
  close: () => Promise<void>;
}

/**
 * `npm run preview` in-process: the production build in dist/, served with the same vite.config.ts,
 * in live mode when `apiBaseUrl` is given (proxying to it) and demo mode otherwise.
 */
export async function startPreview(apiBaseUrl?: string): Promise<InProcessServer> {
  const previous = process.env.API_BASE_URL;
  if (apiBaseUrl) process.env.API_BASE_URL = apiBaseUrl;
  else delete process.env.API_BASE_URL;
  let server: PreviewServer;
  try {
    server = await preview({
      configFile: 'vite.config.ts',
      logLevel: 'silent',
      preview: { port: 0, host: '127.0.0.1', strictPort: false },
    });
  } finally {
    if (previous === undefined) delete process.env.API_BASE_URL;
    else process.env.API_BASE_URL = previous;
  }
  const { port } = server.httpServer.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}

/** `npm run preview` (demo mode) of a made-up build: `files` by path, e.g. `{ 'assets/app-1.js': '…' }`. */
export async function previewOfFiles(files: Record<string, string | Buffer>): Promise<InProcessServer> {
  const outDir = mkdtempSync(join(tmpdir(), 'meetings-preview-'));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(dirname(join(outDir, name)), { recursive: true });
    writeFileSync(join(outDir, name), content);
  }
  const server = await preview({
    configFile: 'vite.config.ts',
    logLevel: 'silent',
    build: { outDir },
    preview: { port: 0, host: '127.0.0.1' },
  });
  const { port } = server.httpServer.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await server.close();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}

import type { AddressInfo } from 'node:net';
import { preview, type PreviewServer } from 'vite';

export interface RunningPreview {
  url: string;
  close: () => Promise<void>;
}

/**
 * `npm run preview` in-process: the production build in dist/, served with the same vite.config.ts,
 * in live mode when `apiBaseUrl` is given (proxying to it) and demo mode otherwise.
 */
export async function startPreview(apiBaseUrl?: string): Promise<RunningPreview> {
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

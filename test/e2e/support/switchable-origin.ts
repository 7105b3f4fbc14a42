import { existsSync } from 'node:fs';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

/** A server of one build: where it answers, and the folder of its files. */
export interface BuildServer {
  url: string;
  dir: string;
}

export interface SwitchableOrigin {
  url: string;
  /** From now on every request goes to this build's server: the deployment changes under open pages. */
  serve: (build: BuildServer) => void;
  close: () => Promise<void>;
}

/**
 * One origin in front of a build's server, switched to another build's at once: what a browser sees
 * of a new deployment (a service worker is kept per origin, so both builds must be served from one).
 * A file of assets/ that the build being served does not have answers 404, as deploy/nginx answers
 * it, not with the app's page as a preview server's fallback would.
 */
export async function switchableOrigin(first: BuildServer): Promise<SwitchableOrigin> {
  let build = first;
  const server = createServer((req, res) => {
    const { url, dir } = build;
    const path = decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/');
    if (path.startsWith('/assets/') && !existsSync(join(dir, path))) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    const target = new URL(req.url ?? '/', url);
    const forwarded = request(target, { method: req.method, headers: { ...req.headers, host: target.host } }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    forwarded.on('error', () => (res.headersSent ? res.destroy() : res.writeHead(502).end()));
    req.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    serve: (next) => void (build = next),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

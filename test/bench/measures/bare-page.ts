import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { compressPage } from '../../../src/serving/runtime-config-plugin';
import type { BenchApp } from './first-row';

/** The list's request of the bare page: what it asks its own server for, answered with nothing. */
const BARE_LIST_PATH = '/v1/me/meetings?limit=1';

/**
 * The dashboard's served page with its inline start cut down to one `fetch`: the policy goes (it
 * allows the inline start by its hash) and so do the files that follow the script and would load (the
 * module scripts and their preloads); the stylesheet in the page, after the script, stays. The soonest any page's own script can send a
 * request, on this browser and host, from the same bytes before the script but the policy: what "the
 * list's request leaves within a frame of the HTML's arrival" is measured against, since between the
 * HTML's last byte and the parser's first script lie the browser's commit of the page and the bench's
 * own probes, which no page can shorten.
 */
export function barePageOf(servedPage: string): string {
  const inlineStart = /<script>[\s\S]*?<\/script>/.exec(servedPage);
  if (!inlineStart) throw new Error('the served page has no inline start to measure against');
  return servedPage
    .replace(inlineStart[0], `<script>fetch(${JSON.stringify(BARE_LIST_PATH)})</script>`)
    .replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, '')
    .replace(/<script type="module"[^>]*><\/script>/g, '')
    .replace(/<link rel="(?:stylesheet|modulepreload)"[^>]*>/g, '');
}

/**
 * Serves `app`'s page made bare (barePageOf) from a server of its own, reached the way `app` is, and
 * compressed as the preview server sends the app's pages (compressPage): the same bytes cross the
 * link, and the HTML's last byte, which both figures are timed from, comes as late.
 */
export async function startBarePage(app: BenchApp): Promise<{ app: BenchApp; close: () => Promise<void> }> {
  const page = Buffer.from(barePageOf(await (await fetch(app.listUrl)).text()));
  const { pathname } = new URL(app.listUrl);
  const server = createServer((request, response) => {
    if (request.url === BARE_LIST_PATH) return response.writeHead(204).end();
    if (request.url !== pathname) return response.writeHead(404).end();
    const { encoding, body } = compressPage(page, request.headers['accept-encoding']);
    const headers = {
      'content-type': 'text/html; charset=utf-8',
      vary: 'accept-encoding',
      ...(encoding ? { 'content-encoding': encoding } : {}),
    };
    response.writeHead(200, headers).end(body);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    app: { ...app, name: 'bare page', listUrl: `http://127.0.0.1:${port}${pathname}` },
    close: () => new Promise((closed) => server.close(() => closed())),
  };
}

import { request, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as they crossed the wire (still compressed if Content-Encoding says so). */
  body: Buffer;
  /** The body with its Content-Encoding undone. */
  decoded: () => Buffer;
}

/**
 * One HTTP request exactly as given: unlike fetch or Playwright's request context, Node's http module
 * adds no Accept-Encoding, decodes nothing and sends the path unresolved, so a test sees what the
 * server chose to send.
 */
export function rawRequest(
  url: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    // The path as written: new URL() would resolve encoded dot segments before they are sent.
    const { hostname, port, origin } = new URL(url);
    const path = url.slice(origin.length) || '/';
    const req = request({ hostname, port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body,
          decoded: () => (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body),
        });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

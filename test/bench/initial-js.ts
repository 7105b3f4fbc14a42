import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface InitialJs {
  files: { file: string; gzipBytes: number }[];
  gzipBytes: number;
  /** True when anything of MSW (the demo's mock API) is among the initial files. */
  containsMsw: boolean;
}

/**
 * What the browser must download before the meetings screen can render: the module scripts and
 * modulepreloads index.html names (the meeting list ships in the main chunk; other screens are lazy).
 */
export function measureInitialJs(distDir = 'dist'): InitialJs {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const refs = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((match) => match[1] ?? '');
  const files = [...new Set(refs)].map((ref) => {
    const content = readFileSync(join(distDir, ref.replace(/^\//, '')));
    return { file: ref, gzipBytes: gzipSync(content, { level: 9 }).length, text: content.toString('utf8') };
  });
  return {
    files: files.map(({ file, gzipBytes }) => ({ file, gzipBytes })),
    gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
    containsMsw: files.some((f) => f.text.includes('mockServiceWorker') || f.text.includes('MSW_')),
  };
}

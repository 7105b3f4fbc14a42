import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface InitialJs {
  files: { file: string; gzipBytes: number }[];
  gzipBytes: number;
  /** True when anything of MSW (the demo's mock API) is among the initial files. */
  containsMsw: boolean;
}

/** The chunks `file` (in assets/) imports statically. */
const staticImports = (text: string) => [...text.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map(([, file]) => `/assets/${file}`);

/**
 * What the browser must download before the meetings screen can render: the module scripts and
 * modulepreloads index.html names, the app the early entry starts (`data-app`), and what they import
 * (the meeting list ships in the app's chunk; other screens are lazy).
 */
export function measureInitialJs(distDir = 'dist'): InitialJs {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const refs = new Set(
    [
      ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
      ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
      ...html.matchAll(/<script[^>]+data-app="([^"]+)"/g),
    ].map((match) => match[1] ?? ''),
  );
  for (const ref of refs) staticImports(readFileSync(join(distDir, ref.replace(/^\//, '')), 'utf8')).forEach((file) => refs.add(file));
  const files = [...refs].map((ref) => {
    const content = readFileSync(join(distDir, ref.replace(/^\//, '')));
    return { file: ref, gzipBytes: gzipSync(content, { level: 9 }).length, text: content.toString('utf8') };
  });
  return {
    files: files.map(({ file, gzipBytes }) => ({ file, gzipBytes })),
    gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
    containsMsw: files.some((f) => f.text.includes('mockServiceWorker') || f.text.includes('MSW_')),
  };
}

export interface LazyScreenJs {
  /** The screen's own files and the ones it imports that the first screen has not loaded already. */
  files: { file: string; gzipBytes: number }[];
  gzipBytes: number;
}

/**
 * What opening a lazy screen downloads after the first screen: its chunk (named after its module
 * file, e.g. `insights-page`) and the chunks it imports, less the initial ones.
 */
export function measureLazyScreenJs(chunkName: string, distDir = 'dist'): LazyScreenJs {
  const assets = join(distDir, 'assets');
  const initial = new Set(measureInitialJs(distDir).files.map(({ file }) => file.replace(/^.*\//, '')));
  const entry = readdirSync(assets).find((name) => new RegExp(`^${chunkName}-[\\w-]+\\.js$`).test(name));
  if (!entry) throw new Error(`No chunk named ${chunkName} in ${assets}`);
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name) || initial.has(name)) return;
    seen.add(name);
    staticImports(readFileSync(join(assets, name), 'utf8')).forEach((file) => visit(file.replace('/assets/', '')));
  };
  visit(entry);
  const files = [...seen].map((file) => ({ file, gzipBytes: gzipSync(readFileSync(join(assets, file)), { level: 9 }).length }));
  return { files, gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
}

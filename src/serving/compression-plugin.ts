import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Connect, Plugin } from 'vite';

// Not the pages: whoever serves them writes the config in first, then compresses (runtime-config-plugin.ts).
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt)$/;
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * The build writes a brotli and a gzip copy beside each text asset, and `npm run preview` serves
 * them to browsers that accept them, as a production server does (nginx: gzip_static/brotli_static).
 * Without it the preview ships the bundle uncompressed, three times the bytes of the budget.
 */
export function compressionPlugin(): Plugin {
  return {
    name: 'meetings-precompressed-assets',
    // After writing, not in generateBundle: Vite still rewrites chunks (its preload helper) there, and a
    // copy taken too early would serve code the browser cannot run.
    writeBundle(options, bundle) {
      const dir = options.dir ?? resolve('dist');
      for (const fileName of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(fileName)) continue;
        const bytes = readFileSync(join(dir, fileName));
        if (bytes.length < 1024) continue;
        writeFileSync(join(dir, `${fileName}.br`), brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(join(dir, `${fileName}.gz`), gzipSync(bytes, { level: 9 }));
      }
    },
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use(servePrecompressed(outDir));
    },
  };
}

/** Hashed file names never change; everything else is revalidated. */
const cacheControl = (path: string) => (path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

export function servePrecompressed(outDir: string): Connect.NextHandleFunction {
  return (req, res, next) => {
    const path = decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/');
    const file = normalize(join(outDir, path));
    if (!file.startsWith(outDir) || !COMPRESSIBLE.test(file) || !isFile(file)) return next();
    const accepted = String(req.headers['accept-encoding'] ?? '');
    const encodings = [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const;
    const [encoding, suffix] = encodings.find(([name, suffix]) => accepted.includes(name) && isFile(file + suffix)) ?? [];
    // An asset too small to be worth compressing (under 1 KB) is served as it is, and cached like the others.
    if (!encoding && !path.startsWith('/assets/')) return next();
    res.setHeader('Content-Type', TYPES[extname(file)] ?? 'application/octet-stream');
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('Cache-Control', cacheControl(path));
    res.end(readFileSync(file + (suffix ?? '')));
  };
}

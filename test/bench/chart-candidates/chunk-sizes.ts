import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

export interface ChunkSizes {
  /** What the dynamic import loads: the candidate's chunk, the chunks it imports, their CSS. */
  files: { file: string; gzipBytes: number }[];
  gzipBytes: number;
  /** The shell every candidate shares (React, React DOM, the page): for scale, not compared. */
  shellGzipBytes: number;
}

/** Every file a chunk loads, itself included: its static imports, recursively, and their CSS. */
function filesOf(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const css of chunk.css ?? []) seen.add(css);
  for (const imported of chunk.imports ?? []) filesOf(manifest, imported, seen);
  return seen;
}

const gzipBytes = (distDir: string, file: string) => gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;

/** Gzip (level 9) sizes from a build's manifest: the lazy chunk(s) of the dynamic import, less the shell's files. */
export function measureChunks(distDir: string): ChunkSizes {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const lazyKey = entryKey ? manifest[entryKey]?.dynamicImports?.[0] : undefined;
  if (!entryKey || !lazyKey) throw new Error(`${distDir}: no entry with a dynamic import in the manifest`);
  const shell = filesOf(manifest, entryKey);
  const files = [...filesOf(manifest, lazyKey)]
    .filter((file) => !shell.has(file))
    .map((file) => ({ file, gzipBytes: gzipBytes(distDir, file) }));
  return {
    files,
    gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
    shellGzipBytes: [...shell].reduce((sum, file) => sum + gzipBytes(distDir, file), 0),
  };
}

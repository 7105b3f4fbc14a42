import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, extname, join } from 'node:path';

/** The meta tag naming the other build in its pages: `<meta name="meetings-build" content="b">`. */
export const BUILD_MARKER = 'meetings-build';

export interface OtherBuild {
  dir: string;
  /** Each of dist/'s files in assets/ under the name it has in this build. */
  renamed: ReadonlyMap<string, string>;
  remove: () => void;
}

const TEXT = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt']);

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A new deployment of the app, made from dist/ in a moment rather than by a second `vite build`:
 * every file in assets/ under another name (as a new build's hashes would name them), every
 * reference to it changed to match, a mark in each page, and the service worker's precache manifest
 * naming the new files and a new revision of the pages it keeps. The precompressed copies are left
 * out (they would be the old files'): the files are served as they are.
 */
export function otherBuild(from = 'dist'): OtherBuild {
  const dir = mkdtempSync(join(tmpdir(), 'meetings-other-build-'));
  cpSync(from, dir, { recursive: true, filter: (source) => !/\.(br|gz)$/.test(source) });
  const assets = join(dir, 'assets');
  const renamed = new Map(readdirSync(assets).map((name) => [name, name.replace(/(\.\w+)$/, '-b$1')]));
  for (const [name, next] of renamed) renameSync(join(assets, name), join(assets, next));
  const names = [...renamed.keys()].sort((a, b) => b.length - a.length);
  const reference = new RegExp(`(?<![\\w.-])(?:${names.map(escape).join('|')})(?![\\w-])`, 'g');
  for (const file of filesUnder(dir)) {
    if (!TEXT.has(extname(file))) continue;
    let text = readFileSync(file, 'utf8').replace(reference, (name) => renamed.get(name) ?? name);
    if (extname(file) === '.html') {
      if (!text.includes('<head>')) throw new Error(`${file} has no <head> to mark`);
      text = text.replace('<head>', `<head><meta name="${BUILD_MARKER}" content="b">`);
    }
    if (basename(file) === 'app-files-worker.js') {
      // The pages it keeps (index.html) changed: a revision of their own, as Workbox's manifest gives them.
      const revisions = /(revision["']?:\s*["'])([0-9a-f]{8,})(["'])/g;
      if (!revisions.test(text)) throw new Error('No precache revision found in the worker');
      text = text.replace(revisions, '$1$2b$3');
    }
    writeFileSync(file, text);
  }
  return { dir, renamed, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * `npm run bench:storage`: the IndexedDB wrappers considered for the meeting library, by the code
 * each adds to the library's lazy chunk. Each candidate (`<name>.mjs` beside this file) does the same
 * work with one database of three stores (list rows with an index, meetings, sync state): open and
 * create it, write rows and meetings in one transaction, read in index order, get, delete, count,
 * delete the database. Each is bundled alone, minified (the repo's esbuild), and gzipped at level 9.
 * The candidates are installed in a folder under the OS's temp dir, never in the repo. Figures and
 * the choice: docs/decisions/0013-indexeddb-wrapper.md.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const PACKAGES = { idb: '8.0.4', dexie: '4.4.7' };
const CANDIDATES = ['raw', 'idb', 'dexie'];

const WORK_DIR = join(tmpdir(), 'storage-candidates-bench');
mkdirSync(WORK_DIR, { recursive: true });
const manifest = `${JSON.stringify({ name: 'storage-candidates-bench', private: true, type: 'module', dependencies: PACKAGES }, null, 2)}\n`;
const manifestPath = join(WORK_DIR, 'package.json');
if (!existsSync(manifestPath) || readFileSync(manifestPath, 'utf8') !== manifest || !existsSync(join(WORK_DIR, 'node_modules'))) {
  writeFileSync(manifestPath, manifest);
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: WORK_DIR, stdio: 'inherit' });
}

const esbuild = join(import.meta.dirname, '..', '..', '..', 'node_modules', '.bin', 'esbuild');
const rows = CANDIDATES.map((candidate) => {
  copyFileSync(join(import.meta.dirname, `${candidate}.mjs`), join(WORK_DIR, `${candidate}.mjs`));
  const out = join(WORK_DIR, `${candidate}.out.js`);
  execFileSync(esbuild, [`${candidate}.mjs`, '--bundle', '--minify', '--format=esm', `--outfile=${out}`, '--log-level=error'], {
    cwd: WORK_DIR,
  });
  const code = readFileSync(out);
  return {
    candidate,
    version: PACKAGES[candidate as keyof typeof PACKAGES] ?? '(none)',
    minified: code.length,
    gzip: gzipSync(code, { level: 9 }).length,
  };
});
console.table(rows);

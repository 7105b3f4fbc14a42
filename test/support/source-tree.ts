import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll } from 'vitest';

/**
 * A small source tree on disk, removed after the file's tests: the lint rules follow imports through
 * real files. `write` puts a file under its `src/` and returns its path.
 */
export function sourceTree(name: string) {
  const root = mkdtempSync(join(tmpdir(), `${name}-`));
  const srcDir = join(root, 'src');
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (path: string, text: string) => {
    const file = join(srcDir, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
    return file;
  };
  return { root, srcDir, write };
}

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { stringKeyedObjects } from '../../eslint-rules/string-keyed-objects.js';

/** A file on disk in a project of its own: the rule reads the types. */
const root = mkdtempSync(join(tmpdir(), 'string-keys-'));
writeFileSync(join(root, 'tsconfig.json'), JSON.stringify({ compilerOptions: { strict: true, lib: ['ES2023'] }, include: ['*.ts'] }));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function lint(code: string): number[] {
  const file = join(root, 'code.ts');
  writeFileSync(file, code);
  const config = [
    {
      files: ['**/*.ts'],
      languageOptions: { parser: tseslint.parser, parserOptions: { project: join(root, 'tsconfig.json'), tsconfigRootDir: root } },
      plugins: { keys: stringKeyedObjects },
      rules: { 'keys/no-string-keyed-objects': 'error' },
    },
  ] satisfies Linter.Config[];
  return new Linter({ cwd: root }).verify(code, config, file).map((message) => message.line);
}

describe('lint: server text never keys a plain object', () => {
  it('reports reading, writing and `in` on a string-indexed object with a run-time string', () => {
    expect(
      lint(
        [
          'export function count(tags: string[]) {',
          '  const counts: Record<string, number> = {};',
          '  for (const tag of tags) counts[tag] = (counts[tag] ?? 0) + 1;',
          '  const lookup: { [name: string]: string } = {};',
          '  return [counts, tags[0] ? lookup[tags[0]] : null, "x" + tags.join() in counts];',
          '}',
        ].join('\n'),
      ),
    ).toEqual([3, 3, 5, 5]);
  });

  it('passes Maps, arrays, known keys and literal keys', () => {
    expect(
      lint(
        [
          "type Known = 'a' | 'b';",
          'export function fine(tags: string[], known: Known, index: number) {',
          '  const counts = new Map<string, number>();',
          '  for (const tag of tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);',
          '  const labels: Record<Known, string> = { a: "A", b: "B" };',
          '  const loose: Record<string, string> = {};',
          "  return [labels[known], tags[index], loose['fixed'], loose.other];",
          '}',
        ].join('\n'),
      ),
    ).toEqual([]);
  });
});

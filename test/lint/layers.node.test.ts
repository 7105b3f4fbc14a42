import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { layers } from '../../eslint-rules/layers.js';
import { sourceTree } from '../support/source-tree';

const { root, srcDir, write } = sourceTree('layers');

const STACK = [['core'], ['lib'], ['components', 'widgets'], ['app']];
write('core/scope.ts', 'export type Scope = "me" | "team";\n');
write('lib/format.ts', "import type { Scope } from '@/core/scope';\nexport const format = (scope: Scope) => scope;\n");
write('components/button.tsx', 'export const Button = () => null;\n');
write('widgets/chip.tsx', 'export const Chip = () => null;\n');
write('app/app.tsx', 'export const App = () => null;\n');
write('circle/a.ts', "import type { B } from './b';\nexport type A = { b?: B };\n");
write('circle/b.ts', "import type { A } from './a';\nexport type B = { a?: A };\n");

function lint(path: string, code: string, stack = STACK) {
  const file = write(path, code);
  const config = [
    {
      files: ['**/*.ts', '**/*.tsx'],
      languageOptions: { parser: tseslint.parser },
      plugins: { layers },
      rules: { 'layers/direction': ['error', { srcDir, stack }], 'layers/no-circles': ['error', { srcDir }] },
    },
  ] satisfies Linter.Config[];
  return new Linter({ cwd: root }).verify(code, config, file).map((message) => message.message);
}

describe('lint: one direction through src/', () => {
  it('passes imports from the same folder and from floors below, by alias or relative path', () => {
    expect(
      lint(
        'components/card.tsx',
        [
          "import { Button } from './button';",
          "import { format } from '@/lib/format';",
          "import type { Scope } from '../core/scope';",
          "import { useState } from 'react';",
          'export const card = [Button, format, useState] as const;',
          'export type CardScope = Scope;',
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('reports an import up the stack, type-only and dynamic ones too, and one beside', () => {
    const messages = lint(
      'lib/reaches-up.ts',
      [
        "import { App } from '@/app/app';",
        "import type { Button } from '../components/button';",
        "export const later = () => import('@/components/button');",
        "export type Chip = typeof import('@/widgets/chip');",
        'export const app = App;',
        'export type B = typeof Button;',
      ].join('\n'),
    );
    expect(messages).toHaveLength(4);
    expect(messages[0]).toMatch(/^lib\/ is on floor 1 and must not import app\/ \(floor 3\)/);
    expect(messages.slice(1).every((message) => /must not import (components|widgets)\//.test(message))).toBe(true);
    expect(lint('components/beside.tsx', "import { Chip } from '@/widgets/chip';\nexport const c = Chip;\n")).toEqual([
      expect.stringMatching(/must not import widgets\/ \(floor 2, beside it\)/),
    ]);
  });

  it('reports a folder that has no floor, and an import of one', () => {
    expect(lint('extras/thing.ts', 'export const thing = 1;\n')).toEqual([expect.stringMatching(/^src\/extras has no place in the stack/)]);
    expect(lint('app/uses-extras.ts', "import { thing } from '@/extras/thing';\nexport const t = thing;\n")).toEqual([
      expect.stringMatching(/^src\/extras has no place in the stack/),
    ]);
  });

  it('reports every module of a circle, though its imports are type-only', () => {
    const stack = [...STACK, ['circle']];
    expect(lint('circle/a.ts', "import type { B } from './b';\nexport type A = { b?: B };\n", stack)).toEqual([
      expect.stringMatching(/^This module is in a circle of imports \(type-only ones count\): circle\/(a|b)\.ts, circle\/(a|b)\.ts/),
    ]);
    expect(lint('core/scope.ts', 'export type Scope = "me" | "team";\n', stack)).toEqual([]);
  });
});

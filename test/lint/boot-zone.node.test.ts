import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { bootZone } from '../../eslint-rules/boot-zone.js';
import { sourceTree } from '../support/source-tree';

const { root, srcDir, write } = sourceTree('boot-zone');

write('lib/pure.ts', 'export const pure = (text: string) => text.trim();\n');
write('lib/uses-react.ts', "import { useState } from 'react';\nexport const hook = useState;\n");
write('lib/through.ts', "export { hook } from './uses-react';\n");
write('api/zod.ts', "import { z } from 'zod';\nexport { z };\n");
write('api/schema.ts', "import { z } from '@/api/zod';\nexport const schema = z.string();\n");
write('components/button.tsx', 'export const Button = () => null;\n');
write('lib/types-only.ts', "import type { ReactNode } from 'react';\nexport type Node = ReactNode;\n");

function lint(code: string) {
  const file = write('boot/entry.ts', code);
  const config = [
    {
      files: ['**/*.ts'],
      languageOptions: { parser: tseslint.parser },
      plugins: { boot: bootZone },
      rules: { 'boot/reaches-no-react': ['error', { srcDir }] },
    },
  ] satisfies Linter.Config[];
  return new Linter({ cwd: root }).verify(code, config, file).map((message) => message.message);
}

describe('lint: what src/boot reaches', () => {
  it('passes pure modules, type-only imports and code loaded later', () => {
    expect(
      lint(
        [
          "import { pure } from '@/lib/pure';",
          "import type { Node } from '@/lib/types-only';",
          "import type { ReactNode } from 'react';",
          "void import('@/lib/uses-react');",
          'export const x: [Node?, ReactNode?] = [];',
          'pure(" a ");',
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('names the chain of imports that reaches React, however deep', () => {
    expect(lint("import { hook } from '@/lib/through';\nvoid hook;\n")).toEqual([
      'src/boot runs before the app and must not load “react”: reached through @/lib/through → ./uses-react → react. Share only small, pure modules with it.',
    ]);
  });

  it('refuses zod, through our own module too, and components', () => {
    const messages = lint(
      "import { schema } from '@/api/schema';\nimport { Button } from '@/components/button';\nvoid [schema, Button];\n",
    );
    expect(messages).toEqual([
      expect.stringContaining('must not load zod (through @/api/zod): reached through @/api/schema → @/api/zod.'),
      expect.stringContaining('must not load a component module (components/button.tsx): reached through @/components/button.'),
    ]);
  });

  it('refuses React DOM and React Router imported directly', () => {
    expect(lint("import { createRoot } from 'react-dom/client';\nexport * from 'react-router-dom';\nvoid createRoot;\n")).toHaveLength(2);
  });
});

import { join } from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { featureShape } from '../../eslint-rules/feature-shape.js';
import { sourceTree } from '../support/source-tree';

const { root, srcDir, write } = sourceTree('feature-shape');

const FOLDERS = ['api', 'components', 'model', 'state'];
write('features/notes/components/note-card.module.css', '.card {}\n');
write('features/notes/note-card.module.css', '.card {}\n');
write('features/notes/drafts/components/drafts.module.css', '.drafts {}\n');
write('features/notes/drafts/model/drafts.module.css', '.drafts {}\n');

function lint(path: string, code = 'export const x = 1;\n') {
  const file = write(path, code);
  const config = [
    {
      files: ['**/*.ts', '**/*.tsx'],
      languageOptions: { parser: tseslint.parser },
      plugins: { features: featureShape },
      rules: {
        'features/shape': ['error', { featuresDir: join(srcDir, 'features'), folders: FOLDERS, viewFolder: 'components' }],
      },
    },
  ] satisfies Linter.Config[];
  return new Linter({ cwd: root }).verify(code, config, file).map((message) => message.message);
}

describe('lint: every feature has the same shape', () => {
  it('passes files in the shape’s folders, of a feature and of a sub-feature', () => {
    expect(lint('features/notes/api/note-queries.ts')).toEqual([]);
    expect(lint('features/notes/model/note-title.ts')).toEqual([]);
    expect(lint('features/notes/state/note-drafts.ts')).toEqual([]);
    expect(lint('features/notes/components/use-note-width.ts')).toEqual([]);
    expect(
      lint('features/notes/drafts/components/drafts-page.tsx', "import styles from './drafts.module.css';\nexport const s = styles;\n"),
    ).toEqual([]);
    expect(
      lint(
        'features/notes/components/note-card.tsx',
        "import styles from '@/features/notes/components/note-card.module.css';\nexport const s = styles;\n",
      ),
    ).toEqual([]);
  });

  it('passes what is not a feature', () => {
    expect(lint('lib/notes/loose.ts')).toEqual([]);
  });

  it('reports a file loose in a feature or a sub-feature, or in a folder the shape does not name', () => {
    expect(lint('features/notes/note-links.ts')).toEqual([
      'features/notes/note-links.ts is outside a feature’s shape: its files are in api/, components/, model/, state/, in the feature’s folder or in a sub-feature’s (docs/architecture.md).',
    ]);
    expect(lint('features/notes/drafts/use-drafts.ts')).toEqual([
      expect.stringMatching(/^features\/notes\/drafts\/use-drafts\.ts is outside a feature’s shape/),
    ]);
    expect(lint('features/notes/hooks/use-notes.ts')).toEqual([expect.stringMatching(/^features\/notes\/hooks\/use-notes\.ts is outside/)]);
  });

  it('reports a folder deeper than a sub-feature’s, inside a shape’s folder too', () => {
    expect(lint('features/notes/drafts/old/model/age.ts')).toEqual([expect.stringMatching(/is outside a feature’s shape/)]);
    expect(lint('features/notes/components/editor/toolbar.tsx')).toEqual([expect.stringMatching(/is outside a feature’s shape/)]);
  });

  it('reports a component, or a stylesheet imported, outside components/', () => {
    expect(lint('features/notes/model/note-view.tsx')).toEqual([
      'features/notes/model/note-view.tsx is a React component or a stylesheet: those are in components/ (docs/architecture.md).',
    ]);
    expect(
      lint('features/notes/components/loose-styles.tsx', "import styles from '../note-card.module.css';\nexport const s = styles;\n"),
    ).toEqual([expect.stringMatching(/^features\/notes\/note-card\.module\.css is outside a feature’s shape/)]);
    expect(
      lint(
        'features/notes/drafts/components/model-styles.tsx',
        "import styles from '../model/drafts.module.css';\nexport const s = styles;\n",
      ),
    ).toEqual([expect.stringMatching(/^features\/notes\/drafts\/model\/drafts\.module\.css is a React component or a stylesheet/)]);
  });
});

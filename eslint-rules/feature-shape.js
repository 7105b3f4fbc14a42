import { existsSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * Every feature has the same shape (docs/architecture.md, "A feature's shape"): its files are in
 * folders named for what they hold (`folders`: api/, components/, …), only those it needs. A big
 * feature may have sub-features, a folder of any other name, each with that same inner shape and none
 * of its own. React components and stylesheets are in `components/`. So a file directly in a feature
 * or a sub-feature, in a folder deeper than that, or a component or stylesheet elsewhere, fails.
 * ESLint reads no stylesheets: one is checked where a module imports it.
 */

const VIEW = /\.(tsx|css)$/;

/**
 * Why a file at this path under the features' folder is out of shape (`outside`, `view`), or null.
 * `parts`: the path's segments, from the feature's folder to the file's name.
 */
function misplacement(parts, folders, viewFolder) {
  const [, ...inner] = parts;
  const name = inner.pop();
  const [first, second] = inner;
  const kind =
    inner.length === 1 && folders.includes(first)
      ? first
      : inner.length === 2 && !folders.includes(first) && folders.includes(second)
        ? second
        : null;
  if (!kind) return 'outside';
  return VIEW.test(name) && kind !== viewFolder ? 'view' : null;
}

const shape = {
  meta: {
    type: 'problem',
    schema: [
      {
        type: 'object',
        properties: {
          featuresDir: { type: 'string' },
          folders: { type: 'array', items: { type: 'string' }, minItems: 1 },
          viewFolder: { type: 'string' },
        },
        required: ['featuresDir', 'folders', 'viewFolder'],
        additionalProperties: false,
      },
    ],
    messages: {
      outside:
        '{{path}} is outside a feature’s shape: its files are in {{folders}}, in the feature’s folder or in a sub-feature’s (docs/architecture.md).',
      view: '{{path}} is a React component or a stylesheet: those are in {{viewFolder}}/ (docs/architecture.md).',
    },
  },
  create(context) {
    const { featuresDir, folders, viewFolder } = context.options[0];
    const srcDir = dirname(featuresDir);
    const file = context.filename;
    const within = (path) => !relative(featuresDir, path).startsWith('..');
    const report = (node, path) => {
      const problem = misplacement(relative(featuresDir, path).split(sep), folders, viewFolder);
      if (!problem) return;
      context.report({
        node,
        messageId: problem,
        data: { path: relative(srcDir, path), folders: folders.map((folder) => `${folder}/`).join(', '), viewFolder },
      });
    };
    /** A stylesheet (or any file that is not a module) the file imports from a feature. */
    const checkImport = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || /\.(ts|tsx|js)$/.test(specifier) || !/\.\w+$/.test(specifier)) return;
      const target = specifier.startsWith('@/')
        ? join(srcDir, specifier.slice(2))
        : specifier.startsWith('.')
          ? resolve(dirname(file), specifier)
          : null;
      if (target && within(target) && existsSync(target)) report(node, target);
    };
    return {
      Program(node) {
        if (within(file)) report(node, file);
      },
      ImportDeclaration: checkImport,
    };
  },
};

export const featureShape = { rules: { shape } };

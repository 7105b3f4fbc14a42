import { relative, sep } from 'node:path';
import { importCircles, resolveModule } from './import-graph.js';

/**
 * The house has one direction: src/'s folders stand in a stack, and a module imports only from its own
 * folder or from folders below it, never from one above or beside it. Type-only and dynamic imports
 * count too: a reader follows them the same way. Every folder (and file) directly under src/ must have
 * a place in the stack, so a new one is placed before it is used. Circles of imports are not allowed
 * either, type-only ones included (`layers/no-circles`).
 */

/** The folder (or top-level file) under srcDir that a module belongs to, e.g. `features`, `main.tsx`. */
const floorOf = (srcDir, file) => relative(srcDir, file).split(sep)[0];

/** Each folder's height in the stack: its floor's index (the floors listed from the bottom). */
function heights(stack) {
  const height = new Map();
  stack.forEach((floor, index) => floor.forEach((name) => height.set(name, index)));
  return height;
}

const srcOption = {
  type: 'object',
  properties: {
    srcDir: { type: 'string' },
    stack: { type: 'array', items: { type: 'array', items: { type: 'string' } } },
  },
  required: ['srcDir'],
  additionalProperties: false,
};

const direction = {
  meta: {
    type: 'problem',
    schema: [srcOption],
    messages: {
      up: '{{from}}/ is on floor {{fromHeight}} and must not import {{to}}/ (floor {{toHeight}}{{beside}}): imports go down the stack (eslint.config.js, LAYERS).',
      unplaced: 'src/{{name}} has no place in the stack: add it to LAYERS in eslint.config.js (and to docs/architecture.md).',
      unplacedTarget: 'src/{{name}} has no place in the stack: add it to LAYERS in eslint.config.js (and to docs/architecture.md).',
    },
  },
  create(context) {
    const { srcDir, stack } = context.options[0];
    const file = context.filename;
    if (relative(srcDir, file).startsWith('..')) return {};
    const height = heights(stack);
    const from = floorOf(srcDir, file);
    const check = (node, specifier) => {
      if (typeof specifier !== 'string') return;
      const target = resolveModule(specifier, file, srcDir);
      if (!target) return;
      const to = floorOf(srcDir, target);
      if (to === from) return;
      if (!height.has(to)) {
        context.report({ node, messageId: 'unplacedTarget', data: { name: to } });
        return;
      }
      if (height.get(to) < height.get(from)) return;
      context.report({
        node,
        messageId: 'up',
        data: {
          from,
          to,
          fromHeight: height.get(from),
          toHeight: height.get(to),
          beside: height.get(to) === height.get(from) ? ', beside it' : '',
        },
      });
    };
    return {
      Program(node) {
        if (!height.has(from)) context.report({ node, messageId: 'unplaced', data: { name: from } });
      },
      'ImportDeclaration, ExportNamedDeclaration, ExportAllDeclaration'(node) {
        if (node.source && height.has(from)) check(node, node.source.value);
      },
      ImportExpression(node) {
        if (node.source.type === 'Literal' && height.has(from)) check(node, node.source.value);
      },
      TSImportType(node) {
        // `source` in typescript-eslint 8.x; `argument.literal` before it (reading `argument` now warns).
        const literal = node.source ?? node.argument?.literal;
        if (literal?.type === 'Literal' && height.has(from)) check(node, literal.value);
      },
    };
  },
};

const noCircles = {
  meta: {
    type: 'problem',
    schema: [srcOption],
    messages: {
      circle:
        'This module is in a circle of imports (type-only ones count): {{circle}}. Move what they share into a module of its own that none of them leads back to.',
    },
  },
  create(context) {
    const { srcDir } = context.options[0];
    return {
      Program(node) {
        const circle = importCircles(srcDir).find((members) => members.includes(context.filename));
        if (circle)
          context.report({ node, messageId: 'circle', data: { circle: circle.map((member) => relative(srcDir, member)).join(', ') } });
      },
    };
  },
};

export const layers = { rules: { direction, 'no-circles': noCircles } };

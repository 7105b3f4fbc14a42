import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import ts from 'typescript';
import { resolveModule } from './import-graph.js';

/**
 * What runs before React (src/boot) must stay small: it is sent and run before the app's code, so the
 * first screen's requests go out at once. This rule follows every static import a boot module reaches,
 * through any number of our modules, and reports the import that leads to React, React DOM, React
 * Router, TanStack Query, zod or a component (a .tsx module). Type-only imports cost nothing at run
 * time and are not followed; neither are dynamic imports, which load later by design.
 */
const FORBIDDEN_PACKAGE = /^(react|react-dom|react-router|react-router-dom|@tanstack\/react-query|zod)(\/|$)/;

/** Our own module that brings zod. */
const FORBIDDEN_MODULE = 'api/zod.ts';

/** Specifiers a module imports for its code (not for types alone), from its text. */
function runtimeImports(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const specifiers = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      if (statement.importClause?.isTypeOnly) continue;
      specifiers.push(statement.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      specifiers.push(statement.moduleSpecifier.text);
    }
  }
  return specifiers;
}

function whyForbidden(specifier, resolved, srcDir) {
  if (resolved === null) return FORBIDDEN_PACKAGE.test(specifier) ? `“${specifier}”` : null;
  if (relative(srcDir, resolved) === FORBIDDEN_MODULE) return 'zod (through @/api/zod)';
  if (resolved.endsWith('.tsx')) return `a component module (${relative(srcDir, resolved)})`;
  return null;
}

/** The first chain of imports from `file` to something forbidden, or null. */
function forbiddenChain(file, srcDir, seen) {
  if (seen.has(file)) return null;
  seen.add(file);
  if (!/\.(ts|tsx)$/.test(file) || !existsSync(file)) return null;
  for (const specifier of runtimeImports(file)) {
    const resolved = resolveModule(specifier, file, srcDir);
    const reason = whyForbidden(specifier, resolved, srcDir);
    if (reason) return { steps: [specifier], reason };
    if (resolved === null) continue;
    const deeper = forbiddenChain(resolved, srcDir, seen);
    if (deeper) return { steps: [specifier, ...deeper.steps], reason: deeper.reason };
  }
  return null;
}

export const bootZone = {
  rules: {
    'reaches-no-react': {
      meta: {
        type: 'problem',
        schema: [{ type: 'object', properties: { srcDir: { type: 'string' } }, required: ['srcDir'], additionalProperties: false }],
        messages: {
          reaches:
            'src/boot runs before the app and must not load {{reason}}: reached through {{chain}}. Share only small, pure modules with it.',
        },
      },
      create(context) {
        const { srcDir } = context.options[0];
        return {
          'ImportDeclaration, ExportNamedDeclaration, ExportAllDeclaration'(node) {
            if (!node.source || node.importKind === 'type' || node.exportKind === 'type') return;
            const specifier = node.source.value;
            const resolved = resolveModule(specifier, context.filename, srcDir);
            const direct = whyForbidden(specifier, resolved, srcDir);
            const found = direct
              ? { steps: [], reason: direct }
              : resolved && forbiddenChain(resolved, srcDir, new Set([context.filename]));
            if (!found) return;
            const chain = [specifier, ...found.steps].join(' → ');
            context.report({ node, messageId: 'reaches', data: { reason: found.reason, chain } });
          },
        };
      },
    },
  },
};

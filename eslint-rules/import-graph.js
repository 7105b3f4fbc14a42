import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/**
 * Every import between our modules under src/, read from the files' text with TypeScript's parser:
 * static imports and re-exports, type-only ones too (a circle of types is still a circle a reader has
 * to untangle), and dynamic `import()`. Built once per process and per source folder; ESLint runs a
 * process per `eslint` command, so an edit is seen on the next run.
 */

/** Each import a module's text makes: its specifier, whether it is type-only, and its line. */
function importsOf(file) {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found = [];
  const add = (node, specifier, typeOnly) =>
    found.push({ specifier, typeOnly, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1 });
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        !!clause?.isTypeOnly ||
        (!!clause &&
          !clause.name &&
          !!clause.namedBindings &&
          ts.isNamedImports(clause.namedBindings) &&
          clause.namedBindings.elements.length > 0 &&
          clause.namedBindings.elements.every((element) => element.isTypeOnly));
      add(node, node.moduleSpecifier.text, typeOnly);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      add(node, node.moduleSpecifier.text, node.isTypeOnly);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      add(node, node.arguments[0].text, false);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      add(node, node.argument.literal.text, true);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Our module a specifier names (`@/…` is src/), or null for a package or a file that is not code. */
export function resolveModule(specifier, fromFile, srcDir) {
  let base;
  if (specifier.startsWith('@/')) base = join(srcDir, specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(dirname(fromFile), specifier);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (/\.(ts|tsx)$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

function* codeFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* codeFiles(path);
    else if (/\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) yield path;
  }
}

const graphs = new Map();

/**
 * The graph of src/: for each module (absolute path), the imports it makes of our modules, each with
 * the module it reaches.
 */
export function importGraph(srcDir) {
  let graph = graphs.get(srcDir);
  if (!graph) {
    graph = new Map();
    for (const file of codeFiles(srcDir)) {
      graph.set(
        file,
        importsOf(file).flatMap((entry) => {
          const target = resolveModule(entry.specifier, file, srcDir);
          return target ? [{ ...entry, target }] : [];
        }),
      );
    }
    graphs.set(srcDir, graph);
  }
  return graph;
}

/** The strongly connected components of more than one module (or one importing itself): the circles. */
export function importCircles(srcDir) {
  const graph = importGraph(srcDir);
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const circles = [];
  let next = 0;
  const connect = (file) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const { target } of graph.get(file) ?? []) {
      if (!index.has(target)) {
        connect(target);
        low.set(file, Math.min(low.get(file), low.get(target)));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file), index.get(target)));
    }
    if (low.get(file) === index.get(file)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      const selfLoop = (graph.get(file) ?? []).some(({ target }) => target === file);
      if (component.length > 1 || selfLoop) circles.push(component);
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) connect(file);
  return circles;
}

export const relativeTo = (srcDir, file) => relative(srcDir, file);

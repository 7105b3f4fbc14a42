import ts from 'typescript';

/**
 * A plain object read or written with a key only known at run time (a tag's name, a person's e-mail,
 * a meeting id: server text) inherits `__proto__`, `constructor`, `toString`…: a tag named
 * `__proto__` replaced an object's prototype, and one named `constructor` read a function for a
 * number. This rule reports indexing an object type with a string index signature (`Record<string,
 * T>`, `{ [key: string]: T }`) by a key typed `string`: use a `Map` (or a union of known keys, which
 * TypeScript then checks). Arrays and keys of literal types are not reported.
 */
function hasStringIndex(checker, type) {
  if (type.isUnion()) return type.types.some((member) => hasStringIndex(checker, member));
  if (checker.isArrayType(type) || checker.isTupleType(type)) return false;
  return checker.getIndexInfoOfType(type, ts.IndexKind.String) !== undefined;
}

/** `string` itself (or a union with it): not a literal, not a union of known names. */
function isOpenString(type) {
  if (type.isUnion()) return type.types.some(isOpenString);
  return (type.flags & ts.TypeFlags.String) !== 0 || (type.flags & ts.TypeFlags.TemplateLiteral) !== 0;
}

export const stringKeyedObjects = {
  rules: {
    'no-string-keyed-objects': {
      meta: {
        type: 'problem',
        schema: [],
        messages: {
          indexed:
            'An object indexed by a run-time string inherits “__proto__”, “constructor”, “toString”: a server string as a key can break it. Use a Map (or a union of known keys).',
        },
      },
      create(context) {
        const services = context.sourceCode.parserServices;
        if (!services?.program) return {};
        const checker = services.program.getTypeChecker();
        const typeOf = (node) => checker.getTypeAtLocation(services.esTreeNodeToTSNodeMap.get(node));
        return {
          'MemberExpression[computed=true]'(node) {
            if (!isOpenString(typeOf(node.property))) return;
            if (!hasStringIndex(checker, checker.getApparentType(typeOf(node.object)))) return;
            context.report({ node, messageId: 'indexed' });
          },
          'BinaryExpression[operator="in"]'(node) {
            if (!isOpenString(typeOf(node.left))) return;
            if (!hasStringIndex(checker, checker.getApparentType(typeOf(node.right)))) return;
            context.report({ node, messageId: 'indexed' });
          },
        };
      },
    },
  },
};

/**
 * Values for YAML front matter, written so that any YAML parser reads back the text it was: a string
 * is always double-quoted (a title `no`, `1e3`, `- item` or `key: value` stays a string), with what a
 * double-quoted scalar cannot hold as it is escaped. JSON's escapes are YAML's; YAML also wants
 * escaped the characters it counts as non-printable (DEL, C1 controls, the byte order mark, unpaired
 * surrogates), which JSON leaves.
 */
const NOT_PRINTABLE =
  /[\u007F-\u009F\u2028\u2029\uFEFF\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function yamlString(text: string): string {
  return JSON.stringify(text).replace(NOT_PRINTABLE, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export type YamlValue = string | number | boolean | null | readonly YamlValue[] | { readonly [key: string]: YamlValue };

/** A value in flow style (`[…]`, `{…}`): one line, whatever it holds. Keys are ours, values quoted. */
function flow(value: YamlValue): string {
  if (value === null) return 'null';
  if (typeof value === 'string') return yamlString(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `[${(value as readonly YamlValue[]).map(flow).join(', ')}]`;
  return `{${Object.entries(value)
    .map(([key, item]) => `${key}: ${flow(item)}`)
    .join(', ')}}`;
}

/** A front matter block: `---`, one `key: value` a line (lists one item a line), `---`. */
export function frontMatter(fields: Readonly<Record<string, YamlValue>>): string {
  const lines = Object.entries(fields).map(([key, value]) =>
    Array.isArray(value) && value.length > 0
      ? `${key}:\n${(value as readonly YamlValue[]).map((item) => `  - ${flow(item)}`).join('\n')}`
      : `${key}: ${flow(value)}`,
  );
  return `---\n${lines.join('\n')}\n---`;
}

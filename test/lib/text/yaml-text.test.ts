import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { frontMatter, yamlString } from '@/lib/text/yaml-text';

const body = (block: string) => parse(block.replace(/^---\n|\n---$/g, '')) as unknown;

describe('YAML front matter', () => {
  it('reads back every string as the text it was, whatever YAML would make of it unquoted', () => {
    const texts = [
      'no',
      'yes',
      '1e3',
      '0x1F',
      'null',
      '~',
      '- item',
      'key: value',
      '# comment',
      '&anchor *alias !tag',
      '"quoted" \'single\'',
      'back\\slash',
      'line\nbreak\r\nand\ttab',
      '{ flow: [map] }',
      '---',
      '...',
      '\u0000\u0007\u001B\u007F\u0085\u009F',
      '\uFEFFbom \u2028 \u2029',
      'lone \uD800 surrogate \uDC00',
      'emoji 😀 and RTL \u202Eevil',
      '',
    ];
    for (const text of texts) expect(parse(yamlString(text))).toBe(text);
  });

  it('writes lists one item a line and records in flow style, and they parse as written', () => {
    const fields = {
      title: 'Platform: weekly #3',
      duration: 45,
      organizer: true,
      end: null,
      tags: ['Product', 'no', '- x'],
      attendees: [{ name: 'Ana "A" Ruiz', email: 'ana@example.com', rsvp: 'accepted' }],
      none: [],
      event: { title: '[[Weekly]]', id: null },
    };
    expect(body(frontMatter(fields))).toEqual(fields);
  });
});

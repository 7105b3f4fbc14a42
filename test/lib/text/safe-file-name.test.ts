import { describe, expect, it } from 'vitest';
import { fileNamer, safeFileName } from '@/lib/text/safe-file-name';

const bytes = (text: string) => new TextEncoder().encode(text).length;

describe('a file name from server text', () => {
  it('keeps an ordinary title as it is', () => {
    expect(safeFileName('2026-11-19 Platform weekly', '.md')).toBe('2026-11-19 Platform weekly.md');
    expect(safeFileName('Réunion — équipe 東京', '.md')).toBe('Réunion — équipe 東京.md');
  });

  it('replaces what a file system refuses, and what ends an Obsidian link', () => {
    expect(safeFileName('Q3: plan <draft> "v2" a/b\\c | d? e* [f] #g ^h', '.md')).toBe('Q3 plan draft v2 a b c d e f g h.md');
    expect(safeFileName('tab\there\nnewline\u0000nul', '.md')).toBe('tab here newline nul.md');
  });

  it('never leaves the folder: no separators, no dot names, no hidden files', () => {
    for (const hostile of ['..', '../../etc/passwd', '/etc/passwd', 'C:\\Windows\\system32', '.hidden', '...', '. .']) {
      const name = safeFileName(hostile, '.md');
      expect(name).not.toMatch(/[/\\:]/);
      expect(name.startsWith('.')).toBe(false);
      expect(name).not.toMatch(/^\.\.?(\.md)?$/);
    }
    expect(safeFileName('..', '.md')).toBe('Untitled.md');
    expect(safeFileName('../../etc/passwd', '.md')).toBe('etc passwd.md');
    expect(safeFileName('trailing dots...', '.md')).toBe('trailing dots.md');
  });

  it('keeps off the names Windows reserves for devices', () => {
    expect(safeFileName('CON', '.md')).toBe('_CON.md');
    expect(safeFileName('nul.txt', '.md')).toBe('_nul.txt.md');
    expect(safeFileName('com1', '.md')).toBe('_com1.md');
    expect(safeFileName('Console', '.md')).toBe('Console.md');
  });

  it('drops bidi controls and invisible characters that could disguise a name', () => {
    expect(safeFileName('invoice\u202Egpj.exe', '.md')).toBe('invoicegpj.exe.md');
    expect(safeFileName('\u200B\u2066\uFEFF', '.md', 'Meeting')).toBe('Meeting.md');
  });

  it('stays under 200 bytes of UTF-8, cut between characters', () => {
    for (const long of ['a'.repeat(500), 'é'.repeat(300), '東'.repeat(300), '😀'.repeat(300), `x${'👩‍👩‍👧'.repeat(80)}`]) {
      const name = safeFileName(long, '.md');
      expect(bytes(name)).toBeLessThan(200);
      expect(name.endsWith('.md')).toBe(true);
      expect(name).not.toMatch(/\uFFFD|[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    }
  });
});

describe('names within one folder', () => {
  it('numbers repeats, ignoring case and Unicode normalisation', () => {
    const name = fileNamer();
    expect(name('Weekly sync', '.md')).toBe('Weekly sync.md');
    expect(name('Weekly sync', '.md')).toBe('Weekly sync (2).md');
    expect(name('WEEKLY SYNC', '.md')).toBe('WEEKLY SYNC (3).md');
    expect(name('Cafe\u0301', '.md')).toBe('Café.md');
    expect(name('Café', '.md')).toBe('Café (2).md');
  });

  it('never hands out a reserved name, such as the index the archive writes itself', () => {
    const name = fileNamer(['index.md']);
    expect(name('index', '.md')).toBe('index (2).md');
    expect(name('Index', '.md')).toBe('Index (3).md');
  });

  it('keeps a numbered repeat of a long name under 200 bytes', () => {
    const name = fileNamer();
    const long = '東'.repeat(100);
    const names = [name(long, '.md'), name(long, '.md'), name(long, '.md')];
    expect(new Set(names).size).toBe(3);
    for (const n of names) expect(bytes(n)).toBeLessThan(200);
    expect(names[2]).toMatch(/ \(3\)\.md$/);
  });
});

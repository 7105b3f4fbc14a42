import { describe, expect, it, vi } from 'vitest';
import { compareText } from '@/lib/text/compare-text';

/** Every printable ASCII character, in strings built to tie and differ at every position. */
const CHARS = Array.from({ length: 95 }, (_, index) => String.fromCharCode(32 + index));
function someTexts(): string[] {
  let seed = 7;
  const next = () => (seed = (seed * 48_271) % 2_147_483_647);
  const texts = [
    'ann@example.com',
    'ann2@example.com',
    'Ann@example.com',
    'ann.b@example.com',
    'ann_b@example.com',
    'aA',
    'Aa',
    'a',
    'A',
    '',
  ];
  for (let index = 0; index < 3000; index++) {
    const length = 1 + (next() % 6);
    // Mostly letters and the marks of addresses and names, so that strings often share a prefix.
    const pool = next() % 3 === 0 ? CHARS : [...'aAbB01 ._-@+'];
    texts.push(Array.from({ length }, () => pool[next() % pool.length]).join(''));
  }
  return texts;
}

describe('compareText', () => {
  it('sorts ASCII text as English collation does', () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-US');
    const texts = someTexts();
    const collator = new Intl.Collator('en');
    expect([...texts].sort(compareText)).toEqual([...texts].sort((a, b) => collator.compare(a, b)));
  });

  it('leaves other text, and other languages, to localeCompare', () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-GB');
    expect(['Zoë', 'Émile', 'zed', 'eve'].sort(compareText)).toEqual(['Émile', 'eve', 'zed', 'Zoë']);
    // Danish sorts "aa" as "å", after "z": ASCII alone is not enough to skip the collation.
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('da-DK');
    const localeCompare = vi.spyOn(String.prototype, 'localeCompare');
    ['aage', 'zoe'].sort(compareText);
    expect(localeCompare).toHaveBeenCalled();
  });
});

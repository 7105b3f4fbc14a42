import { describe, expect, it, onTestFinished } from 'vitest';
import { createShortcutReader, SEQUENCE_MS, type KeyPress } from '@/lib/keyboard/shortcut-reader';

/** A key press on `target` (the page's body unless given), no modifiers held. */
const press = (key: string, more: Partial<KeyPress> = {}): KeyPress => ({
  key,
  target: document.body,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  repeat: false,
  isComposing: false,
  defaultPrevented: false,
  ...more,
});

function element(html: string): Element {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  onTestFinished(() => host.remove());
  return host.querySelector('[data-target]') ?? host.firstElementChild!;
}

describe('which key press is a shortcut', () => {
  it('reads the single keys, and the arrows only on a list item', () => {
    const read = createShortcutReader();
    expect(['j', 'k', 'o', 'Escape', '/', '?', 'Enter', 'x'].map((key) => read(press(key), false))).toEqual([
      'next',
      'previous',
      'open',
      'back',
      'search',
      'help',
      // Enter is the focused link's own key: it opens it, no shortcut needed.
      null,
      null,
    ]);
    expect(read(press('ArrowDown'), false)).toBeNull();
    expect(read(press('ArrowDown'), true)).toBe('next');
    expect(read(press('ArrowUp'), true)).toBe('previous');
    // Shift+arrows select text: the browser's.
    expect(read(press('ArrowDown', { shiftKey: true }), true)).toBeNull();
  });

  it('never fires while the user types in a field, a select or editable content', () => {
    const read = createShortcutReader();
    for (const html of [
      '<input>',
      '<textarea></textarea>',
      '<select><option>a</option></select>',
      '<div contenteditable="true"><p data-target>text</p></div>',
      '<div contenteditable=""></div>',
    ]) {
      const target = element(html);
      expect(
        ['j', 'k', '/', '?', 'Escape', 'o', 'g'].map((key) => read(press(key, { target }), false)),
        html,
      ).toEqual(Array(7).fill(null));
      expect(read(press('m', { target }), false), `${html}: g m`).toBeNull();
    }
    // contenteditable="false" is not a field.
    expect(read(press('j', { target: element('<div contenteditable="false"></div>') }), false)).toBe('next');
  });

  it('leaves every key with Ctrl, Alt or ⌘ to the browser, but Ctrl+K and ⌘K open the palette, from a field too', () => {
    const read = createShortcutReader();
    for (const modifier of ['ctrlKey', 'metaKey', 'altKey'] as const)
      expect(['j', '/', '?', 'g', 'm', 'f', 'l', 'r'].map((key) => read(press(key, { [modifier]: true }), false))).toEqual(
        Array(8).fill(null),
      );
    const field = element('<input>');
    expect(read(press('k', { ctrlKey: true, target: field }), false)).toBe('palette');
    expect(read(press('K', { metaKey: true }), false)).toBe('palette');
    // With Shift or Alt it is another shortcut (Ctrl+Shift+K: the browser's console).
    expect(read(press('K', { ctrlKey: true, shiftKey: true }), false)).toBeNull();
    expect(read(press('k', { ctrlKey: true, altKey: true }), false)).toBeNull();
  });

  it('leaves alone what was handled already, is being composed (IME), or happens in an open dialog', () => {
    const read = createShortcutReader();
    expect(read(press('j', { defaultPrevented: true }), false)).toBeNull();
    expect(read(press('j', { isComposing: true }), false)).toBeNull();
    const inDialog = element('<dialog open><button data-target>OK</button></dialog>');
    expect(read(press('j', { target: inDialog }), false)).toBeNull();
    expect(read(press('k', { target: inDialog, ctrlKey: true }), false)).toBeNull();
  });

  it('takes the second key of g m, g t, g s only right after the g, and nothing else in between', () => {
    let now = 0;
    const read = createShortcutReader(() => now);
    expect(read(press('g'), false)).toBeNull();
    now += SEQUENCE_MS - 1;
    expect(read(press('m'), false)).toBe('go-meetings');
    // The sequence is used up.
    expect(read(press('t'), false)).toBeNull();

    read(press('g'), false);
    now += SEQUENCE_MS;
    expect(read(press('t'), false)).toBeNull();

    read(press('g'), false);
    expect(read(press('x'), false)).toBeNull();
    expect(read(press('s'), false)).toBeNull();

    read(press('g'), false);
    expect(read(press('s'), false)).toBe('go-search');
    read(press('g'), false);
    expect(read(press('t'), false)).toBe('go-tasks');
  });

  it('repeats only moving when a key is held down', () => {
    const read = createShortcutReader();
    expect(read(press('j', { repeat: true }), false)).toBe('next');
    expect(read(press('k', { repeat: true }), false)).toBe('previous');
    expect(read(press('ArrowDown', { repeat: true }), true)).toBe('next');
    for (const key of ['o', 'Escape', '?', '/']) expect(read(press(key, { repeat: true }), false)).toBeNull();
    expect(read(press('g', { repeat: true }), false)).toBeNull();
    expect(read(press('m'), false)).toBeNull();
  });
});

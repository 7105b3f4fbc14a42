/**
 * Which shortcut a key press is, if any: the rules, without React or the DOM's state. The one
 * keydown listener (app/shortcuts/keyboard-shortcuts.tsx) asks this, then acts.
 */
import { isApple } from './platform';
import { isTypingTarget } from './typing-target';

export type ShortcutCommand =
  'next' | 'previous' | 'open' | 'back' | 'search' | 'go-meetings' | 'go-tasks' | 'go-search' | 'help' | 'palette';

/** A second key of a `g` sequence counts within this long after the `g`. */
export const SEQUENCE_MS = 1_500;

const KEYS = new Map<string, ShortcutCommand>([
  ['j', 'next'],
  ['k', 'previous'],
  ['o', 'open'],
  ['Escape', 'back'],
  ['/', 'search'],
  ['?', 'help'],
]);
const AFTER_G = new Map<string, ShortcutCommand>([
  ['m', 'go-meetings'],
  ['t', 'go-tasks'],
  ['s', 'go-search'],
]);
/** Only where focus is on an item of a list: elsewhere they scroll, as the browser's own keys. */
const IN_LIST = new Map<string, ShortcutCommand>([
  ['ArrowDown', 'next'],
  ['ArrowUp', 'previous'],
]);

export interface KeyPress {
  key: string;
  target: EventTarget | null;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  repeat: boolean;
  isComposing: boolean;
  defaultPrevented: boolean;
}

/**
 * A reader keeps what a sequence needs (the `g` pressed last). `onItem`: focus is on an item of a
 * list (the arrows move through it there).
 */
export function createShortcutReader(now: () => number = Date.now) {
  let gPressedAt = -Infinity;
  return function read(event: KeyPress, onItem: boolean): ShortcutCommand | null {
    if (event.defaultPrevented || event.isComposing) return null;
    // An open dialog has the keyboard to itself: its own keys (Esc, arrows, Enter) apply there.
    if (event.target instanceof Element && event.target.closest('dialog')) return null;
    const { key } = event;
    const modifier = isApple() ? event.metaKey : event.ctrlKey || event.metaKey;
    // The palette's keys work from anywhere, a text field included (they type nothing).
    if (modifier && !event.altKey && !event.shiftKey && key.toLowerCase() === 'k') return 'palette';
    // Everything else is the browser's (or the field's) when a modifier is held or text is typed.
    if (event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target)) return null;
    const sequence = now() - gPressedAt < SEQUENCE_MS;
    gPressedAt = -Infinity;
    if (sequence && AFTER_G.has(key)) return AFTER_G.get(key) ?? null;
    if (key === 'g' && !event.repeat) {
      gPressedAt = now();
      return null;
    }
    if (onItem && !event.shiftKey && IN_LIST.has(key)) return IN_LIST.get(key) ?? null;
    // Held down, only moving repeats: a held key must not open or leave one screen after another.
    if (event.repeat && key !== 'j' && key !== 'k') return null;
    return KEYS.get(key) ?? null;
  };
}

/**
 * Where a key press is text being typed (or a control's own key), not a shortcut. A module of its own:
 * the early keys (in the first screen's code) ask it without loading the shortcuts' reader.
 */
export function isTypingTarget(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('input, textarea, select, [contenteditable]:not([contenteditable="false"])') !== null;
}

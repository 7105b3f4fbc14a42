import { useEffect, type RefObject } from 'react';

/** Where a "/" is text being typed, not a shortcut. */
function isTypingTarget(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('input, textarea, select, [contenteditable]:not([contenteditable="false"])') !== null;
}

/** Focuses (and selects) the input when "/" is pressed anywhere outside a text field, as on GitHub. */
export function useSlashShortcut(input: RefObject<HTMLInputElement | null>, enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
      const element = input.current;
      if (!element || isTypingTarget(event.target)) return;
      event.preventDefault();
      element.focus();
      element.select();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [input, enabled]);
}

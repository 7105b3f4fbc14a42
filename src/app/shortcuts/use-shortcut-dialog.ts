import { useEffect, useRef, type KeyboardEvent } from 'react';

/**
 * A shortcut dialog's native modal <dialog>: shown as it mounts, and closed by Esc, its buttons or
 * the backdrop with the owner told at once. The dialog's own close event comes in a task of its own,
 * and a shortcut pressed before it (a busy machine handles input first: Esc, then Ctrl+K) found the
 * dialog still open in the owner's state, and opened nothing.
 */
export function useShortcutDialog(onClose: () => void) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  /** Closes it (focus goes back where it was) and tells the owner now. */
  const close = () => {
    dialog.current?.close();
    onClose();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault(); // the browser's own Esc would close it too, telling the owner a task later
    close();
  };
  // onClose stays on the element for a close that is not ours (the browser's, a form's).
  return { dialog, close, dialogProps: { ref: dialog, onClose, onKeyDown } };
}

/** What the dialogs the shortcuts open (loaded on demand) are given. */
export interface ShortcutDialogProps {
  /** The dialog has closed (Esc, its Close button, or a choice made): unmount it. */
  onClose: () => void;
  /** Replaces this dialog with the list of shortcuts. */
  onShowShortcuts: () => void;
}

import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from './button';
import type { Sentence } from './sentence';
import dialogSurface from './dialog-surface.module.css';
import styles from './confirm-dialog.module.css';

interface ConfirmDialogProps {
  open: boolean;
  /** Server text in it is isolated from the rest (see `sentence`). */
  title: Sentence;
  children: ReactNode;
  /** Shown below the description but not part of it (a long list is not read out as it opens). */
  details?: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A native modal dialog: the page behind is inert, Escape cancels, and focus returns where it was.
 * Cancel has the initial focus, so a stray Enter never confirms a destructive action.
 */
export function ConfirmDialog({ open, title, children, details, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const id = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // React's autoFocus runs at mount, long before the dialog opens: focus explicitly.
      cancel.current?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={`${dialogSurface.surface} ${styles.dialog}`}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id={`${id}-title`} className={styles.title}>
        {title}
      </h2>
      <div id={`${id}-body`}>{children}</div>
      {details}
      <div className={styles.actions}>
        <Button ref={cancel} onClick={onCancel}>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </dialog>
  );
}

import { useId } from 'react';
import { Button } from '@/components/button';
import type { ShortcutCommand } from '@/lib/keyboard/shortcut-reader';
import type { ShortcutDialogProps } from './dialog-props';
import { useShortcutDialog } from './use-shortcut-dialog';
import dialogSurface from '@/components/dialog-surface.module.css';
import styles from './shortcut-help-dialog.module.css';

/** Every command the reader knows, described (the type makes a new command impossible to leave out). */
const SHORTCUTS: Record<ShortcutCommand, { keys: string[][]; does: string }> = {
  next: { keys: [['j'], ['↓']], does: 'Next meeting, search result or task (↓ once on the list)' },
  previous: { keys: [['k'], ['↑']], does: 'Previous meeting, search result or task' },
  open: { keys: [['Enter'], ['o']], does: 'Open it' },
  back: { keys: [['Esc']], does: 'Back to the list from a meeting' },
  search: { keys: [['/']], does: 'Search your meetings' },
  'go-meetings': { keys: [['g', 'm']], does: 'Go to meetings' },
  'go-tasks': { keys: [['g', 't']], does: 'Go to tasks' },
  'go-search': { keys: [['g', 's']], does: 'Go to search' },
  palette: {
    keys: [
      ['Ctrl', 'K'],
      ['⌘', 'K'],
    ],
    does: 'Go to a screen or a meeting by name (command palette)',
  },
  help: { keys: [['?']], does: 'This list' },
};

function Keys({ keys }: { keys: string[][] }) {
  return keys.map((combo, index) => (
    <span key={combo.join('+')}>
      {index > 0 ? ' or ' : null}
      {combo.map((key, at) => (
        <span key={key}>
          {at > 0 ? (combo[0] === 'g' ? ' then ' : ' ') : null}
          <kbd>{key}</kbd>
        </span>
      ))}
    </span>
  ));
}

/** The list of shortcuts (?): a native modal dialog; Esc or Close closes it and focus returns where it was. */
export function ShortcutHelpDialog({ onClose }: ShortcutDialogProps) {
  const { close, dialogProps } = useShortcutDialog(onClose);
  const id = useId();
  return (
    <dialog {...dialogProps} className={`${dialogSurface.surface} ${styles.dialog}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Keyboard shortcuts</h2>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Keys</th>
            <th scope="col">What they do</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(SHORTCUTS).map(([command, { keys, does }]) => (
            <tr key={command}>
              <td>
                <Keys keys={keys} />
              </td>
              <td>{does}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.note}>
        Shortcuts wait while you type in a field, and leave the browser’s own keys (with Ctrl, Alt or ⌘) alone: only the command palette
        uses one.
      </p>
      <div className={styles.actions}>
        <Button variant="primary" onClick={close}>
          Close
        </Button>
      </div>
    </dialog>
  );
}

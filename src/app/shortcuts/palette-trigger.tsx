import { Icon } from '@/components/icons';
import { paletteKeyLabel } from '@/lib/keyboard/platform';
import styles from './keyboard-shortcuts.module.css';

interface PaletteTriggerProps {
  /** The keyboard shortcuts are listening: only then does the button announce Ctrl+K / ⌘K. */
  shortcutsActive: boolean;
  onOpen: () => void;
  /** The pointer or focus is on it: the palette's code may start loading. */
  onWarmUp?: () => void;
}

/**
 * The header's button that opens the command palette. Rendered with the first screen, before the
 * shortcuts' code (loaded when the browser is idle) is in, so the header does not move when it arrives.
 */
export function PaletteTrigger({ shortcutsActive, onOpen, onWarmUp }: PaletteTriggerProps) {
  return (
    <button
      type="button"
      className={styles.trigger}
      aria-keyshortcuts={shortcutsActive ? 'Control+K Meta+K' : undefined}
      onClick={onOpen}
      onPointerEnter={onWarmUp}
      onFocus={onWarmUp}
      title="Go to a screen or meeting"
    >
      <Icon name="go-to" className={styles.icon} />
      <span className="header-icon-words">Go to…</span>
      <kbd className={styles.hint} aria-hidden="true">
        {paletteKeyLabel()}
      </kbd>
    </button>
  );
}

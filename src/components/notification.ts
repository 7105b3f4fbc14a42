import type { Sentence } from './sentence';

/** What a notice says and offers: the notifications' provider and its items share these types. */
export interface NotificationInput {
  /** Server text in it is isolated from the rest (see `sentence`). */
  message: Sentence;
  tone?: 'info' | 'success' | 'error';
  /** One action, e.g. Undo. */
  action?: { label: string; onAction: () => void };
  /** Moves keyboard focus to the action when the notice appears (it is urgent and time-limited). */
  focusAction?: boolean;
  /**
   * A live countdown to `to` (ms since epoch) shown as `say(seconds left)`, in place of the message,
   * which screen readers get instead (once: a number read out every second drowns everything else).
   * The owner decides what happens at the end.
   */
  countdown?: { to: number; say: (seconds: number) => Sentence };
  /**
   * Told when the pointer, or focus the user moved there, is on the notice, and when it leaves (to
   * pause a countdown). The focus given by `focusAction` does not count: it would pause by itself.
   */
  onHold?: (held: boolean) => void;
  /** The user closed the notice (its × button); not called when it goes by itself. */
  onDismiss?: () => void;
  /** Dismisses itself after this long; errors and countdowns stay until dismissed. */
  autoDismissMs?: number;
  /** A notice with the same key replaces the one shown, instead of stacking up. */
  key?: string;
}

export interface Notification extends NotificationInput {
  id: number;
}

export interface NotificationsApi {
  notify: (notification: NotificationInput) => number;
  update: (id: number, changes: Partial<NotificationInput>) => void;
  dismiss: (id: number) => void;
}

import { Button } from './button';
import type { Notification } from './notification';

/** A notice's ×: tells its owner (onDismiss), then takes it away. */
export function DismissNoticeButton({ notification, onDismiss }: { notification: Notification; onDismiss: () => void }) {
  return (
    <Button
      variant="ghost"
      aria-label="Dismiss notification"
      onClick={() => {
        notification.onDismiss?.();
        onDismiss();
      }}
    >
      ×
    </Button>
  );
}

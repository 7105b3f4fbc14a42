import { useEffect } from 'react';
import { useNotifications } from '@/components/notifications';
import { sentence } from '@/components/sentence';
import { batchRunningElsewhere, interrupted, readJournal, writeJournal } from './model/batch-journal';

/**
 * On the visit after a tab closed mid-cleanup: which of its meetings were deleted and which were not.
 * Said once; nothing of the batch is sent again. A batch another tab is running is its own business.
 */
export function InterruptedBatchNotice() {
  const { notify } = useNotifications();
  useEffect(() => {
    let current = true;
    void batchRunningElsewhere().then((running) => {
      if (running || !current) return;
      const left = interrupted(readJournal());
      writeJournal(null);
      if (!left) return;
      const { total, deleted, notDeleted, unsure } = left;
      notify({
        tone: 'info',
        autoDismissMs: 0,
        message: unsure
          ? sentence`A cleanup was interrupted when its tab closed: ${deleted} of ${total} meetings were deleted and ${notDeleted} were not (nothing more was sent). ${unsure} was being deleted as the tab closed: check whether it is still in the list.`
          : sentence`A cleanup was interrupted when its tab closed: ${deleted} of ${total} meetings were deleted and ${notDeleted} were not (nothing more was sent).`,
      });
    });
    return () => void (current = false);
  }, [notify]);
  return null;
}

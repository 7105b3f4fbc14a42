import { useEffect } from 'react';
import { useNotifications } from '@/components/notifications';
import { sentence } from '@/components/sentence';
import { interrupted, readJournal, writeJournal } from './model/batch-journal';

/**
 * On the visit after a tab closed mid-cleanup: which of its meetings were deleted and which were not.
 * Said once; nothing of the batch is sent again.
 */
export function InterruptedBatchNotice() {
  const { notify } = useNotifications();
  useEffect(() => {
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
  }, [notify]);
  return null;
}

import { useEffect } from 'react';
import { useNotifications } from '@/components/notifications';
import { sentence, type Sentence } from '@/components/sentence';
import { formatTime } from '@/lib/dates/format';
import { useKeyInUse } from '@/lib/session/use-api-key';
import { interrupted, leftByClosedTabs, removeJournal, type BatchJournal } from '../model/batch-journal';

/** "A cleanup confirmed at 2:04 PM was interrupted…": each batch against what was confirmed in it. */
function account(journal: BatchJournal): Sentence | null {
  const left = interrupted(journal);
  if (!left) return null;
  const { total, deleted, accepted, notDeleted, unsure } = left;
  const when = journal.confirmedAt ? ` confirmed at ${formatTime(new Date(journal.confirmedAt).toISOString()) ?? ''}` : '';
  const acceptedWords = accepted ? `, ${accepted} accepted by the service (it will delete them)` : '';
  return unsure
    ? sentence`A cleanup${when} was interrupted when its tab closed: ${deleted} of ${total} meetings were deleted${acceptedWords} and ${notDeleted} were not (nothing more was sent). ${unsure} was being deleted as the tab closed: check whether it is still in the list.`
    : sentence`A cleanup${when} was interrupted when its tab closed: ${deleted} of ${total} meetings were deleted${acceptedWords} and ${notDeleted} were not (nothing more was sent).`;
}

/**
 * On the visit after tabs closed mid-cleanup: for each batch they left, which of its meetings were
 * deleted and which were not. Said once each; nothing of any batch is sent again. A batch another tab
 * is running is its own business.
 */
export function InterruptedBatchNotice() {
  const { notify } = useNotifications();
  // The batches are kept per key: a tab that starts without one (a key kept for its tab only) looks
  // once it is connected.
  const key = useKeyInUse();
  useEffect(() => {
    if (!key) return;
    let current = true;
    void leftByClosedTabs().then((journals) => {
      if (!current) return;
      for (const journal of journals) {
        removeJournal(journal.id);
        const message = account(journal);
        if (message) notify({ tone: 'info', autoDismissMs: 0, message });
      }
    });
    return () => void (current = false);
  }, [notify, key]);
  return null;
}

import { useCallback } from 'react';
import { useNotifications } from './notifications';
import { sentence, type Sentence } from './sentence';

interface CopyMessages {
  /** Said when it worked, e.g. "Summary copied to the clipboard." */
  copied: Sentence;
  /** What was being copied, for the failure: "Could not copy {what}: …". */
  what: string;
}

/**
 * Copies text to the clipboard and says whether it worked. The clipboard is missing outside secure
 * contexts and may be refused: that is an error notice, not an exception.
 */
export function useCopyText(): (text: string, messages: CopyMessages) => Promise<boolean> {
  const { notify } = useNotifications();
  return useCallback(
    async (text, { copied, what }) => {
      try {
        await navigator.clipboard.writeText(text);
        notify({ tone: 'success', message: copied, key: 'clipboard' });
        return true;
      } catch {
        notify({ tone: 'error', message: sentence`Could not copy ${what}: the browser did not allow it.`, key: 'clipboard' });
        return false;
      }
    },
    [notify],
  );
}

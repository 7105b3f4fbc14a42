import { useEffect } from 'react';
import { useKeyInUse } from '@/lib/session/use-api-key';
import { restoreAccepted } from '../state/accepted-deletions';
import { useDeletionsSlot } from './undoable-deletions-provider';

/** Marks again, after a reload, the meetings whose deletion the service accepted (after the first screen). */
export function RestoreAcceptedDeletions() {
  const { hidden } = useDeletionsSlot();
  // Kept per key: read again for the key in use once there is one.
  const key = useKeyInUse();
  useEffect(() => {
    if (key) restoreAccepted(hidden);
  }, [hidden, key]);
  return null;
}

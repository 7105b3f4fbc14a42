import { useEffect } from 'react';
import { restoreAccepted } from './accepted-deletions';
import { useDeletionsSlot } from './undoable-deletions-provider';

/** Marks again, after a reload, the meetings whose deletion the service accepted (after the first screen). */
export function RestoreAcceptedDeletions() {
  const { hidden } = useDeletionsSlot();
  useEffect(() => restoreAccepted(hidden), [hidden]);
  return null;
}

import { createUndoableDeletions, type UndoableDeletions } from '../state/undoable-deletions';
import { useDeletionsSlot } from './undoable-deletions-provider';

/** Delete with undo: one instance for the app, made by the first screen that deletes. */
export function useUndoableDeletions(): UndoableDeletions {
  const slot = useDeletionsSlot();
  slot.deletions ??= createUndoableDeletions(slot.hidden, slot.notifications);
  return slot.deletions;
}

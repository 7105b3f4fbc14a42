import { perKeyName } from '@/lib/session/per-key-storage';
import type { HiddenMeetings } from './hidden-meetings';

/** Where this tab keeps the deletions the service accepted (202) but may not have done yet. */
const ACCEPTED = 'meetings.acceptedDeletions';

function read(): string[] {
  try {
    const ids: unknown = JSON.parse(sessionStorage.getItem(perKeyName(ACCEPTED)) ?? '[]');
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The service accepted this meeting's DELETE: the lists mark it until they no longer have it, in
 * this tab and after a reload of it (per key). Never sent again by itself.
 */
export function markAccepted(hidden: HiddenMeetings, meetingId: string): void {
  hidden.accept([meetingId]);
  try {
    sessionStorage.setItem(perKeyName(ACCEPTED), JSON.stringify([...new Set([...read(), meetingId])]));
  } catch {
    // Kept for this page only.
  }
}

/** After a reload: the meetings this tab saw accepted are marked again. */
export function restoreAccepted(hidden: HiddenMeetings): void {
  const ids = read();
  if (ids.length > 0) hidden.accept(ids);
}

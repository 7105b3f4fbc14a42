import type { MeetingSummary } from '@/api/schemas/meeting';
import { OTHER_GROUP } from './weekly-hours';

/** Group keys that are not a tag or a member: they cannot clash with one (no name holds a NUL). */
export const UNTAGGED = '\u0000untagged';
export const NOT_SORTED_YET = '\u0000unsorted';
export const OWNER_UNKNOWN = '\u0000no-owner';

/**
 * Personal scope: a meeting is stacked under the first of its tags in the tag list's order, so that
 * its time counts once. Which tags a meeting has is known from each tag's own list: until all of
 * them have been read, a meeting in none so far is "not sorted yet", not "untagged".
 */
export function byTag(tagOrder: readonly string[], meetingsByTag: ReadonlyMap<string, ReadonlySet<string>>, allRead: boolean) {
  return (summary: MeetingSummary): string => {
    const id = summary.id;
    const tag = id === null ? undefined : tagOrder.find((name) => meetingsByTag.get(name)?.has(id));
    return tag ?? (allRead ? UNTAGGED : NOT_SORTED_YET);
  };
}

/** Workspace scope: stacked by the member whose meeting it is. */
export const byOwner = (summary: MeetingSummary): string => summary.userId ?? OWNER_UNKNOWN;

/** A stack's name; `reading`: its tags are still being read (else a meeting in none read is of a tag not read). */
export function groupLabel(group: string, scope: 'me' | 'workspace', reading = true): string {
  switch (group) {
    case UNTAGGED:
      return 'Untagged';
    case NOT_SORTED_YET:
      return reading ? 'Not sorted by tag yet' : 'Tag not read';
    case OWNER_UNKNOWN:
      return 'Owner unknown';
    case OTHER_GROUP:
      return scope === 'me' ? 'Other tags' : 'Other members';
    default:
      return scope === 'me' ? group : `Member ${group}`;
  }
}

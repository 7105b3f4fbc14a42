import type { Task } from '@/api/schemas/task';
import { readDateTime } from '@/core/date-time';
import { displayTitle } from '@/lib/dates/format';
import { groupByAssignee } from './group-by-assignee';

/** One meeting's items within a person's group. */
export interface MeetingItems {
  key: string;
  meetingId: string | null;
  title: string;
  /** When its items were created (about when the meeting ended); null when unknown. */
  createdAt: string | null;
  tasks: Task[];
}

export interface PersonGroup {
  key: string;
  /** The assignee's name, else their e-mail, else "Unassigned". */
  label: string;
  email: string | null;
  tasks: Task[];
  /** The creation time of the oldest item; null when no item says when it was created. */
  oldest: string | null;
  meetings: MeetingItems[];
}

function time(iso: string | null): number | null {
  return readDateTime(iso)?.getTime() ?? null;
}

/** The earliest valid creation time among the tasks, as written. */
export function oldestCreated(tasks: readonly Task[]): string | null {
  let oldest: { iso: string; at: number } | null = null;
  for (const task of tasks) {
    const at = time(task.createdAt);
    if (at !== null && task.createdAt && (!oldest || at < oldest.at)) oldest = { iso: task.createdAt, at };
  }
  return oldest?.iso ?? null;
}

/** Items grouped by the meeting they came from, in the order the meetings first appear. */
export function groupByMeeting(tasks: readonly Task[]): MeetingItems[] {
  const meetings = new Map<string, MeetingItems>();
  tasks.forEach((task, index) => {
    // Without an id, items of one title still belong together; without either, each stands alone.
    const key = task.meetingId ? `id:${task.meetingId}` : task.meetingTitle?.trim() ? `title:${task.meetingTitle.trim()}` : `task:${index}`;
    let meeting = meetings.get(key);
    if (!meeting) {
      meeting = { key, meetingId: task.meetingId, title: displayTitle({ title: task.meetingTitle }), createdAt: null, tasks: [] };
      meetings.set(key, meeting);
    }
    meeting.tasks.push(task);
  });
  return [...meetings.values()].map((meeting) => ({ ...meeting, createdAt: oldestCreated(meeting.tasks) }));
}

/**
 * Items grouped by assignee (people alphabetically, Unassigned last), each with its count, its oldest
 * item and its items by meeting: the board's "By person".
 */
export function groupByPerson(tasks: readonly Task[]): PersonGroup[] {
  return groupByAssignee(tasks).map((group) => ({
    ...group,
    oldest: oldestCreated(group.tasks),
    meetings: groupByMeeting(group.tasks),
  }));
}

// Ages are shared with the series page (lib/dates/age.ts); the board's modules import them from here.
export { ageInDays, formatAge } from '@/lib/dates/age';

export interface PersonalSplit {
  /** Assigned to the key's owner. */
  mine: Task[];
  /** From the owner's meetings, assigned to someone else. */
  owed: Task[];
  /** Assigned to nobody. */
  unassigned: Task[];
}

/**
 * Personal tasks come from the key owner's meetings, and each carries that owner's id (`userId`). An
 * assignee with that id is the owner; their e-mail then also counts where another item's assignee has
 * no id. Everyone else owes the owner the item.
 */
export function splitPersonal(tasks: readonly Task[]): PersonalSplit {
  const isOwner = (task: Task) => Boolean(task.userId && task.assignee?.id && task.assignee.id === task.userId);
  const ownerEmails = new Set(
    tasks.filter(isOwner).flatMap((task) => (task.assignee?.email?.trim() ? [task.assignee.email.trim().toLowerCase()] : [])),
  );
  const split: PersonalSplit = { mine: [], owed: [], unassigned: [] };
  for (const task of tasks) {
    const email = task.assignee?.email?.trim().toLowerCase();
    if (isOwner(task) || (email && ownerEmails.has(email))) split.mine.push(task);
    else if (email || task.assignee?.name?.trim()) split.owed.push(task);
    else split.unassigned.push(task);
  }
  return split;
}

import type { Task } from '@/api/schemas/task';
import { formatDate } from '@/lib/dates/format';
import { meetingLinks } from '@/screens/meetings';
import type { Scope } from '@/core/scope';
import { groupByMeeting, groupByPerson, splitPersonal, type PersonGroup } from './group-by-person';
import { tasksDigest, type DigestSection } from './tasks-digest';

export type BoardView = 'board' | 'people';

export interface BoardDigestContext {
  scope: Scope;
  /** The filters in force, as the board says them ("meetings owned by …", "meeting “…”", a date range). */
  filters: readonly string[];
  /** The app's origin, for absolute links back to each meeting. */
  origin: string;
  now: number;
}

function notes({ filters, now }: BoardDigestContext, extra: string | null = null): (string | null)[] {
  return [`As of ${formatDate(new Date(now).toISOString()) ?? 'today'}${filters.length > 0 ? `, for ${filters.join(', ')}` : ''}.`, extra];
}

const meetingUrl =
  ({ scope, origin }: BoardDigestContext) =>
  (meetingId: string) => {
    const path = meetingLinks.meeting(scope, meetingId);
    return path && `${origin}${path}`;
  };

/** The by-person view's sections: in personal scope mine, owed to me, and nobody's; else everyone's. */
export function personSections(scope: Scope, open: readonly Task[]): DigestSection[] {
  if (scope === 'workspace') return [{ heading: null, people: groupByPerson(open) }];
  const split = splitPersonal(open);
  return [
    { heading: 'Assigned to me', meetings: groupByMeeting(split.mine) },
    { heading: 'Owed to me', people: groupByPerson(split.owed) },
    { heading: 'Not assigned to anyone', meetings: groupByMeeting(split.unassigned) },
  ];
}

export interface BoardDigestInput extends BoardDigestContext {
  view: BoardView;
  open: readonly Task[];
  completed: readonly Task[];
  /** Said under the title when the board has not loaded everything (more pages exist). */
  partial: string | null;
}

/** What the board shows under its filters, as Markdown: by person, then meeting. */
export function boardDigest(input: BoardDigestInput): string {
  const people = input.view === 'people';
  const where = input.scope === 'me' ? 'from my meetings' : 'in the workspace';
  return tasksDigest({
    title: people ? `Open action items ${where}, by person` : `Action items ${where}`,
    notes: notes(input, input.partial),
    sections: people
      ? personSections(input.scope, input.open)
      : [{ heading: null, people: groupByPerson([...input.open, ...input.completed]) }],
    meetingUrl: meetingUrl(input),
    now: input.now,
  });
}

/** One person's open items, for a one-to-one. */
export function personDigest(group: PersonGroup, context: BoardDigestContext): string {
  return tasksDigest({
    title: `Open action items: ${group.email && group.email !== group.label ? `${group.label} (${group.email})` : group.label}`,
    notes: notes(context),
    sections: [{ heading: null, meetings: group.meetings }],
    meetingUrl: meetingUrl(context),
    now: context.now,
  });
}

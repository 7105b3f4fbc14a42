import type { LoadedMeeting } from '@/features/meetings/api/loaded-meetings';
import type { MeetingHits } from '@/features/search/model/group-by-meeting';
import { formatDate } from '@/lib/dates/format';
import type { RecentMeeting } from '@/lib/session/recent-meetings';
import { meetingLinks } from '@/screens/meetings';
import { searchLinks } from '@/screens/search';
import { settingsLinks } from '@/screens/settings';
import { taskBoardScreen, taskLinks } from '@/screens/tasks';
import type { Scope } from '@/core/scope';
import { matchScreen } from '@/screens/screen-list';

/** Where an option leads: a URL of the app, or another dialog. */
export type PaletteTarget = { href: string } | { action: 'shortcuts' };

export interface PaletteOption {
  /** Unique among the options shown. */
  key: string;
  label: string;
  detail: string | null;
  target: PaletteTarget;
}

export interface PaletteGroup {
  name: string;
  options: PaletteOption[];
}

/** Every word typed is in the label, in any order and case. */
export function matchesText(label: string, text: string): boolean {
  const haystack = label.toLocaleLowerCase();
  return text
    .toLocaleLowerCase()
    .split(/\s+/)
    .every((word) => haystack.includes(word));
}

const SCOPE_NAMES: Record<Scope, string> = { me: 'Mine', workspace: 'Workspace' };
const MAX_MEETINGS = 8;
const MAX_RECENT_UNFILTERED = 5;

const meetingKey = (scope: Scope, id: string) => `meeting:${scope}:${id}`;

/** Null for a meeting no URL can open. */
function meetingOption(scope: Scope, id: string, title: string, detail: string | null, find?: string): PaletteOption | null {
  const where = scope === 'workspace' ? 'Workspace' : null;
  const href = meetingLinks.meeting(scope, id, { find });
  return href
    ? { key: meetingKey(scope, id), label: title, detail: [detail, where].filter(Boolean).join(' · ') || null, target: { href } }
    : null;
}

function screens(): PaletteOption[] {
  const screen = (key: string, label: string, href: string): PaletteOption => ({ key, label, detail: null, target: { href } });
  return [
    screen('screen:meetings:me', 'My meetings', meetingLinks.list('me')),
    screen('screen:meetings:workspace', 'Workspace meetings', meetingLinks.list('workspace')),
    screen('screen:tasks:me', 'My tasks', taskLinks.board('me')),
    screen('screen:tasks:workspace', 'Workspace tasks', taskLinks.board('workspace')),
    screen('screen:search', 'Search', searchLinks.search()),
    screen('screen:settings', 'Connect to your meetings', settingsLinks.settings()),
    { key: 'action:shortcuts', label: 'Keyboard shortcuts', detail: '?', target: { action: 'shortcuts' } },
  ];
}

/** The screen on view in the other scope, keeping the filters both scopes share (as its own scope switch does). */
function scopeSwitch(location: { pathname: string; search: string }): PaletteOption | null {
  const match = matchScreen(location.pathname);
  if (!match?.screen.scoped) return null;
  const { scope } = match;
  const other: Scope = scope === 'me' ? 'workspace' : 'me';
  const params = new URLSearchParams(location.search);
  const dates = { from: params.get('from'), to: params.get('to') };
  const tasks = match.screen === taskBoardScreen;
  const href = tasks
    ? taskLinks.board(other, { ...dates, meeting: params.get('meeting'), view: params.get('view') })
    : meetingLinks.list(other, dates);
  return {
    key: `scope:${other}`,
    label: `Switch to ${SCOPE_NAMES[other]}`,
    detail: `${other === 'me' ? 'My' : 'Workspace'} ${tasks ? 'tasks' : 'meetings'}`,
    target: { href },
  };
}

export interface PaletteSources {
  /** What is typed, as typed. */
  text: string;
  location: { pathname: string; search: string };
  recent: readonly RecentMeeting[];
  /** Meetings already in the query cache. */
  loaded: readonly LoadedMeeting[];
  /** Search API hits for `searched`, grouped by meeting. */
  found: readonly MeetingHits[];
  searched: string | null;
  /** Meetings waiting out their undo window or deleted: never offered. */
  hidden: ReadonlySet<string>;
}

/**
 * What the palette offers, in groups: meetings opened recently, screens, the scope switch, meetings
 * already loaded whose title matches (at once), then meetings the search API found (as it answers).
 * A meeting is offered once, in the first group that has it.
 */
export function paletteGroups({ text, location, recent, loaded, found, searched, hidden }: PaletteSources): PaletteGroup[] {
  const typed = text.trim();
  const seen = new Set<string>();
  const keep = (option: PaletteOption | null): option is PaletteOption =>
    option !== null && !seen.has(option.key) && (seen.add(option.key), true);
  const offered = (id: string) => !hidden.has(id);

  const recentOptions = recent
    .filter((meeting) => offered(meeting.id) && (!typed || matchesText(meeting.title, typed)))
    .slice(0, typed ? undefined : MAX_RECENT_UNFILTERED)
    .map((meeting) => meetingOption(meeting.scope, meeting.id, meeting.title, null))
    .filter(keep);
  const switchOption = scopeSwitch(location);
  const groups: PaletteGroup[] = [
    { name: 'Opened recently', options: recentOptions },
    { name: 'Go to', options: screens().filter((option) => !typed || matchesText(option.label, typed)) },
    { name: 'Scope', options: switchOption && (!typed || matchesText(switchOption.label, typed)) ? [switchOption] : [] },
  ];
  if (typed) {
    const byTitle = loaded
      .filter((meeting) => offered(meeting.id) && matchesText(meeting.title, typed))
      .map((meeting) => meetingOption(meeting.scope, meeting.id, meeting.title, formatDate(meeting.startTime)))
      .filter(keep)
      .slice(0, MAX_MEETINGS);
    groups.push({ name: 'Meetings', options: byTitle });
  }
  if (typed && searched) {
    const fromSearch = found
      .filter((hits): hits is MeetingHits & { meetingId: string } => hits.meetingId !== null && offered(hits.meetingId))
      .map((hits) => meetingOption('me', hits.meetingId, hits.title, hits.date, searched))
      .filter(keep)
      .slice(0, MAX_MEETINGS);
    groups.push({ name: 'From search', options: fromSearch });
  }
  return groups.filter((group) => group.options.length > 0);
}

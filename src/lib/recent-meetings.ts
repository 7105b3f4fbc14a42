import type { Scope } from './scope';

/**
 * Meetings opened in this tab, newest first, for the command palette. Titles are private: they are
 * kept in this tab's sessionStorage (or, where storage is refused, in memory), never in
 * localStorage, and forgotten with the API key.
 */
export interface RecentMeeting {
  scope: Scope;
  id: string;
  title: string;
}

const STORAGE_KEY = 'meetings-dashboard.recent-meetings';
const KEEP = 8;

let memory: RecentMeeting[] = [];

function isRecentMeeting(value: unknown): value is RecentMeeting {
  const entry = value as Partial<RecentMeeting> | null;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    (entry.scope === 'me' || entry.scope === 'workspace') &&
    typeof entry.id === 'string' &&
    typeof entry.title === 'string'
  );
}

export function recentMeetings(): RecentMeeting[] {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? 'null');
    if (stored === null) return memory;
    return Array.isArray(stored) ? stored.filter(isRecentMeeting).slice(0, KEEP) : [];
  } catch {
    return memory;
  }
}

function store(entries: RecentMeeting[]): void {
  memory = entries;
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(entries));
  } catch {
    // Storage refused (privacy settings, full): memory keeps them for as long as the page.
  }
}

/** A meeting was opened: it goes to the front. */
export function rememberMeeting(meeting: RecentMeeting): void {
  const others = recentMeetings().filter((entry) => entry.id !== meeting.id || entry.scope !== meeting.scope);
  store([meeting, ...others].slice(0, KEEP));
}

export function forgetRecentMeetings(): void {
  memory = [];
  try {
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // nothing stored
  }
}

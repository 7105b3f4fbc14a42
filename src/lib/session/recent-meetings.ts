import type { Scope } from '@/core/scope';

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

/** Where storage is refused, the list lives here (for as long as the page). */
let memory: RecentMeeting[] | null = null;

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
  if (memory !== null) return memory;
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? 'null');
    return Array.isArray(stored) ? stored.filter(isRecentMeeting).slice(0, KEEP) : [];
  } catch {
    // Unreadable (refused, or not ours): nothing opened recently.
    return [];
  }
}

function store(entries: RecentMeeting[]): void {
  if (memory !== null) {
    memory = entries;
    return;
  }
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(entries));
  } catch {
    // Storage refused (privacy settings, full): memory keeps them for as long as the page.
    memory = entries;
  }
}

/** A meeting was opened: it goes to the front. */
export function rememberMeeting(meeting: RecentMeeting): void {
  const others = recentMeetings().filter((entry) => entry.id !== meeting.id || entry.scope !== meeting.scope);
  store([meeting, ...others].slice(0, KEEP));
}

export function forgetRecentMeetings(): void {
  if (memory !== null) memory = [];
  try {
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // nothing stored
  }
}

import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { MeetingSummary } from '@/api/schemas/meeting';
import { expect } from 'vitest';
import { apiKeyStore } from '@/lib/session/api-key-store';
import { createQueryClient } from '@/lib/query/query-client';
import { createLibrarySync } from '@/library/sync/library-sync';
import { server } from '@/mocks/node/test-server';

/** A meeting as the stand-in API serves it (list row and details from one record). */
export interface ApiMeeting {
  id: string;
  title: string;
  startTime: string;
  transcript: string | null;
  summary: string | null;
  /** The calendar event it is an instance of (a series), its action items and its tags: none unless given. */
  calendarEventId?: string;
  tasks?: { content: string; completed: boolean; assignee?: { name: string; email: string } }[];
  tags?: string[];
}

/**
 * A small API for the library's tests, at the network edge: each scope's meetings (newest first, in
 * pages of `pageSize`), each meeting's details, changed by the test between syncs. `failing` names
 * meetings whose details answer 422.
 */
export function libraryApi({ me, workspace = [], pageSize = 2 }: { me: ApiMeeting[]; workspace?: ApiMeeting[]; pageSize?: number }) {
  const lists = { me: [...me], workspace: [...workspace] };
  const failing = new Set<string>();
  const row = (m: ApiMeeting) => ({
    id: m.id,
    title: m.title,
    startTime: m.startTime,
    endTime: null,
    calendarEventId: m.calendarEventId ?? null,
  });
  const find = (id: string) => [...lists.me, ...lists.workspace].find((m) => m.id === id);
  server.use(
    http.get('*/v1/:scope/meetings', ({ params, request }) => {
      const list = params.scope === 'workspace' ? lists.workspace : lists.me;
      const at = Number(new URL(request.url).searchParams.get('cursor') ?? 0);
      const next = at + pageSize < list.length ? String(at + pageSize) : null;
      return HttpResponse.json({ meetings: list.slice(at, at + pageSize).map(row), nextCursor: next });
    }),
    http.get('*/v1/:scope/meetings/:id', ({ params }) => {
      const id = String(params.id);
      const meeting = find(id);
      if (!meeting) return HttpResponse.json({ message: 'Not found' }, { status: 404 });
      if (failing.has(id)) return HttpResponse.json({ message: 'Cannot read this one' }, { status: 422 });
      return HttpResponse.json({
        ...row(meeting),
        transcript: meeting.transcript,
        summary: meeting.summary === null ? null : { markdown: meeting.summary },
        tasks: meeting.tasks ?? [],
        tags: (meeting.tags ?? []).map((name) => ({ name })),
      });
    }),
  );
  return {
    lists,
    failing,
    /** Changes a meeting in every list it is in. */
    change(id: string, change: Partial<ApiMeeting>) {
      for (const list of [lists.me, lists.workspace]) {
        const index = list.findIndex((m) => m.id === id);
        if (index >= 0) list[index] = { ...list[index]!, ...change };
      }
    },
    remove(id: string) {
      for (const list of [lists.me, lists.workspace]) {
        const index = list.findIndex((m) => m.id === id);
        if (index >= 0) list.splice(index, 1);
      }
    },
  };
}

/** `count` meetings, newest first, a day apart from `newest`, each with a transcript and summary. */
export function meetings(prefix: string, count: number, newest = Date.parse('2026-11-20T10:00:00Z')): ApiMeeting[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `${prefix}${i + 1}`,
    title: `${prefix} meeting ${i + 1}`,
    startTime: new Date(newest - i * 86_400_000).toISOString(),
    transcript: `Ada: We spoke about item ${i + 1}.`,
    summary: `Summary of ${prefix}${i + 1}`,
  }));
}

/**
 * A copy of the key's meetings kept on an earlier visit (by another tab, gone since: its sync is
 * disposed with it), synced to its end from whatever the stand-in API serves now.
 */
export async function keepCopyOf(key: string): Promise<void> {
  apiKeyStore.save(key, 'session');
  const earlier = createLibrarySync({ client: createQueryClient({ defaultOptions: { queries: { retry: false } } }), key });
  earlier.start();
  await waitFor(() => expect(earlier.getView().lastSyncAt).not.toBeNull());
  earlier.dispose();
}

/** A list's row as the API's answer reads (every field readable), for what the copy keeps and plans from. */
export const summary = (id: string, startTime: string | null, title = id): MeetingSummary => ({
  id,
  title,
  generatedTitle: null,
  startTime,
  endTime: null,
  calendarEventId: null,
  userId: null,
  unreadable: [],
});

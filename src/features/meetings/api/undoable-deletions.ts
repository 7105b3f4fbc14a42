import { MutationObserver, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { Scope } from '@/api/operations';
import type { NotificationInput } from '@/components/notifications';
import { deleteMeetingMutationOptions } from './delete-meeting';
import { removeMeetingFromLists } from './meeting-cache';
import { meetingQueries } from './meeting-queries';

export const UNDO_WINDOW_MS = 5_000;

export interface MeetingToDelete {
  scope: Scope;
  meetingId: string;
  title: string;
}

interface Pending {
  meeting: MeetingToDelete;
  snapshot: [QueryKey, unknown][];
  timer: ReturnType<typeof setTimeout>;
  noticeId: number;
}

interface Notifier {
  notify: (notification: NotificationInput) => number;
  dismiss: (id: number) => void;
}

/**
 * Delete with undo: the meeting leaves every cached list at once, and only when the undo window ends
 * is exactly one DELETE sent. Undo sends nothing. A failed DELETE puts the meeting back. Lives above
 * the routes, because the user is back on the list while the countdown runs.
 */
export function createUndoableDeletions(queryClient: QueryClient, { notify, dismiss }: Notifier) {
  const pending = new Map<string, Pending>();

  const restore = (snapshot: Pending['snapshot']) => {
    for (const [key, data] of snapshot) queryClient.setQueryData(key, data);
  };

  async function commit(meetingId: string, keepalive = false): Promise<void> {
    const entry = pending.get(meetingId);
    if (!entry) return;
    pending.delete(meetingId);
    clearTimeout(entry.timer);
    dismiss(entry.noticeId);
    const { meeting } = entry;
    try {
      const observer = new MutationObserver(queryClient, deleteMeetingMutationOptions(queryClient));
      const result = await observer.mutate({ scope: meeting.scope, meetingId, keepalive });
      notify({ tone: 'success', message: result.message?.trim() || `“${meeting.title}” was deleted.` });
    } catch (error) {
      restore(entry.snapshot);
      const reason = error instanceof Error ? error.message : 'unknown error';
      notify({ tone: 'error', message: `Could not delete “${meeting.title}”: ${reason} It is back in the list.` });
    }
  }

  function undo(meetingId: string): void {
    const entry = pending.get(meetingId);
    if (!entry) return;
    pending.delete(meetingId);
    clearTimeout(entry.timer);
    dismiss(entry.noticeId);
    restore(entry.snapshot);
    notify({ tone: 'info', message: `“${entry.meeting.title}” was not deleted.` });
  }

  async function schedule(meeting: MeetingToDelete): Promise<void> {
    if (pending.has(meeting.meetingId)) return;
    // A list response arriving now would bring the meeting back on screen.
    await queryClient.cancelQueries({ queryKey: meetingQueries.lists() });
    const snapshot = queryClient.getQueriesData({ queryKey: meetingQueries.lists() });
    removeMeetingFromLists(queryClient, meeting.meetingId);
    const noticeId = notify({
      message: `“${meeting.title}” will be deleted in ${UNDO_WINDOW_MS / 1000} seconds.`,
      countdownTo: Date.now() + UNDO_WINDOW_MS,
      action: { label: 'Undo', onAction: () => undo(meeting.meetingId) },
    });
    const timer = setTimeout(() => void commit(meeting.meetingId), UNDO_WINDOW_MS);
    pending.set(meeting.meetingId, { meeting, snapshot, timer, noticeId });
  }

  /** The page is going away: send what is pending now, with keepalive so it survives the page. */
  function flush(): void {
    for (const meetingId of [...pending.keys()]) void commit(meetingId, true);
  }

  /** Unmounting (not leaving the page): stop the timers without sending anything. */
  function dispose(): void {
    for (const entry of pending.values()) clearTimeout(entry.timer);
    pending.clear();
  }

  return { schedule, undo, flush, dispose, isPending: (meetingId: string) => pending.has(meetingId) };
}

export type UndoableDeletions = ReturnType<typeof createUndoableDeletions>;

import type { Scope } from '@/core/scope';
import type { NotificationsApi } from '@/components/notification';
import { sentence } from '@/components/sentence';
import { markAccepted } from './accepted-deletions';
import type { HiddenMeetings } from './hidden-meetings';

export const UNDO_WINDOW_MS = 5_000;
/** After a pause, the countdown resumes with at least this long, so the notice does not vanish at once. */
const RESUME_AT_LEAST_MS = 3_000;

export interface MeetingToDelete {
  scope: Scope;
  meetingId: string;
  title: string;
}

/**
 * Sends the DELETE (`keepalive` when the page is going away): send-deletion.ts. `accepted`: the
 * service accepted it (202) and will delete the meeting later.
 */
export type SendDeletion = (keepalive: boolean) => Promise<{ message?: string | null; accepted: boolean }>;

interface Pending {
  meeting: MeetingToDelete;
  send: SendDeletion;
  timer: ReturnType<typeof setTimeout> | null;
  deadline: number;
  /** Left of the window while paused. */
  remaining: number;
  noticeId: number;
  /** The DELETE is on its way: too late to undo, and never sent twice. */
  sent: boolean;
  /** Takes the user back to the meeting, if they are still where deleting it left them. */
  onUndo: (() => void) | undefined;
}

/**
 * Delete with undo. A pending meeting is hidden from every list at once (lists filter the hidden
 * ids, including lists fetched during the countdown); only when the window ends is exactly one DELETE
 * sent. Undo, or a failed DELETE, just un-hides it: no cached list is rewritten until the server has
 * deleted the meeting. Lives above the routes, because the user is back on a list meanwhile.
 */
export function createUndoableDeletions(hidden: HiddenMeetings, { notify, update, dismiss }: NotificationsApi) {
  const pending = new Map<string, Pending>();
  /**
   * Deleted in this session. Lists keep hiding these too: a list response the server computed before
   * the DELETE can arrive after it, and must not bring the meeting back.
   */
  const deleted = new Set<string>();
  const changed = () => hidden.set(pending.keys(), deleted);

  // One sentence with one number in it, which counts down.
  const countdown = (title: string, to: number) => ({
    to,
    say: (seconds: number) =>
      seconds === 1 ? sentence`“${title}” will be deleted in 1 second.` : sentence`“${title}” will be deleted in ${seconds} seconds.`,
  });

  function arm(meetingId: string, entry: Pending, ms: number) {
    entry.deadline = Date.now() + ms;
    entry.timer = setTimeout(() => void commit(meetingId), ms);
  }

  async function commit(meetingId: string, keepalive = false): Promise<void> {
    const entry = pending.get(meetingId);
    if (!entry || entry.sent) return;
    entry.sent = true;
    if (entry.timer) clearTimeout(entry.timer);
    dismiss(entry.noticeId);
    const { meeting } = entry;
    try {
      // On success the meeting leaves every cached list; it stays hidden too.
      const result = await entry.send(keepalive);
      if (result.accepted) {
        // Not deleted yet: listed, marked, until the service has; never sent again by itself.
        markAccepted(hidden, meetingId);
        notify({
          tone: 'info',
          message: sentence`The service accepted the deletion of “${meeting.title}”: it will be deleted shortly, and is marked in the list until then.`,
        });
        return;
      }
      deleted.add(meetingId);
      notify({ tone: 'success', message: result.message ? sentence`${result.message}` : sentence`“${meeting.title}” was deleted.` });
    } catch (error) {
      const reason = error instanceof Error ? error.message : 'unknown error';
      notify({ tone: 'error', message: sentence`Could not delete “${meeting.title}”: ${reason} It is back in the list.` });
    } finally {
      pending.delete(meetingId);
      changed();
    }
  }

  function undo(meetingId: string): void {
    const entry = pending.get(meetingId);
    if (!entry || entry.sent) return;
    if (entry.timer) clearTimeout(entry.timer);
    pending.delete(meetingId);
    changed();
    dismiss(entry.noticeId);
    notify({ tone: 'info', message: sentence`“${entry.meeting.title}” was not deleted.` });
    entry.onUndo?.();
  }

  /** While the notice has the pointer or focus, the countdown waits (people need time to reach Undo). */
  function hold(meetingId: string, held: boolean): void {
    const entry = pending.get(meetingId);
    if (!entry || entry.sent) return;
    if (held && entry.timer) {
      clearTimeout(entry.timer);
      entry.timer = null;
      entry.remaining = Math.max(RESUME_AT_LEAST_MS, entry.deadline - Date.now());
      update(entry.noticeId, {
        countdown: undefined,
        message: sentence`“${entry.meeting.title}” will be deleted when you leave this notice.`,
      });
    } else if (!held && !entry.timer) {
      arm(meetingId, entry, entry.remaining);
      const resumed = countdown(entry.meeting.title, entry.deadline);
      update(entry.noticeId, { countdown: resumed, message: resumed.say(Math.ceil(entry.remaining / 1000)) });
    }
  }

  function schedule(meeting: MeetingToDelete, send: SendDeletion, onUndo?: () => void): void {
    if (pending.has(meeting.meetingId)) return;
    const entry: Pending = { meeting, send, timer: null, deadline: 0, remaining: UNDO_WINDOW_MS, noticeId: 0, sent: false, onUndo };
    pending.set(meeting.meetingId, entry);
    arm(meeting.meetingId, entry, UNDO_WINDOW_MS);
    const counting = countdown(meeting.title, entry.deadline);
    entry.noticeId = notify({
      message: counting.say(UNDO_WINDOW_MS / 1000),
      countdown: counting,
      action: { label: 'Undo', onAction: () => undo(meeting.meetingId) },
      // Keyboard and screen-reader users get to Undo without a trip through the page.
      focusAction: true,
      onHold: (held) => hold(meeting.meetingId, held),
      // The countdown goes on without its notice (the DELETE is sent when it ends). Closing
      // also ends a pause: nothing else would resume it, the notice that paused it being gone.
      onDismiss: () => hold(meeting.meetingId, false),
    });
    changed();
  }

  /** The page is going away: send what is pending now, with keepalive so it survives the page. */
  function flush(): void {
    for (const meetingId of [...pending.keys()]) void commit(meetingId, true);
  }

  /** Unmounting (not leaving the page): stop the timers without sending anything. */
  function dispose(): void {
    for (const entry of pending.values()) if (entry.timer) clearTimeout(entry.timer);
    pending.clear();
  }

  return { schedule, undo, flush, dispose };
}

export type UndoableDeletions = ReturnType<typeof createUndoableDeletions>;

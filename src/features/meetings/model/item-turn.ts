import type { Meeting } from '@/api/schemas/meeting';
import { parseTranscript, type TranscriptTurn } from './parse-transcript';

const fold = (text: string) =>
  text
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[.!?…]+$/, '')
    .trim();

/** Below this an item's words ("Call Bo") turn up in too many turns to say which one it was said in. */
const MIN_CHARS = 12;

/**
 * The turn where an action item was said, numbered from 1 as `?turn=` links name it: the first turn
 * whose text holds the item's text (case and spacing aside); null when the transcript does not show
 * it, which is usual: the service words items itself.
 */
export function turnOfItem(item: string | null, turns: readonly TranscriptTurn[]): number | null {
  const wanted = fold(item ?? '');
  if (wanted.length < MIN_CHARS) return null;
  const index = turns.findIndex((turn) => fold(turn.text).includes(wanted));
  return index < 0 ? null : index + 1;
}

const known = new WeakMap<Meeting, ReadonlyMap<string, number>>();

/**
 * Each of a meeting's items (by its text) and the turn it was said in, where the transcript shows it.
 * Once per meeting read: a series page renders many times as its meetings arrive, and a transcript
 * can be 25,000 lines.
 */
export function itemTurns(meeting: Meeting): ReadonlyMap<string, number> {
  const cached = known.get(meeting);
  if (cached) return cached;
  const turns = meeting.transcript ? parseTranscript(meeting.transcript) : [];
  const found = new Map<string, number>();
  for (const task of meeting.tasks) {
    const turn = task.content ? turnOfItem(task.content, turns) : null;
    if (task.content && turn !== null) found.set(task.content, turn);
  }
  known.set(meeting, found);
  return found;
}

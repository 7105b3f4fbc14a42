import type { Meeting } from '@/api/schemas/meeting';
import { readDateTime } from '@/core/date-time';
import { displayTitle } from '@/lib/dates/format';
import { emailKey, isUnidentifiedSpeaker, nameKey } from '@/lib/people/person-names';
import { turnOfItem } from '@/features/meetings/model/item-turn';
import { parseTranscript } from '@/features/meetings/model/parse-transcript';
import { speakerStats } from '@/features/meetings/model/speaker-stats';
import { whoSpoke, type PersonRef } from '@/features/meetings/model/speaker-matching';

/** An action item as People shows it: with the turn it was said in, where the transcript shows it. */
export interface PersonItem {
  content: string | null;
  completed: boolean;
  turn: number | null;
}

/** One person in one meeting, as that meeting names them (an invitee, a participant, a speaker, an assignee). */
export interface Appearance {
  /** The names it used, as written (trimmed); the first is the fullest. */
  names: string[];
  /** Its address, compared form (lower case); null without one. */
  email: string | null;
  invited: boolean;
  /** The invitee's answer as the calendar sent it (`accepted`, `declined`, …); null when not invited or unanswered. */
  rsvp: string | null;
  participant: boolean;
  /** Turns and words spoken under labels matched to this person. */
  turns: number;
  words: number;
  /** A voice nobody identified ("Speaker 2"): never the same person as anyone in another meeting. */
  unnamed: boolean;
  items: PersonItem[];
}

/** What People keeps of a meeting: little, so that 5,000 meetings' transcripts need not stay in memory. */
export interface MeetingPeople {
  id: string;
  title: string;
  startTime: string | null;
  /** `startTime` in ms; null when unknown. */
  start: number | null;
  /** The meeting's owner's address (the key's owner, in personal scope). */
  ownerEmail: string | null;
  /** Words spoken by named speakers, as the meeting page's shares count them. */
  words: number;
  appearances: Appearance[];
}

const text = (value: string | null | undefined) => value?.trim() || null;

function emptyAppearance(): Appearance {
  return { names: [], email: null, invited: false, rsvp: null, participant: false, turns: 0, words: 0, unnamed: false, items: [] };
}

/**
 * The meeting's people, each once: an invitee who joined is one appearance; a speaker is the person
 * "who spoke" matches (meetings/model/speaker-matching.ts); an assignee is matched by address, else
 * by name, else is one more appearance.
 */
function extract(meeting: Meeting, id: string): MeetingPeople {
  const invitees = meeting.event?.attendees ?? [];
  const refs: PersonRef[] = [...meeting.participants, ...invitees].map((p) => ({ name: text(p.name), email: text(p.email) }));
  const turns = meeting.transcript ? parseTranscript(meeting.transcript) : [];
  const stats = speakerStats(turns);
  const spoke = whoSpoke(meeting.participants, invitees, stats);
  const wordsOf = new Map(stats.map((s) => [s.name, s.words]));
  const appearances: Appearance[] = [];
  const byEmail = new Map<string, Appearance>();
  const byName = new Map<string, Appearance>();
  const add = (ref: PersonRef): Appearance | null => {
    const email = emailKey(ref.email);
    const name = ref.name ? nameKey(ref.name) : '';
    if (!email && !name) return null;
    let found = email ? byEmail.get(email) : undefined;
    // The same name with another address is another person.
    if (!found && name) {
      const same = byName.get(name);
      if (same && (!email || same.email === null)) found = same;
    }
    if (!found) {
      found = emptyAppearance();
      appearances.push(found);
    }
    if (email && !found.email) {
      found.email = email;
      byEmail.set(email, found);
    }
    if (name && ref.name) {
      if (!found.names.includes(ref.name)) found.names.push(ref.name);
      if (!byName.has(name)) byName.set(name, found);
    }
    return found;
  };
  const presences = [...spoke.participants, ...spoke.invitees];
  const counted = new Set<string>();
  refs.forEach((ref, index) => {
    const appearance = add(ref);
    if (!appearance) return;
    if (index < meeting.participants.length) appearance.participant = true;
    else {
      const invitee = invitees[index - meeting.participants.length];
      appearance.invited = true;
      appearance.rsvp ??= text(invitee?.responseStatus);
    }
    // One person may be both a participant and an invitee: their labels are counted once.
    for (const label of presences[index]?.labels ?? []) {
      if (counted.has(label)) continue;
      counted.add(label);
      appearance.turns += stats.find((s) => s.name === label)?.turns ?? 0;
      appearance.words += wordsOf.get(label) ?? 0;
    }
  });
  for (const other of spoke.others) {
    const appearance = other.unidentified ? emptyAppearance() : add({ name: other.label, email: null });
    if (!appearance) continue;
    if (other.unidentified) {
      appearance.unnamed = true;
      appearance.names.push(other.label);
      appearances.push(appearance);
    }
    appearance.turns += other.turns;
    appearance.words += wordsOf.get(other.label) ?? 0;
  }
  for (const task of meeting.tasks) {
    const assignee = task.assignee;
    if (!assignee) continue;
    const name = text(assignee.name);
    // "Speaker 2" as an assignee is nobody anyone can follow up with.
    if (name && !emailKey(assignee.email) && isUnidentifiedSpeaker(name)) continue;
    const appearance = add({ name, email: text(assignee.email) });
    appearance?.items.push({ content: task.content, completed: task.completed === true, turn: turnOfItem(task.content, turns) });
  }
  const start = readDateTime(meeting.startTime)?.getTime() ?? null;
  return {
    id,
    title: displayTitle(meeting),
    startTime: start === null ? null : meeting.startTime,
    start,
    ownerEmail: emailKey(meeting.user?.email),
    words: stats.reduce((sum, s) => sum + s.words, 0),
    appearances,
  };
}

const known = new WeakMap<Meeting, MeetingPeople>();

/** A meeting's people, worked out once per meeting read (a transcript can be 25,000 lines). */
export function meetingPeople(meeting: Meeting, id: string): MeetingPeople {
  let found = known.get(meeting);
  if (!found || found.id !== id) known.set(meeting, (found = extract(meeting, id)));
  return found;
}

import { emailKey, isUnidentifiedSpeaker, localPartName, nameKey, nameWords, wordsFit } from '@/lib/people/person-names';
import type { SpeakerStat } from './speaker-stats';

/**
 * Who of a meeting's participants and invitees spoke, from the transcript's speaker labels. The rule
 * (names and addresses compare as `lib/people/person-names.ts` says):
 *
 * - A label that is an e-mail address matches that address (any case). A name also matches an
 *   address's local part read as a name: "Alex Morgan" is alex.morgan@…, "marcus" is marcus@….
 * - "Speaker 2", "Unknown speaker", "Guest 3" and the like are voices the note-taker could not
 *   identify: they match nobody.
 * - A partial name ("Alex", "Morgan", "Alex M") matches a person whose name has all its words (a
 *   one-letter word as an initial), and the other way round ("Alex" invited, "Alex Morgan" speaking),
 *   but only when exactly one person of the meeting fits. Two people who fit equally match neither:
 *   a wrong "spoke" is worse than an unknown one.
 * - A participant and an invitee with the same address, or the same name where an address does not
 *   tell them apart, are one person.
 */

export interface PersonRef {
  name: string | null;
  email: string | null;
}

interface Identity {
  names: Set<string>;
  emails: Set<string>;
  turns: number;
  labels: string[];
}

function identitiesOf(people: readonly PersonRef[]): { identities: Identity[]; ofPerson: (Identity | null)[] } {
  const identities: Identity[] = [];
  const byEmail = new Map<string, Identity>();
  const byName = new Map<string, Identity>();
  const ofPerson = people.map((person) => {
    const email = emailKey(person.email);
    const name = person.name ? nameKey(person.name) : '';
    if (!email && !name) return null;
    let identity = email ? byEmail.get(email) : undefined;
    if (!identity && name) {
      const sameName = byName.get(name);
      // The same name with another address is another person.
      if (sameName && (!email || sameName.emails.size === 0)) identity = sameName;
    }
    if (!identity) {
      identity = { names: new Set(), emails: new Set(), turns: 0, labels: [] };
      identities.push(identity);
    }
    if (email) {
      identity.emails.add(email);
      identity.names.add(localPartName(email));
      byEmail.set(email, identity);
    }
    if (name) {
      identity.names.add(name);
      if (!byName.has(name)) byName.set(name, identity);
    }
    return identity;
  });
  return { identities, ofPerson };
}

function partlyNamed(identity: Identity, words: readonly string[]): boolean {
  return [...identity.names].some((name) => {
    const parts = nameWords(name);
    return parts.length > 0 && (wordsFit(words, parts) || wordsFit(parts, words));
  });
}

/** The one person a speaker label stands for, or null (unidentified, unknown, or ambiguous). */
function matchLabel(label: string, identities: readonly Identity[]): Identity | null {
  if (isUnidentifiedSpeaker(label)) return null;
  const email = emailKey(label);
  const name = email ? localPartName(email) : nameKey(label);
  const exact = identities.filter((identity) => (email !== null && identity.emails.has(email)) || identity.names.has(name));
  if (exact.length > 0) return exact.length === 1 ? (exact[0] ?? null) : null;
  const words = nameWords(name);
  const partial = identities.filter((identity) => partlyNamed(identity, words));
  return partial.length === 1 ? (partial[0] ?? null) : null;
}

export interface Presence {
  /** Turns spoken under any label matched to this person; 0: did not speak. */
  turns: number;
  /** The transcript's labels for this person (e.g. "Alex" and "Alex Morgan"). */
  labels: string[];
  /** Among the calendar invitees (a participant may have joined uninvited). */
  invited: boolean;
}

export interface OtherSpeaker {
  label: string;
  turns: number;
  /** "Speaker 2" and the like. */
  unidentified: boolean;
}

export interface WhoSpoke {
  /** Per participant, in order; null when the person has neither a name nor an address. */
  participants: (Presence | null)[];
  /** Per calendar invitee, in order; null as above. */
  invitees: (Presence | null)[];
  /** Speakers matched to nobody listed, most turns first. */
  others: OtherSpeaker[];
}

/** Matches the transcript's speakers with the meeting's participants and invitees (rule above). */
export function whoSpoke(participants: readonly PersonRef[], invitees: readonly PersonRef[], speakers: readonly SpeakerStat[]): WhoSpoke {
  const { identities, ofPerson } = identitiesOf([...participants, ...invitees]);
  const others: OtherSpeaker[] = [];
  for (const speaker of speakers) {
    const identity = matchLabel(speaker.name, identities);
    if (identity) {
      identity.turns += speaker.turns;
      identity.labels.push(speaker.name);
    } else {
      others.push({ label: speaker.name, turns: speaker.turns, unidentified: isUnidentifiedSpeaker(speaker.name) });
    }
  }
  const invited = new Set(ofPerson.slice(participants.length));
  const presence = (identity: Identity | null): Presence | null =>
    identity ? { turns: identity.turns, labels: identity.labels, invited: invited.has(identity) } : null;
  return {
    participants: ofPerson.slice(0, participants.length).map(presence),
    invitees: ofPerson.slice(participants.length).map(presence),
    others,
  };
}

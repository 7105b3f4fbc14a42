import { emailKey, localPartName, nameKey, nameWords, wordsFit } from '@/lib/people/person-names';
import type { Steps } from '@/lib/scheduling/sliced-work';
import type { Appearance, MeetingPeople } from './meeting-people';

/**
 * One person, one row: the appearances of every meeting read, joined across spellings.
 *
 * 1. The same address (any case) is one person, whatever names it comes with.
 * 2. A name without an address joins the one address that came with that name (case, accents and
 *    punctuation aside, or read from the address: "priya.natarajan@…"); with none it is a person of
 *    its own; with two or more it joins neither (two people share the name).
 * 3. A shorter name ("Priya N.", "Priya") joins the one person whose name has all its words (an
 *    initial standing for a word), and only when exactly one person of all those read fits.
 * 4. Voices nobody identified ("Speaker 2") join nobody, in their meeting or any other: they are
 *    left out of People.
 * 5. A spelling the user separated by hand joins nothing and nothing joins it.
 */

export type MergeReason = 'same-email' | 'same-name' | 'short-name';

/** Another spelling a person appears as, and why it is taken for them. */
export interface AlsoAppearsAs {
  label: string;
  reason: MergeReason;
  /** The spelling's id, to separate it by hand; null when it cannot be (it shares the person's address). */
  variant: string | null;
}

/** A person in one meeting (their appearances under each spelling, taken together). */
export interface PersonMeeting {
  meeting: MeetingPeople;
  appearance: Appearance;
}

export interface Person {
  /** Stable while the same spellings are read: the id of the spelling the person is built on (`e:` an address, `n:` a name). */
  key: string;
  /** Every spelling's id joined into this person: a link to any of them finds the person. */
  variants: string[];
  name: string;
  email: string | null;
  /** The address's domain, for grouping by organisation; null without an address. */
  domain: string | null;
  alsoAppearsAs: AlsoAppearsAs[];
  /** Oldest first. */
  meetings: PersonMeeting[];
  /** Has the address of a meeting's owner (in personal scope: the key's owner). */
  isOwner: boolean;
}

export interface PeopleChoices {
  /** Spellings (their ids) the user said are not who they were joined with. */
  separate: ReadonlySet<string>;
}

export const NO_PEOPLE_CHOICES: PeopleChoices = { separate: new Set() };

export interface MatchedPeople {
  people: Person[];
  /** Voices nobody identified, counted over the meetings read (each one per meeting). */
  unnamedVoices: number;
}

interface Variant {
  id: string;
  email: string | null;
  /** Raw names and how often each was seen. */
  names: Map<string, number>;
  /** Compared names (and, for an address, its local part read as a name). */
  keys: Set<string>;
  seen: PersonMeeting[];
  /** The variant it joined, and why (null: it stands on its own). */
  joined: { to: Variant; reason: MergeReason } | null;
}

/**
 * Compared forms, each worked out once per matching: the same few hundred names and addresses recur
 * across thousands of meetings, and comparing a name (accents, case, punctuation) is most of the cost.
 */
interface Compare {
  name: (text: string) => string;
  email: (text: string | null) => string | null;
}

function comparing(): Compare {
  const names = new Map<string, string>();
  const emails = new Map<string, string | null>();
  return {
    name: (text) => {
      let key = names.get(text);
      if (key === undefined) names.set(text, (key = nameKey(text)));
      return key;
    },
    email: (text) => {
      if (text === null) return null;
      let key = emails.get(text);
      if (key === undefined) emails.set(text, (key = emailKey(text)));
      return key;
    },
  };
}

function variantOf(appearance: Appearance, compare: Compare): { id: string; email: string | null; key: string } | null {
  const email = compare.email(appearance.email);
  if (email) return { id: `e:${email}`, email, key: '' };
  const key = appearance.names[0] ? compare.name(appearance.names[0]) : '';
  return key ? { id: `n:${key}`, email: null, key } : null;
}

const root = (variant: Variant): Variant => (variant.joined ? root(variant.joined.to) : variant);

/** The one element of a set of candidates, or null for none or several. */
function only<T>(candidates: ReadonlySet<T> | undefined): T | null {
  if (!candidates || candidates.size !== 1) return null;
  const [one] = candidates;
  return one ?? null;
}

function mostUsedName(variants: readonly Variant[], compare: Compare): string | null {
  let best: { name: string; count: number; words: number } | null = null;
  for (const variant of variants) {
    for (const [name, count] of variant.names) {
      const words = nameWords(compare.name(name)).length;
      if (!best || count > best.count || (count === best.count && words > best.words)) best = { name, count, words };
    }
  }
  return best?.name ?? null;
}

function merged(seen: readonly PersonMeeting[]): PersonMeeting[] {
  const byMeeting = new Map<string, PersonMeeting>();
  for (const { meeting, appearance } of seen) {
    const found = byMeeting.get(meeting.id);
    if (!found) {
      byMeeting.set(meeting.id, { meeting, appearance });
      continue;
    }
    const a = found.appearance;
    found.appearance = {
      names: [...a.names, ...appearance.names.filter((n) => !a.names.includes(n))],
      email: a.email ?? appearance.email,
      invited: a.invited || appearance.invited,
      rsvp: a.rsvp ?? appearance.rsvp,
      participant: a.participant || appearance.participant,
      turns: a.turns + appearance.turns,
      words: a.words + appearance.words,
      unnamed: false,
      items: [...a.items, ...appearance.items],
    };
  }
  return [...byMeeting.values()].sort((x, y) => (x.meeting.start ?? -Infinity) - (y.meeting.start ?? -Infinity));
}

/** Everyone in the meetings read, joined by the rules above. A generator that may pause after each meeting, spelling and person (runSliced). */
export function* matchPeople(meetings: readonly MeetingPeople[], choices: PeopleChoices = NO_PEOPLE_CHOICES): Steps<MatchedPeople> {
  const variants = new Map<string, Variant>();
  const owners = new Set<string>();
  let unnamedVoices = 0;
  const compare = comparing();
  for (const meeting of meetings) {
    if (meeting.ownerEmail) owners.add(meeting.ownerEmail);
    for (const appearance of meeting.appearances) {
      if (appearance.unnamed) {
        unnamedVoices += 1;
        continue;
      }
      const of = variantOf(appearance, compare);
      if (!of) continue;
      let variant = variants.get(of.id);
      if (!variant) {
        variant = { id: of.id, email: of.email, names: new Map(), keys: new Set(), seen: [], joined: null };
        if (of.email) {
          const local = localPartName(of.email);
          if (nameWords(local).length > 1) variant.keys.add(local);
        } else variant.keys.add(of.key);
        variants.set(of.id, variant);
      }
      for (const name of appearance.names) {
        variant.names.set(name, (variant.names.get(name) ?? 0) + 1);
        if (of.email) variant.keys.add(compare.name(name));
      }
      variant.seen.push({ meeting, appearance });
    }
    yield;
  }

  // 2. A name joins the one address that came with it.
  const addressesByName = new Map<string, Set<Variant>>();
  for (const variant of variants.values()) {
    if (!variant.email || choices.separate.has(variant.id)) continue;
    for (const key of variant.keys) {
      const set = addressesByName.get(key) ?? new Set();
      addressesByName.set(key, set.add(variant));
    }
  }
  yield;
  const nameOnly = [...variants.values()].filter((v) => !v.email && !choices.separate.has(v.id));
  for (const variant of nameOnly) {
    const key = [...variant.keys][0] ?? '';
    const to = only(addressesByName.get(key));
    if (to) variant.joined = { to, reason: 'same-name' };
  }
  yield;

  // 3. A shorter name joins the one person it fits, among the people standing on their own.
  const byWord = new Map<string, Set<Variant>>();
  const standing = [...variants.values()].filter((v) => !v.joined && !choices.separate.has(v.id));
  for (const variant of standing) {
    for (const key of variant.keys) {
      for (const word of nameWords(key)) {
        if (word.length < 2) continue;
        const set = byWord.get(word) ?? new Set();
        byWord.set(word, set.add(variant));
      }
    }
  }
  yield;
  // Fuller names first, so that "Priya" finds "Priya N." already joined to "Priya Natarajan".
  const fullness = (v: Variant) => nameWords([...v.keys][0] ?? '').filter((w) => w.length > 1).length;
  const shorter = nameOnly.filter((v) => !v.joined).sort((a, b) => fullness(b) - fullness(a));
  for (const variant of shorter) {
    const key = [...variant.keys][0] ?? '';
    const words = nameWords(key);
    const anchor = words.filter((w) => w.length > 1).sort((a, b) => b.length - a.length)[0];
    if (!anchor) continue;
    const fits = new Set<Variant>();
    for (const candidate of byWord.get(anchor) ?? []) {
      const top = root(candidate);
      if (top === variant || candidate === variant) continue;
      const fuller = [...candidate.keys].some((other) => other !== key && wordsFit(words, nameWords(other)));
      if (fuller) fits.add(top);
    }
    const to = only(fits);
    if (to) variant.joined = { to, reason: 'short-name' };
    yield;
  }

  // The people: each variant standing on its own, with those joined to it.
  const members = new Map<Variant, Variant[]>();
  for (const variant of variants.values()) {
    const top = root(variant);
    const list = members.get(top) ?? [];
    members.set(top, variant === top ? [variant, ...list] : [...list, variant]);
  }
  yield;
  const people: Person[] = [];
  for (const [top, all] of members) {
    const name = mostUsedName(all, compare) ?? top.email ?? top.id;
    const alsoAppearsAs: AlsoAppearsAs[] = [];
    const listed = new Set([name]);
    for (const variant of all) {
      for (const spelling of variant.names.keys()) {
        if (listed.has(spelling)) continue;
        listed.add(spelling);
        alsoAppearsAs.push(
          variant === top
            ? { label: spelling, reason: top.email ? 'same-email' : 'same-name', variant: null }
            : { label: spelling, reason: variant.joined?.reason ?? 'same-name', variant: variant.id },
        );
      }
    }
    people.push({
      key: top.id,
      variants: all.map((v) => v.id),
      name,
      email: top.email,
      domain: top.email ? top.email.slice(top.email.lastIndexOf('@') + 1) : null,
      alsoAppearsAs,
      meetings: merged(all.flatMap((v) => v.seen)),
      isOwner: top.email !== null && owners.has(top.email),
    });
    yield;
  }
  return { people, unnamedVoices };
}

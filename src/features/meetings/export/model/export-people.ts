import type { Meeting } from '@/api/schemas/meeting';

/** Someone in the exported meetings: invited, present, or assigned an action item. */
export interface ExportPerson {
  name: string | null;
  email: string | null;
  /** The meetings they are in, by index in the export's list. */
  meetings: number[];
}

const clean = (text: string | null | undefined) => text?.replace(/\s+/g, ' ').trim() || null;

function peopleOf(meeting: Meeting): { name: string | null; email: string | null }[] {
  return [
    ...(meeting.event?.attendees ?? []),
    ...meeting.participants,
    ...meeting.tasks.flatMap((task) => (task.assignee ? [task.assignee] : [])),
  ].map((person) => ({ name: clean(person.name), email: clean(person.email) }));
}

/**
 * Everyone in the meetings, once each: known by e-mail address (ignoring case) or, without one, by
 * name; a name seen with an address in one meeting and without in another is the same person.
 */
export class PeopleIndex {
  readonly people: ExportPerson[] = [];
  private readonly byKey = new Map<string, ExportPerson>();

  /** Adds the meeting's people, noting that they are in meeting number `index`. */
  add(meeting: Meeting, index: number): void {
    for (const { name, email } of peopleOf(meeting)) {
      if (!name && !email) continue;
      const emailKey = email ? `@${email.toLowerCase()}` : null;
      const nameKey = name ? `#${name.toLowerCase()}` : null;
      let person = (emailKey && this.byKey.get(emailKey)) || (nameKey && this.byKey.get(nameKey)) || null;
      // Two people of one name with different addresses stay two.
      if (person && email && person.email && person.email.toLowerCase() !== email.toLowerCase()) person = null;
      if (!person) {
        person = { name, email, meetings: [] };
        this.people.push(person);
      }
      person.name ??= name;
      person.email ??= email;
      if (emailKey) this.byKey.set(emailKey, person);
      if (nameKey && !this.byKey.has(nameKey)) this.byKey.set(nameKey, person);
      if (person.meetings.at(-1) !== index) person.meetings.push(index);
    }
  }

  find(name: string | null, email: string | null): ExportPerson | null {
    const address = clean(email);
    const shown = clean(name);
    return (address && this.byKey.get(`@${address.toLowerCase()}`)) || (shown && this.byKey.get(`#${shown.toLowerCase()}`)) || null;
  }
}

/** What a person's note is called: their name, or their address written so no app links it by itself. */
export function personNoteStem({ name, email }: Pick<ExportPerson, 'name' | 'email'>): string {
  return name ?? email?.replace('@', ' at ') ?? 'Unknown person';
}

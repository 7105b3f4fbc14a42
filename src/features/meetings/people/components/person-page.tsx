import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { taskLinks } from '@/screens/tasks';
import { Button } from '@/components/button';
import { EmailAddress } from '@/components/email-address';
import { EmptyState } from '@/components/empty-state';
import layout from '@/components/layout.module.css';
import { useDocumentTitle } from '@/lib/browser/use-document-title';
import { formatAge } from '@/lib/dates/age';
import { formatDate } from '@/lib/dates/format';
import type { Scope } from '@/core/scope';
import { useScope } from '@/lib/routing/use-scope';
import { isolateBidi } from '@/core/bidi-text';
import { meetingLinks } from '@/screens/meetings';
import type { MergeReason, Person, PersonMeeting } from '../model/match-people';
import { mostOftenWith, type DatedItem } from '../model/person-stats';
import { rejoinSpelling, separateSpelling, usePeopleChoices } from '../state/people-choices';
import { peopleLinks } from '../model/people-links';
import { PeopleProgress } from './people-progress';
import { usePeopleRead } from '../api/use-people-read';
import styles from './people.module.css';

const REASONS: ReadonlyMap<MergeReason, string> = new Map<MergeReason, string>([
  ['same-email', 'the same e-mail address'],
  ['same-name', 'the same name'],
  ['short-name', 'a shorter form of the name, and nobody else’s'],
]);

const RSVPS: ReadonlyMap<string, string> = new Map([
  ['accepted', 'Accepted'],
  ['declined', 'Declined'],
  ['tentative', 'Tentative'],
  ['needsAction', 'No answer'],
]);

function rsvpText({ appearance }: PersonMeeting): string {
  if (!appearance.invited) return appearance.participant ? 'Joined without an invitation' : 'Not invited';
  return appearance.rsvp ? (RSVPS.get(appearance.rsvp) ?? appearance.rsvp) : 'No answer';
}

function spokeText({ appearance, meeting }: PersonMeeting): string {
  if (appearance.turns === 0) return meeting.words === 0 ? 'No transcript with speakers' : 'Did not speak';
  const share = meeting.words > 0 ? Math.round((appearance.words / meeting.words) * 100) : 0;
  return `Spoke: ${appearance.turns} ${appearance.turns === 1 ? 'turn' : 'turns'}, ${share}% of the words`;
}

function MeetingTitle({ scope, meeting }: { scope: Scope; meeting: PersonMeeting['meeting'] }) {
  const href = meetingLinks.meeting(scope, meeting.id);
  const title = <bdi>{meeting.title}</bdi>;
  return href ? <Link to={href}>{title}</Link> : title;
}

/** Meetings per month across the months met, as bars, with the same counts in words for those who hear it. */
function Timeline({ meetings }: { meetings: readonly PersonMeeting[] }) {
  const months = useMemo(() => {
    const dated = meetings.flatMap(({ meeting }) => (meeting.start === null ? [] : [new Date(meeting.start)]));
    const first = dated[0];
    const last = dated.at(-1);
    if (!first || !last) return [];
    const index = (d: Date) => d.getFullYear() * 12 + d.getMonth();
    const counts = new Map<number, number>();
    for (const date of dated) counts.set(index(date), (counts.get(index(date)) ?? 0) + 1);
    const from = Math.max(index(first), index(last) - 23);
    return Array.from({ length: index(last) - from + 1 }, (_, i) => {
      const month = from + i;
      return {
        label: new Date(Math.floor(month / 12), month % 12, 1).toLocaleDateString('en-US', { month: 'short', year: 'numeric' }),
        count: counts.get(month) ?? 0,
      };
    });
  }, [meetings]);
  if (months.length === 0) return <p className={styles.muted}>No meeting with them says when it was.</p>;
  const most = Math.max(...months.map((m) => m.count), 1);
  return (
    <ol className={styles.timeline} aria-label="Meetings per month">
      {months.map((month) => (
        <li key={month.label} title={`${month.label}: ${month.count}`}>
          <span className={styles.bar} style={{ height: `${(month.count / most) * 100}%` }} />
          <span className="visually-hidden">
            {month.label}: {month.count} {month.count === 1 ? 'meeting' : 'meetings'}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** The turn where the item was said, where the transcript shows it (the meeting page opens there). */
function SaidIn({ scope, item }: { scope: Scope; item: DatedItem }) {
  const href = item.turn === null ? null : meetingLinks.meeting(scope, item.meeting.id, { turn: String(item.turn) });
  return href ? (
    <>
      {' '}
      · <Link to={href}>said in turn {item.turn}</Link>
    </>
  ) : null;
}

function Items({ scope, title, items, now }: { scope: Scope; title: string; items: readonly DatedItem[]; now: number }) {
  return (
    <section aria-label={title} className={layout.card}>
      <h2>
        {title} ({items.length})
      </h2>
      {items.length === 0 ? <p className={styles.muted}>None in the meetings read.</p> : null}
      <ul className={styles.items}>
        {items.map((item, index) => (
          <li key={index}>
            <span dir="auto">{item.content ?? 'No description'}</span>
            <span className={styles.muted}>
              {' '}
              · <MeetingTitle scope={scope} meeting={item.meeting} />
              {item.meeting.start !== null && !item.completed
                ? ` · open for ${formatAge(Math.max(0, Math.floor((now - item.meeting.start) / 86_400_000)))}`
                : ''}
            </span>
            <SaidIn scope={scope} item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function AlsoAppearsAs({ scope, person, separated }: { scope: Scope; person: Person; separated: boolean }) {
  return (
    <section aria-labelledby="also-appears-as" className={layout.card}>
      <h2 id="also-appears-as">Also appears as</h2>
      {separated ? (
        <p>
          You separated <bdi>{person.name}</bdi> from the person it was taken for.{' '}
          <Button className={styles.small} onClick={() => person.variants.forEach((v) => rejoinSpelling(scope, v))}>
            Join again
          </Button>
        </p>
      ) : null}
      {person.alsoAppearsAs.length === 0 ? <p className={styles.muted}>No other spelling in the meetings read.</p> : null}
      <ul className={styles.items}>
        {person.alsoAppearsAs.map((also, index) => (
          <li key={index}>
            <bdi>{also.label}</bdi> <span className={styles.muted}>({REASONS.get(also.reason)})</span>
            {also.variant ? (
              <>
                {' '}
                <Button className={styles.small} onClick={() => also.variant && separateSpelling(scope, also.variant)}>
                  Not the same person
                  <span className="visually-hidden">
                    : <bdi>{also.label}</bdi>
                  </span>
                </Button>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A person: your meetings with them, whether they came and spoke, what is open with them, and whom they meet with. */
export function PersonPage({ personKey: key }: { personKey: string }) {
  const scope = useScope();
  const read = usePeopleRead(scope);
  const choices = usePeopleChoices(scope);
  const { now } = read;
  const people = read.matched?.people;
  const summary = useMemo(() => read.matched?.summaries.find((s) => s.person.variants.includes(key)) ?? null, [read.matched, key]);
  const person = summary?.person ?? null;
  const withThem = useMemo(() => (person && people ? mostOftenWith(person, people) : []), [person, people]);
  useDocumentTitle(isolateBidi(person?.name ?? 'Person'));

  const done = !read.running && read.listEnd !== null;
  return (
    <div className={layout.page}>
      <div className={layout.header}>
        <h1 dir="auto">{person?.name ?? 'Person'}</h1>
      </div>
      <p>
        <Link to={peopleLinks.list(scope)}>All people</Link>
      </p>
      <PeopleProgress read={read} />
      {!person && done ? (
        <EmptyState title="Not in the meetings read">
          Nobody by this name or address is in the meetings read. <Link to={peopleLinks.list(scope)}>See everyone</Link>
        </EmptyState>
      ) : null}
      {person && summary ? (
        <>
          <section aria-label="At a glance" className={layout.card}>
            <dl className={styles.facts}>
              <div>
                <dt>E-mail</dt>
                <dd>{person.email ? <EmailAddress value={person.email} /> : 'No e-mail address'}</dd>
              </div>
              <div>
                <dt>Meetings together</dt>
                <dd>{summary.meetings}</dd>
              </div>
              <div>
                <dt>Last met</dt>
                <dd>
                  {summary.lastMet === null ? 'Date unknown' : formatDate(new Date(summary.lastMet).toISOString())}
                  {summary.due ? <span className={styles.badge}>Due to reconnect</span> : null}
                </dd>
              </div>
              <div>
                <dt>Usually every</dt>
                <dd>{summary.usualGap === null ? 'Too few meetings to say' : formatAge(summary.usualGap)}</dd>
              </div>
            </dl>
            <p>
              {person.email ? (
                <Link to={taskLinks.board(scope, { assignee: person.email })}>Their action items on the task board</Link>
              ) : (
                <span className={styles.muted}>The task board finds people by e-mail address, which this person has none of.</span>
              )}
              {scope === 'workspace' && person.email ? (
                <>
                  {' '}
                  · <Link to={meetingLinks.list(scope, { member: person.email })}>Meetings they recorded</Link>
                </>
              ) : null}
            </p>
          </section>
          <AlsoAppearsAs scope={scope} person={person} separated={person.variants.some((v) => choices.separate.has(v))} />
          <section aria-labelledby="over-time" className={layout.card}>
            <h2 id="over-time">Meetings over time</h2>
            <Timeline meetings={person.meetings} />
          </section>
          <Items scope={scope} title="Open items" items={summary.open} now={now} />
          <Items scope={scope} title="Done items" items={summary.done} now={now} />
          <section aria-labelledby="often-with" className={layout.card}>
            <h2 id="often-with">Most often with</h2>
            {withThem.length === 0 ? <p className={styles.muted}>Nobody else in these meetings.</p> : null}
            <ul className={styles.items}>
              {withThem.map(({ person: other, together }) => (
                <li key={other.key}>
                  <Link to={peopleLinks.person(scope, other.key)}>
                    <bdi>{other.name}</bdi>
                  </Link>{' '}
                  <span className={styles.muted}>
                    · {together} {together === 1 ? 'meeting' : 'meetings'}
                  </span>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="their-meetings" className={layout.card}>
            <h2 id="their-meetings">Meetings ({person.meetings.length})</h2>
            <ol className={styles.list}>
              {[...person.meetings].reverse().map((pm) => (
                <li key={pm.meeting.id} className={styles.row}>
                  <span>
                    <MeetingTitle scope={scope} meeting={pm.meeting} />
                  </span>
                  <span>{pm.meeting.startTime ? formatDate(pm.meeting.startTime) : 'Date unknown'}</span>
                  <span>{rsvpText(pm)}</span>
                  <span>{spokeText(pm)}</span>
                </li>
              ))}
            </ol>
          </section>
        </>
      ) : null}
    </div>
  );
}

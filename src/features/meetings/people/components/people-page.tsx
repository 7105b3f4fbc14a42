import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import layout from '@/components/layout.module.css';
import { useDocumentTitle } from '@/lib/browser/use-document-title';
import { formatAge } from '@/lib/dates/age';
import { formatDate } from '@/lib/dates/format';
import { nameKey } from '@/lib/people/person-names';
import type { Scope } from '@/core/scope';
import { useScope } from '@/lib/routing/use-scope';
import { compareText } from '@/lib/text/compare-text';
import type { PersonSummary } from '../model/person-stats';
import { peopleLinks } from '../model/people-links';
import { PeopleProgress } from './people-progress';
import { usePeopleRead } from '../api/use-people-read';
import styles from './people.module.css';

const SORTS = [
  ['last', 'Last met'],
  ['due', 'Due to reconnect first'],
  ['name', 'Name'],
  ['meetings', 'Meetings together'],
  ['open', 'Open items'],
  ['oldest', 'Oldest open item'],
] as const;
type Sort = (typeof SORTS)[number][0];

const BY: ReadonlyMap<Sort, (a: PersonSummary, b: PersonSummary) => number> = new Map<Sort, (a: PersonSummary, b: PersonSummary) => number>(
  [
    ['last', (a, b) => (b.lastMet ?? -Infinity) - (a.lastMet ?? -Infinity)],
    ['due', (a, b) => Number(b.due) - Number(a.due) || (b.daysSince ?? 0) - (b.usualGap ?? 0) - ((a.daysSince ?? 0) - (a.usualGap ?? 0))],
    ['name', (a, b) => compareText(a.person.name, b.person.name)],
    ['meetings', (a, b) => b.meetings - a.meetings],
    ['open', (a, b) => b.open.length - a.open.length],
    ['oldest', (a, b) => (b.oldestOpenDays ?? -1) - (a.oldestOpenDays ?? -1)],
  ],
);

const isSort = (value: string): value is Sort => SORTS.some(([key]) => key === value);
const PAGE = 100;
const NO_DOMAIN = 'No e-mail address';

function lastMetText(summary: PersonSummary): string {
  if (summary.lastMet === null) return 'Date unknown';
  const date = formatDate(new Date(summary.lastMet).toISOString()) ?? '';
  return summary.usualGap === null ? date : `${date} · usually every ${formatAge(summary.usualGap)}`;
}

function PersonRow({ scope, summary, youOwe }: { scope: Scope; summary: PersonSummary; youOwe: boolean }) {
  const { person } = summary;
  const also = person.alsoAppearsAs.slice(0, 3);
  return (
    <li className={`${styles.row} ${styles.person}`}>
      <div>
        <Link to={peopleLinks.person(scope, person.key)} className={styles.name} title={person.name}>
          <bdi>{person.name}</bdi>
        </Link>
        {summary.due ? <span className={styles.badge}>Due to reconnect</span> : null}
        {also.length ? (
          <div className={styles.muted}>
            Also appears as{' '}
            {also.map((a, index) => (
              <span key={index}>
                {index ? ', ' : ''}
                <bdi>{a.label}</bdi>
              </span>
            ))}
            {person.alsoAppearsAs.length > also.length ? ` and ${person.alsoAppearsAs.length - also.length} more` : ''}
          </div>
        ) : null}
        <div className={styles.muted}>
          <bdi>{person.domain ?? NO_DOMAIN}</bdi>
        </div>
      </div>
      <div>
        {summary.meetings} {summary.meetings === 1 ? 'meeting' : 'meetings'}
      </div>
      <div>Last met {lastMetText(summary)}</div>
      <div>
        {summary.open.length === 0
          ? 'No open items'
          : `${summary.open.length} open ${summary.open.length === 1 ? 'item' : 'items'}${youOwe ? ' owed to you' : ''}`}
        {summary.oldestOpenDays !== null ? <span className={styles.muted}> · oldest {formatAge(summary.oldestOpenDays)}</span> : null}
      </div>
    </li>
  );
}

/**
 * People: everyone in the scope's meetings, one row each however many ways they are spelt, with how
 * often you meet, when last, and what is still open with them. Read by the bulk reader, shown as it
 * arrives.
 */
export function PeoplePage() {
  const scope = useScope();
  const read = usePeopleRead(scope);
  const [find, setFind] = useState('');
  const [sort, setSort] = useState<Sort>('last');
  const [dueOnly, setDueOnly] = useState(false);
  const [byDomain, setByDomain] = useState(false);
  const [shown, setShown] = useState(PAGE);
  const ids = useId();
  useDocumentTitle('People');

  const summaries = useMemo(
    () => (read.matched?.summaries ?? []).filter((s) => scope === 'workspace' || !s.person.isOwner),
    [read.matched, scope],
  );
  const wanted = nameKey(find);
  const visible = useMemo(() => {
    const matches = (s: PersonSummary) =>
      !wanted ||
      [s.person.name, s.person.email ?? '', ...s.person.alsoAppearsAs.map((a) => a.label)].some((text) => nameKey(text).includes(wanted));
    const compare = BY.get(sort) ?? (() => 0);
    const list = summaries.filter((s) => matches(s) && (!dueOnly || s.due)).sort(compare);
    return byDomain ? list.sort((a, b) => compareText(a.person.domain ?? '\uffff', b.person.domain ?? '\uffff')) : list;
  }, [summaries, wanted, sort, dueOnly, byDomain]);

  const rows = visible.slice(0, shown);
  const groups: { domain: string; people: PersonSummary[] }[] = [];
  for (const summary of rows) {
    const domain = byDomain ? (summary.person.domain ?? NO_DOMAIN) : '';
    const last = groups.at(-1);
    if (last && last.domain === domain) last.people.push(summary);
    else groups.push({ domain, people: [summary] });
  }
  const unnamed = read.matched?.unnamedVoices ?? 0;

  return (
    <div className={layout.page}>
      <div className={layout.header}>
        <h1>People</h1>
      </div>
      <PeopleProgress read={read} />
      <div className={styles.controls} role="group" aria-label="Find and sort people">
        <label>
          Find a person
          <input type="search" value={find} onChange={(event) => setFind(event.target.value)} maxLength={500} />
        </label>
        <label>
          Sort by
          <select value={sort} onChange={(event) => isSort(event.target.value) && setSort(event.target.value)}>
            {SORTS.map(([key, label]) => (
              <option key={key} value={key}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.check}>
          <input type="checkbox" checked={dueOnly} onChange={(event) => setDueOnly(event.target.checked)} />
          Due to reconnect only
        </label>
        <label className={styles.check}>
          <input type="checkbox" checked={byDomain} onChange={(event) => setByDomain(event.target.checked)} />
          Group by organisation
        </label>
      </div>
      {read.matched && summaries.length === 0 && !read.running ? (
        <EmptyState title="Nobody yet">No one is named in the meetings read: no attendees, named speakers or assignees.</EmptyState>
      ) : null}
      {summaries.length > 0 && visible.length === 0 ? <p>Nobody matches these filters.</p> : null}
      {groups.map((group, index) =>
        byDomain ? (
          <section key={index} aria-labelledby={`${ids}-${index}`}>
            <h2 id={`${ids}-${index}`}>
              <bdi>{group.domain}</bdi>
            </h2>
            <ul className={styles.list}>
              {group.people.map((summary) => (
                <PersonRow key={summary.person.key} scope={scope} summary={summary} youOwe={scope === 'me'} />
              ))}
            </ul>
          </section>
        ) : (
          <ul key={index} className={styles.list} aria-label="People">
            {group.people.map((summary) => (
              <PersonRow key={summary.person.key} scope={scope} summary={summary} youOwe={scope === 'me'} />
            ))}
          </ul>
        ),
      )}
      {visible.length > shown ? (
        <Button onClick={() => setShown((n) => n + PAGE)}>
          Show {Math.min(PAGE, visible.length - shown)} more of {visible.length}
        </Button>
      ) : null}
      {unnamed > 0 ? (
        <p className={styles.muted}>
          {unnamed} unnamed {unnamed === 1 ? 'voice' : 'voices'} (such as “Speaker 2”) not listed: nothing tells who they were.
        </p>
      ) : null}
    </div>
  );
}

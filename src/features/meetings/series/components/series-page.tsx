import { useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { Meeting, MeetingTask } from '@/api/schemas/meeting';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import layout from '@/components/layout.module.css';
import type { ItemResult } from '@/lib/bulk/read-items';
import { useDocumentTitle } from '@/lib/browser/use-document-title';
import { ageInDays, formatAge } from '@/lib/dates/age';
import { formatDate, formatDuration } from '@/lib/dates/format';
import type { Scope } from '@/core/scope';
import { useScope } from '@/lib/routing/use-scope';
import { isolateBidi } from '@/core/bidi-text';
import { detachMeeting } from '@/lib/series/series-choices';
import { attendance } from '../model/attendance';
import { itemTurns } from '@/features/meetings/model/item-turn';
import type { Series } from '@/lib/series/find-series';
import { seriesItems, type SeriesItems } from '../model/series-items';
import { titleOf, type SeriesMeeting } from '@/lib/series/series-meeting';
import { meetingLinks, seriesScreen } from '@/screens/meetings';
import { CopyAgendaButton } from './copy-agenda-button';
import { ExportButton } from '@/features/meetings/export/components/export-button';
import { SaidView } from './said-view';
import { SeriesProgress } from './series-progress';
import { FromCopyLine } from '@/components/from-copy-line';
import { reasonOf } from '@/lib/bulk/read-end';
import { useSeriesRead } from '../api/use-series-read';
import styles from './series-page.module.css';

function MeetingLink({ scope, meeting }: { scope: Scope; meeting: SeriesMeeting }) {
  const href = meetingLinks.meeting(scope, meeting.id);
  const title = <span dir="auto">{titleOf(meeting)}</span>;
  const date = formatDate(meeting.startTime);
  return (
    <>
      {href ? <Link to={href}>{title}</Link> : title}
      {date ? <span className={styles.muted}> — {date}</span> : null}
    </>
  );
}

function Assignee({ task }: { task: MeetingTask }) {
  const who = task.assignee?.name?.trim() || task.assignee?.email;
  return who ? <bdi>{who}</bdi> : <span className={styles.muted}>Unassigned</span>;
}

/** "said here": the item's turn in its meeting's transcript, where the transcript shows it. */
function SaidHere({
  scope,
  meetingId,
  read,
  text,
}: {
  scope: Scope;
  meetingId: string;
  read: ItemResult<Meeting> | undefined;
  text: string | null;
}) {
  const turn = read?.status === 'read' && text ? itemTurns(read.data).get(text) : undefined;
  const href = turn === undefined ? null : meetingLinks.meeting(scope, meetingId, { turn: String(turn) });
  return href ? (
    <>
      {' '}
      · <Link to={href}>said in turn {turn}</Link>
    </>
  ) : null;
}

interface StillOpenProps {
  scope: Scope;
  items: SeriesItems;
  reads: ReadonlyMap<string, ItemResult<Meeting>>;
  now: number;
}

function StillOpen({ scope, items, reads, now }: StillOpenProps) {
  return (
    <section aria-labelledby="still-open" className={layout.card}>
      <h2 id="still-open">Still open from earlier meetings ({items.stillOpenCount})</h2>
      {items.stillOpen.length === 0 ? <p className={styles.muted}>Nothing left open in the meetings checked.</p> : null}
      {items.stillOpen.map(({ meeting, items: open }) => {
        const days = ageInDays(meeting.startTime, now);
        return (
          <div key={meeting.id}>
            <h3>
              <MeetingLink scope={scope} meeting={meeting} />
            </h3>
            <ul className={styles.items}>
              {open.map((task, index) => (
                <li key={index}>
                  <span dir="auto">{task.content ?? 'No description'}</span> · <Assignee task={task} />
                  {days === null ? null : <span className={styles.muted}> · open for {formatAge(days)}</span>}
                  <SaidHere scope={scope} meetingId={meeting.id} read={reads.get(meeting.id)} text={task.content} />
                </li>
              ))}
            </ul>
          </div>
        );
      })}
      {items.failed.length > 0 ? (
        <p className={styles.failed}>
          Not counted: the action items of {items.failed.length} {items.failed.length === 1 ? 'meeting' : 'meetings'} could not be read (see
          the meetings below).
        </p>
      ) : null}
      {items.unchecked > 0 ? (
        <p className={styles.muted}>
          {items.unchecked} {items.unchecked === 1 ? 'meeting' : 'meetings'} not checked yet.
        </p>
      ) : null}
    </section>
  );
}

function NewLastTime({ scope, items }: { scope: Scope; items: SeriesItems }) {
  if (!items.latest) return null;
  return (
    <section aria-labelledby="new-last-time" className={layout.card}>
      <h2 id="new-last-time">New last time</h2>
      <p>
        <MeetingLink scope={scope} meeting={items.latest} />
      </p>
      {items.newLastTime === null ? (
        <p className={styles.muted}>Not checked yet.</p>
      ) : items.newLastTime.length === 0 ? (
        <p className={styles.muted}>No action items.</p>
      ) : (
        <ul className={styles.items}>
          {items.newLastTime.map((task, index) => (
            <li key={index}>
              <span dir="auto">{task.content ?? 'No description'}</span> · <Assignee task={task} />
              {task.completed ? <span className={styles.muted}> · completed</span> : null}
            </li>
          ))}
        </ul>
      )}
      <p>
        {items.completed} {items.completed === 1 ? 'item' : 'items'} completed in the {items.checked} meetings checked.
      </p>
    </section>
  );
}

function Attendance({ read }: { read: ItemResult<Meeting> | undefined }) {
  if (!read) return <span className={styles.muted}>Not checked yet</span>;
  if (read.status === 'failed') return <span className={styles.failed}>Could not be read: {reasonOf(read.error)}</span>;
  const { came, missed } = attendance(read.data);
  return (
    <span>
      Came: {came.length ? came.map((name, i) => [i ? ', ' : '', <bdi key={i}>{name}</bdi>]) : 'nobody recorded'}
      {missed && missed.length ? <> · Did not come: {missed.map((name, i) => [i ? ', ' : '', <bdi key={i}>{name}</bdi>])}</> : null}
    </span>
  );
}

function SeriesMeetings({ scope, series, reads }: { scope: Scope; series: Series; reads: ReadonlyMap<string, ItemResult<Meeting>> }) {
  return (
    <section aria-labelledby="series-meetings" className={layout.card}>
      <h2 id="series-meetings">Meetings ({series.meetings.length})</h2>
      <ol className={styles.meetings}>
        {series.meetings.map((meeting) => {
          const note = series.notes.get(meeting.id);
          const duration = formatDuration(meeting.startTime, meeting.endTime);
          return (
            <li key={meeting.id} className={styles.meeting}>
              <span>
                <MeetingLink scope={scope} meeting={meeting} />
                {duration ? <span className={styles.muted}> · {duration}</span> : null}
              </span>
              <Attendance read={reads.get(meeting.id)} />
              {note ? (
                <span className={styles.muted}>
                  <SaidView said={note} />
                </span>
              ) : null}
              <span>
                <Button className={styles.takeOut} onClick={() => detachMeeting(scope, meeting.id)}>
                  Take out of this series
                  {/* Nine buttons of one name: which meeting each takes out, for those who hear them listed. */}
                  <span className="visually-hidden">
                    : <bdi>{titleOf(meeting)}</bdi>
                    {formatDate(meeting.startTime) ? `, ${formatDate(meeting.startTime)}` : ''}
                  </span>
                </Button>
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/**
 * A recurring meeting: what is still open since last time, what came up last time, and its meetings
 * with who came. Everything is read by the bulk reader (the list to find the meetings, then each
 * meeting), shown as it arrives.
 */
export function SeriesPage() {
  const scope = useScope();
  const { pathname } = useLocation();
  const seriesKey = seriesScreen.match(pathname)?.params.key ?? '';
  const read = useSeriesRead(scope, { seriesKey });
  const { series } = read;
  const [now] = useState(() => Date.now());
  const items = useMemo(() => (series ? seriesItems(series, read.reads) : null), [series, read.reads]);
  const title = series?.title ?? 'Recurring meeting';
  useDocumentTitle(isolateBidi(title));
  return (
    <div className={layout.page}>
      <div className={layout.header}>
        <h1 dir="auto">{title}</h1>
        {series ? (
          <div className={layout.actions}>
            <CopyAgendaButton scope={scope} series={series} reads={read.reads} busy={read.running} />
            <ExportButton
              request={() => ({
                scope,
                // Newest first, as the meetings list shows them.
                meetings: series.meetings.map((m) => ({ id: m.id, title: titleOf(m) })).reverse(),
                source: `The recurring meeting “${series.title}”${
                  read.listComplete ? '' : ' (the meetings list was not read to its end: the series may have more meetings)'
                }`,
                name: series.title,
              })}
            >
              Export…
            </ExportButton>
          </div>
        ) : null}
      </div>
      {series ? (
        <details>
          <summary>Why these meetings belong together</summary>
          <ul>
            {series.reasons.map((reason, index) => (
              <li key={index}>
                <SaidView said={reason} />
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      <SeriesProgress read={read} items={items} />
      <FromCopyLine savedAt={read.fromCopy} />
      {!series && !read.running && read.listComplete ? (
        <EmptyState title="No such recurring meeting">
          None of your meetings make up this series now: its meetings may have been deleted or taken out of it.{' '}
          <Link to={meetingLinks.list(scope)}>Back to the meetings</Link>
        </EmptyState>
      ) : null}
      {series && items ? (
        <>
          <StillOpen scope={scope} items={items} reads={read.reads} now={now} />
          <NewLastTime scope={scope} items={items} />
          <SeriesMeetings scope={scope} series={series} reads={read.reads} />
        </>
      ) : null}
    </div>
  );
}

/** The route table loads the screen's module on demand and shows its default export. */
export default SeriesPage;

import { useMemo, useState } from 'react';
import type { Scope } from '@/core/scope';
import { Button } from '@/components/button';
import { QueryErrorView } from '@/components/query-error-view';
import { sentence } from '@/components/sentence';
import { useCopyText } from '@/components/use-copy-text';
import layout from '@/components/layout.module.css';
import { useAllPages } from '../api/use-all-pages';
import type { TaskColumnState } from '../api/use-task-column';
import { personDigest, type BoardDigestContext } from '../model/board-digest';
import {
  ageInDays,
  formatAge,
  groupByMeeting,
  groupByPerson,
  oldestCreated,
  splitPersonal,
  type PersonGroup,
} from '../model/group-by-person';
import { MeetingItemsList } from './meeting-items-list';
import { PersonGroupView } from './person-group-view';
import { TaskColumnSkeleton } from './task-column-skeleton';
import styles from './by-person-view.module.css';

interface ByPersonViewProps {
  scope: Scope;
  /** The board's Open column: the same list, paged here to its end. */
  open: TaskColumnState;
  digest: Omit<BoardDigestContext, 'now'>;
}

function People({ groups, scope, now, digest }: { groups: PersonGroup[]; scope: Scope; now: number; digest: ByPersonViewProps['digest'] }) {
  const copyText = useCopyText();
  const copy = (group: PersonGroup) =>
    void copyText(personDigest(group, { ...digest, now }), {
      copied: sentence`${group.label}’s items were copied as Markdown.`,
      what: 'the items',
    });
  return (
    <ul className={styles.people}>
      {groups.map((group) => (
        <PersonGroupView key={group.key} group={group} scope={scope} now={now} onCopy={copy} />
      ))}
    </ul>
  );
}

function Summary({ count, oldest, now }: { count: number; oldest: string | null; now: number }) {
  const days = ageInDays(oldest, now);
  return (
    <span className={styles.facts}>
      {count} open{days === null ? '' : ` · oldest ${formatAge(days)}`}
    </span>
  );
}

/** Open items of the board's filters by member: count and oldest item, expandable to their items by meeting. */
export function ByPersonView({ scope, open, digest }: ByPersonViewProps) {
  useAllPages(open);
  const { query, tasks } = open;
  // Every age on screen is counted from the same instant: when the view opened.
  const [now] = useState(() => Date.now());
  const split = useMemo(() => (scope === 'me' ? splitPersonal(tasks) : null), [scope, tasks]);
  const groups = useMemo(() => groupByPerson(split ? split.owed : tasks), [split, tasks]);

  if (query.isPending) return <TaskColumnSkeleton label="Loading open tasks" />;
  if (query.isLoadingError) return <QueryErrorView error={query.error} what="open tasks" onRetry={() => void query.refetch()} />;

  const complete = !query.hasNextPage && !query.isPlaceholderData;
  const progress = query.isFetchNextPageError
    ? null
    : complete
      ? `All ${tasks.length} open ${tasks.length === 1 ? 'item' : 'items'} loaded.`
      : `Loading open items: ${tasks.length} so far…`;

  return (
    <div className={`${styles.view} ${query.isPlaceholderData ? layout.stale : ''}`} aria-busy={!complete}>
      <p role="status" className={styles.progress}>
        {progress}
      </p>
      {query.isFetchNextPageError ? (
        <p role="alert" className={styles.progressError}>
          Could not load every open item ({tasks.length} so far): {query.error.message}{' '}
          <Button onClick={() => void query.fetchNextPage({ cancelRefetch: false })}>Retry</Button>
        </p>
      ) : null}
      {split ? (
        <>
          <section aria-labelledby="by-person-mine" className={styles.part}>
            <h2 id="by-person-mine">
              Assigned to me <Summary count={split.mine.length} oldest={oldestCreated(split.mine)} now={now} />
            </h2>
            {split.mine.length > 0 ? (
              <MeetingItemsList meetings={groupByMeeting(split.mine)} scope={scope} level={3} />
            ) : (
              <p className={styles.none}>Nothing open is assigned to you.</p>
            )}
          </section>
          <section aria-labelledby="by-person-owed" className={styles.part}>
            <h2 id="by-person-owed">
              Owed to me <Summary count={split.owed.length} oldest={oldestCreated(split.owed)} now={now} />
            </h2>
            <p className={styles.hint}>Open items from your meetings, assigned to someone else.</p>
            {groups.length > 0 ? (
              <People groups={groups} scope={scope} now={now} digest={digest} />
            ) : (
              <p className={styles.none}>Nobody owes you an open item.</p>
            )}
          </section>
          {split.unassigned.length > 0 ? (
            <section aria-labelledby="by-person-nobody" className={styles.part}>
              <h2 id="by-person-nobody">
                Not assigned to anyone <Summary count={split.unassigned.length} oldest={oldestCreated(split.unassigned)} now={now} />
              </h2>
              <MeetingItemsList meetings={groupByMeeting(split.unassigned)} scope={scope} level={3} />
            </section>
          ) : null}
        </>
      ) : (
        <section aria-labelledby="by-person-all" className={styles.part}>
          <h2 id="by-person-all">Open items by person</h2>
          {groups.length > 0 ? (
            <People groups={groups} scope={scope} now={now} digest={digest} />
          ) : (
            <p className={styles.none}>No open items.</p>
          )}
        </section>
      )}
    </div>
  );
}

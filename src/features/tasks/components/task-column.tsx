import { useId } from 'react';
import type { Scope } from '@/core/scope';
import type { Task } from '@/api/schemas/task';
import { PagedListFooter } from '@/components/paged-list-footer';
import { useRenderedCount } from '@/lib/browser/use-rendered-count';
import { QueryErrorView } from '@/components/query-error-view';
import type { TaskColumnId } from '@/screens/task-board-filters';
import type { TaskColumnState } from '../api/use-task-column';
import { TaskCard } from './task-card';
import { TaskColumnSkeleton } from './task-column-skeleton';
import layout from '@/components/layout.module.css';
import styles from './task-board-page.module.css';

const TITLES: Record<TaskColumnId, string> = { open: 'Open', completed: 'Completed' };

interface TaskColumnProps {
  column: TaskColumnId;
  state: TaskColumnState;
  /** The loaded tasks to show (the "Assigned to" filter's); the column's counts stay those loaded. */
  shown?: readonly Task[];
  scope: Scope;
}

/** More than a screenful of cards, in any layout of the board. */
const FIRST_CARDS = 8;

function TaskList({ tasks, scope }: { tasks: readonly Task[]; scope: Scope }) {
  const shown = useRenderedCount(tasks.length, FIRST_CARDS);
  return (
    <ul className={styles.cards}>
      {tasks.slice(0, shown).map((task, index) => (
        // Ids may be missing; the position within the loaded pages is stable while paging appends.
        <li key={task.id ?? `#${index}`}>
          <TaskCard task={task} scope={scope} />
        </li>
      ))}
    </ul>
  );
}

/** One column of the board, paged on its own: skeleton, error with Retry, empty, or the cards. */
export function TaskColumn({ column, state: { query, tasks, mayBeIncomplete }, shown = tasks, scope }: TaskColumnProps) {
  const headingId = useId();
  const title = TITLES[column];
  const noun = `${column} tasks`;
  const stale = query.isPlaceholderData;
  const loaded = query.isSuccess || query.isRefetchError;
  const morePages = query.hasNextPage && !stale;

  let body;
  if (query.isPending) {
    body = <TaskColumnSkeleton label={`Loading ${noun}`} />;
  } else if (query.isLoadingError) {
    // A failed refresh keeps the tasks on screen; BackgroundRefreshErrors says it failed.
    body = <QueryErrorView error={query.error} what={noun} onRetry={() => void query.refetch()} />;
  } else if (tasks.length === 0 && !morePages) {
    // Not while pages remain: a page may come back empty and the tasks be on the next.
    body = <p className={styles.none}>No {noun}.</p>;
  } else if (shown.length === 0 && !morePages) {
    body = <p className={styles.none}>None of the {noun} loaded is assigned to them.</p>;
  } else {
    body = (
      <>
        <div className={stale ? layout.stale : undefined} aria-busy={stale}>
          <TaskList tasks={shown} scope={scope} />
        </div>
        <PagedListFooter
          loadedCount={tasks.length}
          noun={[`${column} task`, noun]}
          hasNextPage={morePages}
          isFetchingNextPage={query.isFetchingNextPage}
          fetchNextPage={query.fetchNextPage}
          nextPageError={query.isFetchNextPageError ? query.error : null}
          mayBeIncomplete={mayBeIncomplete}
        />
      </>
    );
  }

  return (
    <section className={styles.column} aria-labelledby={headingId}>
      <div className={styles.columnHeader}>
        <h2 id={headingId}>{title}</h2>
        {loaded && !stale ? (
          <span className={styles.count}>
            {query.hasNextPage
              ? `${tasks.length} loaded · more available`
              : mayBeIncomplete
                ? `${tasks.length} loaded · may be incomplete`
                : `All ${tasks.length} loaded`}
          </span>
        ) : null}
      </div>
      {body}
    </section>
  );
}

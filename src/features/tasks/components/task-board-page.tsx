import { filterTooLongMessage } from '@/api/filter-limits';
import { Link } from 'react-router-dom';
import { isApiError } from '@/api/api-error';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import layout from '@/components/layout.module.css';
import { PageHeader } from '@/components/page-header';
import { QueryErrorView } from '@/components/query-error-view';
import { ScopeSwitch } from '@/components/scope-switch';
import { StillWaiting } from '@/components/still-waiting';
import { describeDayRange } from '@/lib/dates/format';
import { meetingLinks } from '@/screens/meetings';
import { taskLinks } from '@/screens/tasks';
import { useScope } from '@/lib/routing/use-scope';
import { useUrlFilters } from '@/lib/routing/use-url-filters';
import { taskBoardFromUrl } from '@/screens/task-board-filters';
import { TASK_BOARD_PAGE_URL } from '@/screens/task-board-view';
import { useTaskColumn, type TaskColumnState } from '../api/use-task-column';
import { useTaskFacets } from '../api/use-task-facets';
import { assignedTo } from '../model/assigned-to';
import { BoardViewSwitch } from './board-view-switch';
import { ByPersonView } from './by-person-view';
import { CopyDigestButton } from './copy-digest-button';
import { ExportCsvButton } from './export-csv-button';
import { TaskBoardFilters } from './task-board-filters';
import { TaskColumn } from './task-column';
import styles from './task-board-page.module.css';

export function TaskBoardPage() {
  const scope = useScope();
  const [params, setParams] = useUrlFilters(TASK_BOARD_PAGE_URL);
  const request = taskBoardFromUrl(scope, params);
  const open = useTaskColumn(scope, request, 'open');
  const completed = useTaskColumn(scope, request, 'completed');
  const facets = useTaskFacets(scope);

  const meetingTitle = params.meeting ? (facets.meetings.find((m) => m.id === params.meeting)?.title ?? null) : null;
  const openShown = assignedTo(open.tasks, params.assignee);
  const completedShown = assignedTo(completed.tasks, params.assignee);
  const active = [
    scope === 'workspace' && params.member ? `meetings owned by ${params.member}` : null,
    params.assignee ? `assigned to ${params.assignee}` : null,
    params.meeting ? `meeting “${meetingTitle ?? 'the selected meeting'}”` : null,
    describeDayRange({ from: params.from, to: params.to }),
  ].filter(Boolean);
  const clearFilters = () => setParams({ member: null, meeting: null, from: null, to: null, assignee: null });
  const title = scope === 'me' ? 'My tasks' : 'Workspace tasks';
  const view = params.view === 'people' ? 'people' : 'board';
  const updating = open.query.isPlaceholderData || completed.query.isPlaceholderData;
  const digest = { scope, filters: active.filter((filter): filter is string => Boolean(filter)), origin: window.location.origin };

  const firstLoadFailed = ({ query }: TaskColumnState) => query.isLoadingError;
  // Loaded to its end with nothing in it (a page may come back empty with more after it).
  const emptyToTheEnd = ({ query, tasks }: TaskColumnState) =>
    query.isSuccess && !query.isPlaceholderData && !query.hasNextPage && tasks.length === 0;

  let board;
  if (request.blocked) {
    const { tooLong } = request;
    board = (
      <p className={layout.notice}>
        {tooLong
          ? `${filterTooLongMessage(tooLong.what, tooLong.length)} Nothing was asked for.`
          : 'Enter a full e-mail address to see that member’s tasks.'}
      </p>
    );
  } else if (view === 'people') {
    board = <ByPersonView scope={scope} open={{ ...open, tasks: openShown }} digest={digest} />;
  } else if (firstLoadFailed(open) && firstLoadFailed(completed)) {
    // One failure for the whole board (a 403 on workspace data, the API down), not one per column.
    const { error } = open.query;
    const forbidden = isApiError(error) && error.kind === 'forbidden' && scope === 'workspace';
    board = (
      <>
        <QueryErrorView
          error={error}
          what="tasks"
          onRetry={() => {
            void open.query.refetch();
            void completed.query.refetch();
          }}
        />
        {forbidden ? (
          <p className={layout.notice}>
            Workspace tasks need a key with workspace access. <Link to={taskLinks.board('me')}>Your own tasks</Link> are still available.
          </p>
        ) : null}
      </>
    );
  } else if (emptyToTheEnd(open) && emptyToTheEnd(completed)) {
    board = (
      <EmptyState title="No tasks found" actions={active.length > 0 ? <Button onClick={clearFilters}>Clear filters</Button> : null}>
        {active.length > 0 ? `No tasks match ${active.join(', ')}.` : 'Action items extracted from your meetings appear here.'}
      </EmptyState>
    );
  } else {
    // One "still waiting" for the board, not one per column.
    const loading = [open, completed].find(({ query }) => query.isPending) ?? open;
    board = (
      <StillWaiting
        load={loading.query}
        what={scope === 'me' ? 'your tasks' : 'the workspace’s tasks'}
        queryKeys={[open.queryKey, completed.queryKey]}
      >
        <div className={styles.columns}>
          <TaskColumn column="open" state={open} shown={openShown} scope={scope} />
          <TaskColumn column="completed" state={completed} shown={completedShown} scope={scope} />
        </div>
      </StillWaiting>
    );
  }

  return (
    <div className={layout.page}>
      <PageHeader title={title}>
        <CopyDigestButton
          {...digest}
          view={view}
          open={request.blocked ? [] : openShown}
          completed={request.blocked || view === 'people' ? [] : completedShown}
          notReady={
            updating
              ? 'Available once the board shows the new filters.'
              : view === 'people' && open.query.hasNextPage
                ? 'Available once every open item is loaded.'
                : null
          }
          partial={
            view === 'board' && (open.query.hasNextPage || completed.query.hasNextPage)
              ? `Only the ${openShown.length + completedShown.length} tasks loaded on the board are included: there are more.`
              : null
          }
        />
        <ExportCsvButton
          scope={scope}
          open={request.blocked ? [] : openShown}
          completed={request.blocked ? [] : completedShown}
          updating={updating}
        />
        <ScopeSwitch
          current={scope}
          hrefFor={(target) =>
            taskLinks.board(target, {
              from: params.from,
              to: params.to,
              meeting: params.meeting,
              view: params.view,
              assignee: params.assignee,
              member: target === 'workspace' ? params.member : null,
            })
          }
        />
      </PageHeader>
      <TaskBoardFilters scope={scope} params={params} setParams={setParams} facets={facets} active={active.length} />
      <BoardViewSwitch scope={scope} params={params} />
      {params.assignee && !request.blocked ? (
        <AssignedCount
          shown={openShown.length + (view === 'people' ? 0 : completedShown.length)}
          loaded={open.tasks.length + (view === 'people' ? 0 : completed.tasks.length)}
        />
      ) : null}
      {params.meeting ? (
        <p className={styles.activeMeeting}>
          <span>
            Tasks from{' '}
            <MeetingTitleLink href={meetingLinks.meeting(scope, params.meeting)} title={meetingTitle ?? 'the selected meeting'} />
          </span>
          <Button variant="ghost" onClick={() => setParams({ meeting: null })}>
            Clear meeting filter
          </Button>
        </p>
      ) : null}
      {board}
    </div>
  );
}

/** How much of what is loaded the "Assigned to" filter shows: it cannot see tasks not loaded yet. */
function AssignedCount({ shown, loaded }: { shown: number; loaded: number }) {
  return (
    <p className={styles.assignedCount} role="status">
      Showing {shown} of {loaded} loaded {loaded === 1 ? 'task' : 'tasks'}
    </p>
  );
}

/** The filtered meeting, linked when a URL can open it. */
function MeetingTitleLink({ href, title }: { href: string | null; title: string }) {
  return href ? <Link to={href}>{title}</Link> : <>{title}</>;
}

/** The route table loads the screen's module on demand and shows its default export. */
export default TaskBoardPage;

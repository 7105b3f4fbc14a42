import { infiniteQueryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { TaskPage } from '@/api/schemas/task';
import { listTasks, type TaskPageRequest } from '@/api/tasks';
import { cursorPaging } from '@/lib/query/cursor-paging';
import { queryRoots } from '@/lib/query/query-roots';
import type { Scope } from '@/core/scope';
import { readParams } from '@/lib/routing/url-params';
import {
  columnFilters,
  TASK_BOARD_URL,
  TASK_COLUMNS,
  taskBoardFromUrl,
  taskPageRequest,
  type TaskListFilters,
} from '@/screens/task-board-filters';

export type TaskListCache = InfiniteData<TaskPage, string | undefined>;

function fetchTaskPage<S extends Scope>({ scope, params }: TaskPageRequest<S>, cursor: string | undefined, signal: AbortSignal) {
  return listTasks(scope, { ...params, cursor }, { signal });
}

export const taskQueries = {
  all: () => queryRoots.tasks,
  lists: () => [...taskQueries.all(), 'list'] as const,
  /** Every list of one scope, whatever its filters. */
  scopeLists: (scope: Scope) => [...taskQueries.lists(), scope] as const,
  list: (scope: Scope, filters: TaskListFilters) => {
    // Keyed by what the first page asks: filters the scope does not take make no separate entry.
    const firstPage = taskPageRequest(scope, filters);
    return infiniteQueryOptions({
      queryKey: [...taskQueries.scopeLists(scope), firstPage] as const,
      queryFn: ({ pageParam, signal }) => fetchTaskPage(firstPage, pageParam, signal),
      ...cursorPaging((page: TaskPage) => page.tasks),
    });
  },
};

/** Both columns' first page, from the board's URL alone: started while the board's code loads. */
export function prefetchTaskBoard(queryClient: QueryClient, scope: Scope, searchParams: URLSearchParams): void {
  const { filters, blocked } = taskBoardFromUrl(scope, readParams(searchParams, TASK_BOARD_URL));
  if (blocked) return;
  for (const column of TASK_COLUMNS) {
    void queryClient.prefetchInfiniteQuery(taskQueries.list(scope, columnFilters(filters, column)));
  }
}

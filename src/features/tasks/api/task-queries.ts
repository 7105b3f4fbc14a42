import { infiniteQueryOptions, type InfiniteData } from '@tanstack/react-query';
import type { Scope } from '@/api/operations';
import type { TaskPage } from '@/api/schemas/task';
import { listMyTasks, listWorkspaceTasks } from '@/api/tasks';
import { cursorPaging } from '@/lib/cursor-paging';
import { queryRoots } from '@/lib/query-roots';

export const TASK_PAGE_SIZE = 50;

export type TaskListCache = InfiniteData<TaskPage, string | undefined>;

export interface TaskListFilters {
  completed?: boolean;
  meetingId?: string;
  startDate?: string;
  endDate?: string;
  /** Workspace scope only. */
  userEmail?: string;
}

function forScope(scope: Scope, { userEmail, ...rest }: TaskListFilters): TaskListFilters {
  return scope === 'me' ? rest : { ...rest, userEmail };
}

export const taskQueries = {
  all: () => queryRoots.tasks,
  lists: () => [...taskQueries.all(), 'list'] as const,
  /** Every list of one scope, whatever its filters. */
  scopeLists: (scope: Scope) => [...taskQueries.lists(), scope] as const,
  list: (scope: Scope, filters: TaskListFilters) => {
    const params = forScope(scope, filters);
    return infiniteQueryOptions({
      queryKey: [...taskQueries.scopeLists(scope), params] as const,
      queryFn: ({ pageParam, signal }) => {
        const page = { ...params, limit: TASK_PAGE_SIZE, cursor: pageParam };
        return scope === 'me' ? listMyTasks(page, { signal }) : listWorkspaceTasks(page, { signal });
      },
      ...cursorPaging,
    });
  },
};

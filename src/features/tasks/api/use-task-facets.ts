import { useQueryClient } from '@tanstack/react-query';
import type { Scope } from '@/core/scope';
import { taskQueries, type TaskListCache } from './task-queries';
import { taskFacets, type TaskFacets } from '../model/task-facets';

/**
 * The facets of every task of this scope loaded so far, under any filters: choosing a meeting does
 * not shrink the meeting picker to that one meeting. Read on every render of the board, which follows
 * each change of its columns' data; it is cheap.
 */
export function useTaskFacets(scope: Scope): TaskFacets {
  const queryClient = useQueryClient();
  const tasks = queryClient
    .getQueriesData<TaskListCache>({ queryKey: taskQueries.scopeLists(scope) })
    .flatMap(([, data]) => data?.pages.flatMap((page) => page.tasks) ?? []);
  return taskFacets(tasks);
}

import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { distinctRows } from '@/lib/query/cursor-paging';
import type { Scope } from '@/core/scope';
import { columnFilters, type TaskBoardFromUrl, type TaskColumnId } from '@/screens/task-board-filters';
import { taskQueries } from './task-queries';

/** One column of the board: its own cursor-paged list, with the tasks of the loaded pages flattened. */
export function useTaskColumn(scope: Scope, { filters, blocked }: TaskBoardFromUrl, column: TaskColumnId) {
  const { queryKey, ...listQuery } = taskQueries.list(scope, columnFilters(filters, column));
  const query = useInfiniteQuery({
    queryKey,
    ...listQuery,
    enabled: !blocked,
    // The previous results stay (dimmed) until the new filters' arrive.
    placeholderData: keepPreviousData,
  });
  // Each task once, however the server's pages overlap.
  const { rows: tasks, mayBeIncomplete } = useMemo(() => distinctRows(query.data, (page) => page.tasks), [query.data]);
  return { query, queryKey, tasks, mayBeIncomplete };
}

export type TaskColumnState = ReturnType<typeof useTaskColumn>;

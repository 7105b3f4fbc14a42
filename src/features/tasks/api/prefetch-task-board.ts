import type { QueryClient } from '@tanstack/react-query';
import type { Scope } from '@/api/operations';
import { readParams } from '@/lib/url-params';
import { columnFilters, TASK_BOARD_PARAMS, TASK_COLUMNS, taskBoardRequest } from './task-board-request';
import { taskQueries } from './task-queries';

/** Starts both columns' first page from the URL alone, while the board's code is still loading. */
export function prefetchTaskBoard(queryClient: QueryClient, scope: Scope, searchParams: URLSearchParams): void {
  const { filters, blocked } = taskBoardRequest(scope, readParams(searchParams, TASK_BOARD_PARAMS));
  if (blocked) return;
  for (const column of TASK_COLUMNS) {
    void queryClient.prefetchInfiniteQuery(taskQueries.list(scope, columnFilters(filters, column)));
  }
}

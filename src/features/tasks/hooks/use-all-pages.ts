import { useEffect } from 'react';
import type { TaskColumnState } from './use-task-column';

/**
 * Pages through a column to its end, one page after another: counts and ages per person need every
 * open item, not the first page. A failed page stops here until the caller retries it.
 */
export function useAllPages({ query }: TaskColumnState): void {
  const { isSuccess, hasNextPage, isFetchingNextPage, isFetchNextPageError, isPlaceholderData, fetchNextPage } = query;
  const more = isSuccess && hasNextPage && !isFetchingNextPage && !isFetchNextPageError && !isPlaceholderData;
  useEffect(() => {
    // Joins a fetch already in flight instead of cancelling it (as the paged list footer does).
    if (more) void fetchNextPage({ cancelRefetch: false });
  }, [more, fetchNextPage]);
}

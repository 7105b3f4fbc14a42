import { useEffect } from 'react';
import type { TaskColumnState } from './use-task-column';

/**
 * Pages through a column to its end, one page after another: counts and ages per person need every
 * open item, not the first page. A failed page stops here until the caller retries it.
 */
export function useAllPages({ query }: TaskColumnState): void {
  const { isSuccess, hasNextPage, isFetching, isFetchNextPageError, isPlaceholderData, fetchNextPage } = query;
  // Not while a fetch is in flight, and never joining one: a next page that joined a refresh of the
  // loaded pages (the view opened on stale data) loaded nothing, and nothing asked again. One asked
  // for just as such a refresh starts cancels it instead (the pages still come, one after another).
  const more = isSuccess && hasNextPage && !isFetching && !isFetchNextPageError && !isPlaceholderData;
  useEffect(() => {
    if (more) void fetchNextPage();
  }, [more, fetchNextPage]);
}

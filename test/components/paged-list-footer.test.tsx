import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PagedListFooter } from '@/components/paged-list-footer';
import { deferred } from '../support/deferred';
import { useElementInView } from '../support/element-in-view';

const noun = ['meeting', 'meetings'] as const;

describe('the paged list footer', () => {
  it('offers Load more while there are pages, and loads on click', async () => {
    const fetchNextPage = vi.fn();
    render(<PagedListFooter loadedCount={30} noun={noun} hasNextPage isFetchingNextPage={false} fetchNextPage={fetchNextPage} />);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 30 meetings');
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(fetchNextPage).toHaveBeenCalledOnce();
  });

  it('ignores presses while the next page is loading, keeping the button focusable', async () => {
    const fetchNextPage = vi.fn();
    render(<PagedListFooter loadedCount={30} noun={noun} hasNextPage isFetchingNextPage fetchNextPage={fetchNextPage} />);
    const button = screen.getByRole('button', { name: 'Loading…' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toBeEnabled();
    await userEvent.click(button);
    expect(fetchNextPage).not.toHaveBeenCalled();
  });

  it.each([
    [0, 'End of list: all 0 meetings shown.'],
    [1, 'End of list: the only meeting is shown.'],
    [2, 'End of list: all 2 meetings shown.'],
  ])('marks the end of a list of %i', (count, text) => {
    render(<PagedListFooter loadedCount={count} noun={noun} hasNextPage={false} isFetchingNextPage={false} fetchNextPage={vi.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent(text);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers Retry after a failed page, without loading by itself though its end is in view', async () => {
    useElementInView(true);
    const fetchNextPage = vi.fn();
    render(
      <PagedListFooter
        loadedCount={30}
        noun={noun}
        hasNextPage
        isFetchingNextPage={false}
        fetchNextPage={fetchNextPage}
        nextPageError={new Error('boom')}
      />,
    );
    expect(screen.getByText('Could not load more meetings: boom')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    await act(() => Promise.resolve());
    expect(fetchNextPage).not.toHaveBeenCalled();
  });

  describe('loading as the end comes into view', () => {
    /** A request that is still loading. */
    const loading = () => vi.fn(() => new Promise<{ isFetchNextPageError: boolean }>(() => undefined));
    const footer = (
      fetchNextPage: () => Promise<{ isFetchNextPageError: boolean }>,
      props: { isFetchingNextPage?: boolean; loadedCount?: number } = {},
    ) => (
      <PagedListFooter
        loadedCount={props.loadedCount ?? 30}
        noun={noun}
        hasNextPage
        isFetchingNextPage={props.isFetchingNextPage ?? false}
        fetchNextPage={fetchNextPage}
      />
    );

    it('asks for the next page when the end scrolls into view, and not before', async () => {
      const view = useElementInView();
      const fetchNextPage = loading();
      render(footer(fetchNextPage));
      await act(() => Promise.resolve());
      expect(fetchNextPage).not.toHaveBeenCalled();
      view.scrollTo('in view');
      expect(fetchNextPage).toHaveBeenCalledExactlyOnceWith({ cancelRefetch: false });
    });

    /**
     * With the end in view: the footer asks for a page, and that request settles with
     * `failed` before the footer's props change. Returns the callback, to count what came next.
     */
    async function firstRequestSettles(failed: boolean) {
      const first = deferred<{ isFetchNextPageError: boolean }>();
      const fetchNextPage = loading().mockReturnValueOnce(first.promise);
      render(footer(fetchNextPage));
      await vi.waitFor(() => expect(fetchNextPage).toHaveBeenCalledOnce());
      await act(() => {
        first.resolve({ isFetchNextPageError: failed });
        return first.promise;
      });
      return fetchNextPage;
    }

    it('asks again when a request it joined settles without a page, the end still in view', async () => {
      useElementInView(true);
      // The request joined a refetch already under way: no page, and the footer's props never changed.
      const fetchNextPage = await firstRequestSettles(false);
      await vi.waitFor(() => expect(fetchNextPage).toHaveBeenCalledTimes(2));
    });

    it('does not ask again by itself after a page that failed', async () => {
      useElementInView(true);
      // Settled before the error has reached the footer's props.
      const fetchNextPage = await firstRequestSettles(true);
      await act(() => Promise.resolve());
      expect(fetchNextPage).toHaveBeenCalledOnce();
    });

    it('waits for a page being loaded, then looks again', async () => {
      useElementInView(true);
      const fetchNextPage = loading();
      const { rerender } = render(footer(fetchNextPage, { isFetchingNextPage: true }));
      await act(() => Promise.resolve());
      expect(fetchNextPage).not.toHaveBeenCalled();
      rerender(footer(fetchNextPage, { loadedCount: 60 }));
      await vi.waitFor(() => expect(fetchNextPage).toHaveBeenCalledOnce());
    });
  });
});

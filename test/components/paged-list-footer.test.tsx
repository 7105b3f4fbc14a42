import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PagedListFooter } from '@/components/paged-list-footer';

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

  it('offers Retry after a failed page, without loading by itself', () => {
    render(
      <PagedListFooter
        loadedCount={30}
        noun={noun}
        hasNextPage
        isFetchingNextPage={false}
        fetchNextPage={vi.fn()}
        nextPageError={new Error('boom')}
      />,
    );
    expect(screen.getByText('Could not load more meetings: boom')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WindowList } from '@/components/window-list';

// A file of its own: the virtualiser, once loaded, stays loaded for the rest of a test file.
describe('a window list that is long before anything loaded the virtualiser', () => {
  it('loads it and keeps the list to what is near the viewport, at its full height', async () => {
    // As when a server ignores `limit` and sends 5,000 meetings in its first page: no next page is
    // ever asked for, so nothing loaded the virtualiser ahead of the rows.
    const items = Array.from({ length: 5_000 }, (_, index) => `Item ${index}`);
    render(<WindowList aria-label="Things" items={items} itemKey={(item) => item} itemRem={() => 4} renderItem={(item) => item} />);
    const list = screen.getByRole('list', { name: 'Things' });
    // Never the whole list in the DOM, even before the virtualiser's chunk has arrived.
    expect(within(list).getAllByRole('listitem').length).toBeLessThanOrEqual(300);
    // 5,000 rows of 4rem (64 px at the default text size): the page can scroll to every one of them.
    await waitFor(() => expect(screen.getByRole('list', { name: 'Things' })).toHaveStyle({ height: `${5_000 * 64}px` }));
    const rendered = within(screen.getByRole('list', { name: 'Things' })).getAllByRole('listitem');
    expect(rendered.length).toBeGreaterThan(10);
    expect(rendered.length).toBeLessThan(60);
    expect(rendered[0]).toHaveTextContent('Item 0');
  });
});

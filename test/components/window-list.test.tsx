import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadWindowVirtualizer, VIRTUALIZE_ABOVE, WindowList } from '@/components/window-list';

const items = (count: number) => Array.from({ length: count }, (_, index) => `Item ${index}`);

function renderList(count: number) {
  render(<WindowList aria-label="Things" items={items(count)} itemKey={(item) => item} itemRem={() => 4} renderItem={(item) => item} />);
  return screen.getByRole('list', { name: 'Things' });
}

describe('a window list', () => {
  beforeAll(() => loadWindowVirtualizer());

  it('renders every item of a short list, each its height in rem', () => {
    const list = renderList(VIRTUALIZE_ABOVE);
    expect(within(list).getAllByRole('listitem')).toHaveLength(VIRTUALIZE_ABOVE);
    expect(within(list).getAllByRole('listitem')[0]).toHaveStyle({ height: '4rem' });
  });

  it('keeps a long list to what is near the viewport, at its full height', () => {
    const list = renderList(5_000);
    const rendered = within(list).getAllByRole('listitem');
    expect(rendered.length).toBeGreaterThan(10);
    expect(rendered.length).toBeLessThan(60);
    expect(rendered[0]).toHaveTextContent('Item 0');
    // 5,000 rows of 4rem (64 px at the default text size): the page can scroll to every one of them.
    expect(list).toHaveStyle({ height: `${5_000 * 64}px` });
  });
});

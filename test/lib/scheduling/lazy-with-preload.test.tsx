import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyWithPreload } from '@/lib/scheduling/lazy-with-preload';

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

/** Renders `element` under a Suspense boundary; what it returns is called each time the fallback renders. */
function renderCountingFallback(element: React.ReactNode) {
  const fallbackShown = vi.fn();
  function Fallback() {
    fallbackShown();
    return <p>Loading…</p>;
  }
  render(<Suspense fallback={<Fallback />}>{element}</Suspense>);
  return fallbackShown;
}

describe('lazyWithPreload', () => {
  it('renders a preloaded component in the first render, without its fallback', async () => {
    const { Component, preload } = lazyWithPreload(() => Promise.resolve({ default: Greeting }));
    await preload();
    const fallbackShown = renderCountingFallback(<Component name="Ada" />);
    expect(screen.getByText('Hello, Ada')).toBeInTheDocument();
    expect(fallbackShown).not.toHaveBeenCalled();
  });

  it('shows the fallback until a component that was not preloaded arrives', async () => {
    const { Component } = lazyWithPreload(() => Promise.resolve({ default: Greeting }));
    const fallbackShown = renderCountingFallback(<Component name="Grace" />);
    expect(await screen.findByText('Hello, Grace')).toBeInTheDocument();
    expect(fallbackShown).toHaveBeenCalled();
  });

  it('downloads once however often it is preloaded', async () => {
    let downloads = 0;
    const { preload } = lazyWithPreload(() => {
      downloads += 1;
      return Promise.resolve({ default: Greeting });
    });
    await Promise.all([preload(), preload()]);
    await preload();
    expect(downloads).toBe(1);
  });

  it('tries a failed download again on the next preload', async () => {
    let downloads = 0;
    const { Component, preload } = lazyWithPreload<{ name: string }>(() => {
      downloads += 1;
      if (downloads === 1) return Promise.reject(new Error('offline'));
      return Promise.resolve({ default: Greeting });
    });
    await expect(preload()).rejects.toThrow('offline');
    await preload();
    expect(downloads).toBe(2);
    const fallbackShown = renderCountingFallback(<Component name="Linus" />);
    expect(screen.getByText('Hello, Linus')).toBeInTheDocument();
    expect(fallbackShown).not.toHaveBeenCalled();
  });
});

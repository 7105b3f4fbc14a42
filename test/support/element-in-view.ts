import { act } from '@testing-library/react';
import { onTestFinished } from 'vitest';

/**
 * jsdom lays nothing out and has no IntersectionObserver: this gives the current test one in which
 * every observed element is in view or not, as `scrollTo` last set it. Like a browser's, an observer
 * reports once when it starts observing, and again whenever the answer changes. Call it before rendering.
 */
export function useElementInView(initially = false) {
  let inView = initially;
  const live = new Set<{ report: () => void }>();

  class ViewObserver {
    private readonly targets = new Set<Element>();
    private readonly entry = { report: () => this.report() };
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      this.targets.add(target);
      live.add(this.entry);
      // A browser delivers the first report after the current task.
      queueMicrotask(() => {
        if (this.targets.has(target)) act(() => this.report());
      });
    }
    unobserve(target: Element) {
      this.targets.delete(target);
    }
    disconnect() {
      this.targets.clear();
      live.delete(this.entry);
    }
    takeRecords() {
      return [];
    }
    private report() {
      const entries = [...this.targets].map((target) => ({ target, isIntersecting: inView }) as IntersectionObserverEntry);
      if (entries.length > 0) this.callback(entries, this as unknown as IntersectionObserver);
    }
  }

  globalThis.IntersectionObserver = ViewObserver as unknown as typeof IntersectionObserver;
  onTestFinished(() => {
    Reflect.deleteProperty(globalThis, 'IntersectionObserver');
  });
  return {
    /** The page scrolls so that observed elements come into view, or leave it. */
    scrollTo: (next: 'in view' | 'out of view') =>
      act(() => {
        const changed = (next === 'in view') !== inView;
        inView = next === 'in view';
        if (changed) [...live].forEach((observer) => observer.report());
      }),
  };
}

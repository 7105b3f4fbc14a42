import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadOnce, type LoadOnce } from '@/core/load-once';

export interface LazyWithPreload<P extends object> {
  Component: LazyExoticComponent<ComponentType<P>>;
  /** Starts the download; once it is in, the component renders without suspending. */
  preload: LoadOnce<{ default: ComponentType<P> }>;
}

/**
 * React.lazy suspends the first time it renders even when its code is already loaded (a promise calls
 * back in a later microtask), and a Suspense boundary mounting then commits its fallback first and
 * holds the content back for React's fallback throttle (300 ms). Once the code is in, this hands
 * React.lazy a thenable that calls back at once, so the first render shows the component.
 */
export function lazyWithPreload<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyWithPreload<P> {
  const preload = loadOnce(load); // a failed download may be tried again
  const Component = lazy(() => {
    const loaded = preload.loaded();
    return loaded ? calledBackAtOnce(loaded) : preload();
  });
  return { Component, preload };
}

/** What React.lazy reads of a promise is `then`; this one calls it back synchronously. */
function calledBackAtOnce<T>(value: T): Promise<T> {
  const thenable = {
    then(onFulfilled: (value: T) => unknown) {
      onFulfilled(value);
      return thenable;
    },
  };
  return thenable as unknown as Promise<T>;
}

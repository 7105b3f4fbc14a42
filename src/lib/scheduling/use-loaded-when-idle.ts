import { useEffect, useState } from 'react';
import type { LoadOnce } from '@/core/load-once';
import { useIdle } from './use-idle';

/**
 * What `load` gives, loaded once the browser has been idle (undefined until then): for code the first
 * screen can do without. A failed load is tried again whenever `retryWhen` changes (e.g. when the
 * network comes back); pass `false` to wait.
 */
export function useLoadedWhenIdle<T>(load: LoadOnce<T>, retryWhen: unknown = true): T | undefined {
  const idle = useIdle();
  const [loaded, setLoaded] = useState<{ value: T } | undefined>(() => {
    const value = load.loaded();
    return value === undefined ? undefined : { value };
  });
  useEffect(() => {
    if (!idle || loaded || retryWhen === false) return;
    let current = true;
    load().then(
      (value) => current && setLoaded({ value }),
      () => undefined,
    );
    return () => void (current = false);
  }, [idle, loaded, load, retryWhen]);
  return loaded?.value;
}

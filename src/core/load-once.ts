export interface LoadOnce<T> {
  /** Starts the load, or returns the one under way or done: every caller shares it. */
  (): Promise<T>;
  /** What the load gave, once it has succeeded (undefined until then): for a caller that must not wait. */
  loaded: () => T | undefined;
}

/**
 * Loads something (a chunk of code) once however often it is asked for. A failed load is forgotten,
 * so the next call tries again (a dropped connection is not the last word); a load that succeeded is
 * never made again. Plain TypeScript, no React: the API layer and the code before React use it.
 */
export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let loading: Promise<T> | null = null;
  let value: T | undefined;
  const get = () => {
    loading ??= load().then(
      (result) => (value = result),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  return Object.assign(get, { loaded: () => value });
}

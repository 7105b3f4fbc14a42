/** A screen's filter values from the query string; absent or empty ones are null. */
export type ParamValues<K extends string> = Record<K, string | null>;

/** src/boot reads the URL with it too, before the app has loaded. */
export function readParams<K extends string>(searchParams: URLSearchParams, names: readonly K[]): ParamValues<K> {
  return Object.fromEntries(names.map((name) => [name, searchParams.get(name) || null])) as ParamValues<K>;
}

import type { RequestTarget } from '@/api/build-request';
import { scopedOperation, type OperationName, type ScopedAction } from '@/api/operations';
import { parseScope, type Scope } from '@/core/scope';
import { readParams, type ParamValues } from './url-params';

/** The `:name` segments of a URL pattern, as an object type. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : Record<never, string>;

/** A screen's query-string values for a link: absent, null or empty ones are left out. */
export type UrlValues<K extends string> = Partial<Record<K, string | null | undefined>>;

/** A request a screen's URL implies, as the fetch layer builds it: what src/boot sends early. */
export interface ScreenRequest extends RequestTarget {
  operation: OperationName;
}

/** A scope's first page (a scope and its parameters, as the queries ask it) as the fetch layer sends it. */
export function scopedRequest(action: ScopedAction, { scope, params }: { scope: Scope; params: RequestTarget['params'] }): ScreenRequest {
  return { operation: scopedOperation(scope, action), params };
}

/** Where a URL is, as a screen reads it: the scope (`me` outside scoped screens), path and query values. */
export interface ScreenLocation<P extends string, K extends string> {
  scope: Scope;
  params: PathParams<P>;
  values: ParamValues<K>;
}

/**
 * The icons the main navigation draws, by name (src/components/icons.tsx): a screen names its entry's
 * icon, so the stylesheet knows icons, not screens.
 */
export type NavIcon = 'calendar' | 'checkbox' | 'magnifier' | 'chart' | 'people' | 'key';

export interface ScreenDefinition<
  Name extends string,
  P extends string,
  K extends string,
  I extends NavIcon | undefined = NavIcon | undefined,
> {
  name: Name;
  /** React Router's pattern: `:name` segments; a `:scope` segment is `me` or `workspace`, else a 404. */
  pattern: P;
  /** Every query-string key the screen reads: links, the screen and its requests take these. */
  urlKeys: readonly K[];
  /** The lazy chunks (named after their module files) a cold URL of this screen asks for with its page. */
  chunks?: readonly string[];
  /** What the screen asks the API first, from its URL alone (`wide`: a list is shown beside it). */
  requests?: (location: ScreenLocation<P, K>, wide: boolean) => ScreenRequest[];
  /** The icon of the screen's own entry in the main navigation; none for a screen shown under another's entry. */
  icon?: I;
}

export interface Screen<
  Name extends string,
  P extends string,
  K extends string,
  I extends NavIcon | undefined = NavIcon | undefined,
> extends ScreenDefinition<Name, P, K, I> {
  scoped: boolean;
  /** This screen's location if it shows `pathname` (and the query string `search`), as React Router matches it. */
  match: (pathname: string, search?: string) => ScreenLocation<P, K> | null;
  /** The URL with these path and query values (path values encoded once; empty query values left out). */
  url: (params: PathParams<P>, values?: UrlValues<K>) => string;
  /** What this URL's screen asks the API first (none for a URL of another screen). */
  requestsAt: (url: { pathname: string; search: string }, wide: boolean) => ScreenRequest[];
}

/**
 * One screen's URL contract, written once in `src/screens`: its pattern, query keys and
 * first requests. The route table, links, the palette, src/boot and the build's preload pages read it.
 */
export function defineScreen<
  const Name extends string,
  const P extends string,
  const K extends string,
  const I extends NavIcon | undefined = undefined,
>(definition: ScreenDefinition<Name, P, K, I>): Screen<Name, P, K, I> {
  const { pattern, urlKeys } = definition;
  const scoped = segmentsOf(pattern).includes(':scope');
  return {
    ...definition,
    scoped,
    match(pathname, search = '') {
      const params = matchPattern(pattern, pathname);
      if (!params) return null;
      const scope = scoped ? parseScope(params.scope) : 'me';
      if (!scope) return null;
      return { scope, params: params as PathParams<P>, values: readParams(new URLSearchParams(search), urlKeys) };
    },
    url: (params, values) => withSearch(fill(pattern, params), values),
    requestsAt({ pathname, search }, wide) {
      const location = this.match(pathname, search);
      return location && definition.requests ? definition.requests(location, wide) : [];
    },
  };
}

const segmentsOf = (pathname: string) => pathname.split('/').filter(Boolean);

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The pattern's `:name` values in `pathname`, decoded, or null (case-insensitive, trailing slash ignored). */
function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const expected = segmentsOf(pattern);
  const segments = segmentsOf(pathname);
  if (expected.length !== segments.length) return null;
  const params: Record<string, string> = {};
  const matches = expected.every((part, index) => {
    const segment = segments[index] ?? '';
    // The pattern's own parameter names (`:meetingId`), never the URL's text.
    // eslint-disable-next-line keys/no-string-keyed-objects
    if (part.startsWith(':')) params[part.slice(1)] = decode(segment);
    return part.startsWith(':') || part.toLowerCase() === segment.toLowerCase();
  });
  return matches ? params : null;
}

function withSearch(pathname: string, values: Partial<Record<string, string | null | undefined>> = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value) params.set(name, value);
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}

function fill(pattern: string, values: Record<string, string>): string {
  // eslint-disable-next-line keys/no-string-keyed-objects -- the pattern's own parameter names
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
}

/**
 * The longest text a filter may send: a search query, a tag, a member e-mail, a meeting id in a task
 * filter. The interface states no limit, but the value travels in the URL, both the app's and the
 * API's, and servers cap a request's line and headers (nginx 8 KB a line, Node 16 KB in all: a
 * 20,000-character query got 431 from the preview server). Percent-encoding can make one character
 * nine (three UTF-8 bytes, each `%XX`): 500 characters stay under 4.5 KB however they are written,
 * and no real search or tag is that long. No zod here: the early request checks it too.
 */
export const MAX_FILTER_LENGTH = 500;

export function isFilterTooLong(value: string | null | undefined): boolean {
  return (value?.length ?? 0) > MAX_FILTER_LENGTH;
}

/** What the field says, e.g. `filterTooLongMessage('The search', 20_000)`. */
export function filterTooLongMessage(what: string, length: number): string {
  return `${what} is too long: at most ${MAX_FILTER_LENGTH} characters, and this one has ${length.toLocaleString('en-US')}.`;
}

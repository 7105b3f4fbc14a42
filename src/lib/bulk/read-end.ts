import { isApiError } from '@/api/api-error';

/**
 * Why a bulk read of a list ended. Only `all` means the API said there was no more: any other end
 * leaves the list partial, and every figure built from it must say so.
 */
export type ReadEnd =
  | { kind: 'all' }
  /** The API sent a cursor it had sent before, or a page of rows already read: more may exist. */
  | { kind: 'repeated' }
  /** The read reached its page limit (a list that never ends would read, and grow, forever). */
  | { kind: 'page-limit'; pages: number }
  | { kind: 'failed'; error: unknown }
  /** The user pressed Stop (or left the screen). */
  | { kind: 'stopped' };

export const READ_ALL: ReadEnd = { kind: 'all' };

/** The message of an error a read ended with, for a sentence. */
export const reasonOf = (error: unknown): string => (isApiError(error) || error instanceof Error ? error.message : 'unknown error');

/** Why a read is partial, to follow "Stopped after 200 meetings: "; null when it read everything. */
export function whyPartial(end: ReadEnd): string | null {
  switch (end.kind) {
    case 'all':
      return null;
    case 'repeated':
      return 'the API sent the same page twice';
    case 'page-limit':
      return `a read stops after ${end.pages.toLocaleString('en-US')} pages`;
    case 'failed':
      return `a page could not be read (${reasonOf(end.error)})`;
    case 'stopped':
      return 'you stopped it';
  }
}

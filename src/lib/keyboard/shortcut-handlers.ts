import { useEffect, useRef } from 'react';

/** What the page shown does for a shortcut whose meaning is its own (Esc on a meeting, / where the search box is). */
type PageCommand = 'back' | 'search';

const handlers: Record<PageCommand, (() => void)[]> = { back: [], search: [] };

/** Runs the handler registered last (the innermost one's: a page's over the header's); false when none is. */
export function runPageCommand(command: PageCommand): boolean {
  const handler = handlers[command].at(-1);
  handler?.();
  return handler !== undefined;
}

/** While mounted (and enabled), the calling component handles the command. */
export function usePageCommand(command: PageCommand, handler: () => void, enabled = true): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!enabled) return;
    const run = () => latest.current();
    handlers[command].push(run);
    return () => {
      handlers[command] = handlers[command].filter((candidate) => candidate !== run);
    };
  }, [command, enabled]);
}

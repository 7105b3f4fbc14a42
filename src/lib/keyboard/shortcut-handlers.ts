import { useEffect, useRef } from 'react';

/** What a screen does for a shortcut whose meaning is its own (Esc on a meeting, / where the search box is). */
type ScreenCommand = 'back' | 'search';

const handlers: Record<ScreenCommand, (() => void)[]> = { back: [], search: [] };

/** Runs the handler registered last (the innermost screen's); false when no screen handles it. */
export function runScreenCommand(command: ScreenCommand): boolean {
  const handler = handlers[command].at(-1);
  handler?.();
  return handler !== undefined;
}

/** While mounted (and enabled), this screen handles the command. */
export function useScreenCommand(command: ScreenCommand, handler: () => void, enabled = true): void {
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

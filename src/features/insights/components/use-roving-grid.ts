import { useCallback, useRef, useState, type KeyboardEvent } from 'react';

export type Cell = readonly [row: number, column: number];

type Move = (cell: Cell, rows: number, columns: number) => Cell;
const MOVES: ReadonlyMap<string, Move> = new Map<string, Move>([
  ['ArrowLeft', ([r, c]) => [r, c - 1]],
  ['ArrowRight', ([r, c]) => [r, c + 1]],
  ['ArrowUp', ([r, c]) => [r - 1, c]],
  ['ArrowDown', ([r, c]) => [r + 1, c]],
  ['Home', ([r]) => [r, 0]],
  ['End', ([r], _rows, columns) => [r, columns - 1]],
]);

/**
 * A chart's data points as one tab stop: arrow keys move between them (Home and End along a row)
 * from the point focused, whatever the pointer does. The tooltip shows the point under the pointer,
 * else the one focused; Escape hides it until the focus moves.
 */
export function useRovingGrid(rows: number, columns: number) {
  const [focused, setFocused] = useState<Cell | null>(null);
  const [hovered, setHovered] = useState<Cell | null>(null);
  const [dismissed, setDismissed] = useState(false);
  const [tabStop, setTabStop] = useState<Cell>([0, 0]);
  const elements = useRef(new Map<string, SVGElement>());

  const onKeyDown = useCallback(
    (event: KeyboardEvent<SVGElement>) => {
      if (event.key === 'Escape') {
        setDismissed(true);
        setHovered(null);
        return;
      }
      const move = MOVES.get(event.key);
      if (!move || !focused) return;
      event.preventDefault();
      const [r, c] = move(focused, rows, columns);
      const next: Cell = [Math.min(rows - 1, Math.max(0, r)), Math.min(columns - 1, Math.max(0, c))];
      elements.current.get(next.join(':'))?.focus();
    },
    [focused, rows, columns],
  );

  const pointProps = (row: number, column: number) => {
    const key = `${row}:${column}`;
    // The stop stays within the grid when it shrinks (a shorter range, fewer weeks).
    const isStop = Math.min(tabStop[0], rows - 1) === row && Math.min(tabStop[1], columns - 1) === column;
    return {
      tabIndex: isStop ? 0 : -1,
      ref: (element: SVGElement | null) => {
        if (element) elements.current.set(key, element);
        else elements.current.delete(key);
      },
      onKeyDown,
      onFocus: () => {
        setTabStop([row, column]);
        setFocused([row, column]);
        setDismissed(false);
      },
      onBlur: () => setFocused(null),
      onMouseEnter: () => setHovered([row, column]),
      onMouseLeave: () => setHovered(null),
    };
  };

  return { active: hovered ?? (dismissed ? null : focused), pointProps };
}

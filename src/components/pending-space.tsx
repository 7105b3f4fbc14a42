/**
 * Holds the height of items a list renders a moment later (its first render shows a screenful), so
 * that what follows the list sits where it will be: a footer that loads the next page as it comes
 * into view must not see the list's end in view before the list has it all.
 */
export function PendingSpace({ rem }: { rem: number }) {
  return rem > 0 ? <div aria-hidden="true" style={{ height: `${rem}rem` }} /> : null;
}

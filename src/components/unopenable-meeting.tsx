/**
 * Said where a meeting would be a link but its id is one no URL can carry (`.` or `..`, see
 * `isOpenableMeetingId` in screens/meetings.ts): the row stays, as text, and says why it does not open.
 */
export const UNOPENABLE_MEETING = 'This meeting’s id cannot be opened in a URL.';

export function UnopenableMeetingNote({ className }: { className?: string }) {
  return <span className={className}>{UNOPENABLE_MEETING}</span>;
}

import { useId } from 'react';
import type { Task } from '@/api/schemas/task';
import { Button } from '@/components/button';
import { sentence } from '@/components/sentence';
import { useCopyText } from '@/components/use-copy-text';
import { boardDigest, type BoardDigestContext, type BoardView } from '../model/board-digest';

interface CopyDigestButtonProps extends Omit<BoardDigestContext, 'now'> {
  view: BoardView;
  open: readonly Task[];
  completed: readonly Task[];
  /** Set while the board is not the current view of its filters (updating, or still paging). */
  notReady: string | null;
  /** The board shows only part of what exists (more pages): the digest says so. */
  partial: string | null;
}

/** "Copy as Markdown": what the board shows under its filters, grouped by person, then meeting. */
export function CopyDigestButton({ view, open, completed, notReady, partial, ...context }: CopyDigestButtonProps) {
  const id = useId();
  const copyText = useCopyText();
  const empty = open.length + completed.length === 0;
  const copy = () =>
    void copyText(boardDigest({ ...context, view, open, completed, partial, now: Date.now() }), {
      copied: sentence`The tasks were copied as Markdown.`,
      what: 'the tasks',
    });
  return (
    <>
      <Button aria-describedby={id} disabled={empty || notReady !== null} onClick={copy}>
        Copy as Markdown
      </Button>
      <span id={id} className="visually-hidden">
        {notReady ??
          (view === 'people'
            ? 'The open items by person, with links to their meetings.'
            : 'The loaded tasks by person, with links to their meetings.')}
      </span>
    </>
  );
}

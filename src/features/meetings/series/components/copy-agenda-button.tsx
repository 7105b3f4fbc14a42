import { useId } from 'react';
import type { Meeting } from '@/api/schemas/meeting';
import { Button } from '@/components/button';
import { sentence } from '@/components/sentence';
import { useCopyText } from '@/components/use-copy-text';
import type { ItemResult } from '@/lib/bulk/read-items';
import type { Scope } from '@/core/scope';
import type { Series } from '@/lib/series/find-series';
import { seriesAgenda } from '../model/series-agenda';
import { meetingLinks } from '@/screens/meetings';

/** "Copy agenda as Markdown": the series' open items by assignee, to paste into the next invitation. */
export function CopyAgendaButton({
  scope,
  series,
  reads,
  busy,
}: {
  scope: Scope;
  series: Series;
  reads: ReadonlyMap<string, ItemResult<Meeting>>;
  busy: boolean;
}) {
  const id = useId();
  const copyText = useCopyText();
  const copy = () => {
    const meetingUrl = (meetingId: string) => {
      const path = meetingLinks.meeting(scope, meetingId);
      return path ? `${window.location.origin}${path}` : null;
    };
    void copyText(seriesAgenda({ series, reads, meetingUrl, now: Date.now() }), {
      copied: sentence`The agenda was copied as Markdown.`,
      what: 'the agenda',
    });
  };
  return (
    <>
      <Button aria-describedby={id} disabled={busy} onClick={copy}>
        Copy agenda as Markdown
      </Button>
      <span id={id} className="visually-hidden">
        {busy ? 'Available once the meetings have been checked, or stopped.' : 'The open items by assignee, with links to their meetings.'}
      </span>
    </>
  );
}

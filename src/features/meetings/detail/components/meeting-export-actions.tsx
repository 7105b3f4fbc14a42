import { useLocation } from 'react-router-dom';
import type { Meeting } from '@/api/schemas/meeting';
import { Button } from '@/components/button';
import { sentence } from '@/components/sentence';
import { useCopyText } from '@/components/use-copy-text';
import { downloadFile } from '@/lib/browser/download-file';
import { displayTitle } from '@/lib/dates/format';
import { meetingFileName } from '@/features/meetings/model/file-name';
import { meetingMarkdown } from '@/features/meetings/model/meeting-markdown';
import { transcriptTurns } from '@/features/meetings/model/transcript-turns';
import styles from './meeting-detail.module.css';

/** Take the meeting along: as Markdown (clipboard or file), or printed. */
export function MeetingExportActions({ meeting }: { meeting: Meeting }) {
  const copyText = useCopyText();
  const { pathname } = useLocation();
  // Built when asked for: a 3-hour transcript makes a document of a megabyte or more.
  const markdown = () => meetingMarkdown(meeting, transcriptTurns(meeting.transcript), { url: window.location.origin + pathname });
  return (
    <div className={styles.exportActions} role="group" aria-label="Take this meeting with you">
      <Button onClick={() => void copyText(markdown(), { copied: sentence`The meeting was copied as Markdown.`, what: 'the meeting' })}>
        Copy <span className={styles.wideOnly}>as Markdown</span>
      </Button>
      <Button onClick={() => downloadFile(markdown(), meetingFileName(displayTitle(meeting), '.md'), 'text/markdown;charset=utf-8')}>
        Download <span className={styles.wideOnly}>.md</span>
      </Button>
      <Button onClick={() => window.print()}>Print</Button>
    </div>
  );
}

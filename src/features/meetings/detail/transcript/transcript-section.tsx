import { useDeferredValue, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/button';
import { downloadFile } from '@/lib/download-file';
import { findInTranscript, turnOfMatch } from '@/features/meetings/model/find-in-transcript';
import { parseTranscript, transcriptAsText } from '@/features/meetings/model/parse-transcript';
import { TranscriptView } from './transcript-view';
import styles from './transcript.module.css';

interface TranscriptSectionProps {
  transcript: string | null;
  /** Used for the download's file name. */
  title: string;
  /** Pre-filled find (from a search hit): its first match is shown highlighted. */
  initialFind: string | null;
}

function fileName(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'meeting'}-transcript.txt`;
}

export function TranscriptSection({ transcript, title, initialFind }: TranscriptSectionProps) {
  const findId = useId();
  const turns = useMemo(() => (transcript ? parseTranscript(transcript) : []), [transcript]);
  const [find, setFind] = useState(initialFind ?? '');
  const [current, setCurrent] = useState(0);
  // Finding in a long transcript must not make typing lag.
  const deferredFind = useDeferredValue(find);
  const matches = useMemo(() => findInTranscript(turns, deferredFind), [turns, deferredFind]);
  const index = matches.total === 0 ? 0 : Math.min(current, matches.total - 1);
  const activeTurn = matches.total > 0 ? turnOfMatch(matches, index) : null;
  const active = activeTurn === null ? null : { turn: activeTurn, at: index - (matches.firstIndex[activeTurn] ?? 0) };

  const step = (delta: number) => {
    if (matches.total > 0) setCurrent((index + delta + matches.total) % matches.total);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    step(event.shiftKey ? -1 : 1);
  };

  if (transcript === null) return <p>No transcript is available for this meeting.</p>;
  if (turns.length === 0) return <p>The transcript is empty: the recording may still be processing.</p>;

  const status = deferredFind.trim()
    ? matches.total === 0
      ? 'No matches'
      : `${index + 1} of ${matches.total} ${matches.total === 1 ? 'match' : 'matches'}`
    : `${turns.length} ${turns.length === 1 ? 'entry' : 'entries'}`;

  return (
    <>
      <div className={styles.toolbar} role="search" aria-label="Find in transcript">
        <label htmlFor={findId} className="visually-hidden">
          Find in transcript
        </label>
        <input
          id={findId}
          type="search"
          placeholder="Find in transcript"
          value={find}
          onChange={(event) => {
            setFind(event.target.value);
            setCurrent(0);
          }}
          onKeyDown={onKeyDown}
        />
        <span className={styles.count} role="status" aria-live="polite">
          {status}
        </span>
        <Button onClick={() => step(-1)} disabled={matches.total === 0} aria-label="Previous match">
          ↑
        </Button>
        <Button onClick={() => step(1)} disabled={matches.total === 0} aria-label="Next match">
          ↓
        </Button>
        <Button onClick={() => downloadFile(transcriptAsText(turns), fileName(title), 'text/plain;charset=utf-8')}>Download .txt</Button>
      </div>
      <TranscriptView turns={turns} matches={matches} active={active} />
    </>
  );
}

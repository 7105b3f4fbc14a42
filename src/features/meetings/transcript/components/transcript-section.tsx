import { useDeferredValue, useId, useMemo, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/button';
import { sentence } from '@/components/sentence';
import { useCopyText } from '@/components/use-copy-text';
import { downloadFile } from '@/lib/browser/download-file';
import { usePrintMode } from './use-print-mode';
import { meetingFileName } from '@/features/meetings/model/file-name';
import { findInTranscript, turnOfMatch } from '../model/find-in-transcript';
import { firstHitMatch } from '../model/first-hit';
import { transcriptAsText, type TranscriptTurn } from '@/features/meetings/model/parse-transcript';
import { speakerStats } from '@/features/meetings/model/speaker-stats';
import { transcriptTurns } from '@/features/meetings/model/transcript-turns';
import { SpeakerFilter } from './speaker-filter';
import type { TurnLinks } from './transcript-turn';
import { TranscriptView, type ScrollRequest } from './transcript-view';
import styles from './transcript.module.css';

interface TranscriptSectionProps {
  transcript: string | null;
  /** Used for the download's file name. */
  title: string;
  /** Pre-filled find (from a search hit): the hit's turn is shown, its match highlighted. */
  initialFind: string | null;
}

/** What moves the transcript: a turn named by the URL, the find, or a turn link just followed. */
type ScrollCause = 'url-turn' | 'url-find' | 'find' | 'link';

/** `?turn=N` (from 1) when it names a turn of this transcript. */
function linkedTurnOf(value: string | null, count: number): number | null {
  const number = value && /^\d+$/.test(value) ? Number(value) : NaN;
  return number >= 1 && number <= count ? number : null;
}

/** Plain left clicks copy; modified and middle clicks open the link as links do. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export function TranscriptSection({ transcript, title, initialFind }: TranscriptSectionProps) {
  const findId = useId();
  const { pathname } = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const copyText = useCopyText();
  const printing = usePrintMode();
  const turns = transcriptTurns(transcript);
  const speakers = useMemo(() => speakerStats(turns), [turns]);

  const selectedParam = searchParams.getAll('speaker').join('\n');
  const selected = useMemo(() => new Set(selectedParam ? selectedParam.split('\n') : []), [selectedParam]);
  // Printing shows the whole transcript, whatever is filtered on screen.
  const filtered = selected.size > 0 && !printing;
  const shown = useMemo(() => {
    const entries: { turns: TranscriptTurn[]; numbers: number[] } = { turns: [], numbers: [] };
    turns.forEach((turn, index) => {
      if (filtered && !selected.has(turn.speaker?.trim() ?? '')) return;
      entries.turns.push(turn);
      entries.numbers.push(index + 1);
    });
    return entries;
  }, [turns, selected, filtered]);
  const linkedNumber = linkedTurnOf(searchParams.get('turn'), turns.length);
  const linked = linkedNumber === null ? -1 : shown.numbers.indexOf(linkedNumber);

  const [find, setFind] = useState(initialFind ?? '');
  // Finding in a long transcript must not make typing lag.
  const deferredFind = useDeferredValue(find);
  const matches = useMemo(() => findInTranscript(shown.turns, deferredFind), [shown.turns, deferredFind]);
  const [current, setCurrent] = useState(() => (initialFind ? firstHitMatch(shown.turns, matches, initialFind) : 0));
  const [cause, setCause] = useState<ScrollCause>(linkedNumber !== null ? 'url-turn' : 'url-find');
  const index = matches.total === 0 ? 0 : Math.min(current, matches.total - 1);
  const activeTurn = matches.total > 0 ? turnOfMatch(matches, index) : null;
  const active = activeTurn === null ? null : { turn: activeTurn, at: index - (matches.firstIndex[activeTurn] ?? 0) };

  let scrollTo: ScrollRequest | null = null;
  if ((cause === 'url-turn' || cause === 'link') && linked >= 0) {
    const align = cause === 'link' ? 'auto' : 'center';
    scrollTo = { key: `turn:${linkedNumber}:${shown.turns.length}`, index: linked, toMatch: false, align, reveal: cause === 'url-turn' };
  } else if (active && deferredFind.trim()) {
    const key = `match:${index}:${deferredFind}:${shown.turns.length}`;
    scrollTo = { key, index: active.turn, toMatch: true, align: 'center', reveal: cause === 'url-find' };
  }

  const step = (delta: number) => {
    if (matches.total === 0) return;
    setCause('find');
    setCurrent((index + delta + matches.total) % matches.total);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    step(event.shiftKey ? -1 : 1);
  };
  const setSelected = (next: ReadonlySet<string>) => {
    setCurrent(0);
    // A moment opened from the URL stays highlighted, but choosing speakers no longer scrolls the page to it.
    setCause((previous) => (previous === 'url-turn' ? 'link' : previous === 'url-find' ? 'find' : previous));
    setSearchParams(
      (params) => {
        const updated = new URLSearchParams(params);
        updated.delete('speaker');
        for (const name of next) updated.append('speaker', name);
        return updated;
      },
      { replace: true },
    );
  };
  const links: TurnLinks = {
    href: (number) => `${pathname}?turn=${number}`,
    onFollow: (number, event) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      setCause('link');
      setSearchParams(
        (params) => {
          const updated = new URLSearchParams(params);
          updated.set('turn', String(number));
          return updated;
        },
        { replace: true },
      );
      void copyText(`${window.location.origin}${pathname}?turn=${number}`, {
        copied: sentence`Link to turn ${number} copied to the clipboard.`,
        what: 'the link',
      });
    },
  };

  if (transcript === null) return <p>No transcript is available for this meeting.</p>;
  if (turns.length === 0) return <p>The transcript is empty: the recording may still be processing.</p>;

  const entries = (count: number) => `${count} ${count === 1 ? 'entry' : 'entries'}`;
  const status = deferredFind.trim()
    ? matches.total === 0
      ? 'No matches'
      : `${index + 1} of ${matches.total} ${matches.total === 1 ? 'match' : 'matches'}`
    : filtered
      ? `${shown.turns.length} of ${entries(turns.length)}`
      : entries(turns.length);

  return (
    <>
      {speakers.length > 0 ? <SpeakerFilter speakers={speakers} selected={selected} onChange={setSelected} /> : null}
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
            setCause('find');
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
        <Button
          onClick={() => downloadFile(transcriptAsText(turns), meetingFileName(title, '-transcript.txt'), 'text/plain;charset=utf-8')}
        >
          Download .txt
        </Button>
      </div>
      {shown.turns.length === 0 ? (
        <p className={styles.none}>None of the chosen speakers has a turn.</p>
      ) : (
        <TranscriptView
          turns={shown.turns}
          numbers={shown.numbers}
          matches={matches}
          active={active}
          linked={linked >= 0 ? linked : null}
          scrollTo={printing ? null : scrollTo}
          links={links}
          full={printing}
        />
      )}
    </>
  );
}

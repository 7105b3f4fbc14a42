import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import type { TranscriptMatches } from '@/features/meetings/model/find-in-transcript';
import type { TranscriptTurn } from '@/features/meetings/model/parse-transcript';
import { TranscriptTurnView } from './transcript-turn';
import styles from './transcript.module.css';

/** Up to this many turns render in full (and stay findable with the browser's own find). */
const VIRTUALIZE_ABOVE = 200;

interface TranscriptViewProps {
  turns: readonly TranscriptTurn[];
  matches: TranscriptMatches;
  /** The turn and in-turn position of the current find match. */
  active: { turn: number; at: number } | null;
}

function activeAt(active: TranscriptViewProps['active'], turn: number): number | null {
  return active && active.turn === turn ? active.at : null;
}

function ShortTranscript({ turns, matches, active }: TranscriptViewProps) {
  const list = useRef<HTMLOListElement>(null);
  // Primitive dependencies: scroll when the current match changes, not on every re-render.
  const turn = active?.turn ?? null;
  const at = active?.at ?? null;
  useEffect(() => {
    if (turn === null) return;
    const show = () => list.current?.querySelector('[aria-current="true"]')?.scrollIntoView?.({ block: 'center' });
    show();
    // What is still loading above (the summary's markdown) must not push the match out of view: it is
    // shown again as the meeting grows, until the user scrolls or types.
    const meeting = list.current?.closest('article');
    if (!meeting || typeof ResizeObserver === 'undefined') return;
    const growing = new ResizeObserver(show);
    growing.observe(meeting);
    const stop = () => growing.disconnect();
    const userInput = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
    for (const type of userInput) window.addEventListener(type, stop, { once: true, passive: true });
    return () => {
      growing.disconnect();
      for (const type of userInput) window.removeEventListener(type, stop);
    };
  }, [turn, at]);
  return (
    <div className={styles.viewportShort}>
      <ol ref={list} className={styles.turns}>
        {turns.map((turn, index) => (
          <li key={index}>
            <TranscriptTurnView turn={turn} matches={matches.byTurn[index] ?? []} activeAt={activeAt(active, index)} />
          </li>
        ))}
      </ol>
    </div>
  );
}

/** Long transcripts (a 3-hour meeting is ~8,000 turns) keep only the visible turns in the DOM. */
function LongTranscript({ turns, matches, active }: TranscriptViewProps) {
  const viewport = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design
  const virtualizer = useVirtualizer({
    count: turns.length,
    getScrollElement: () => viewport.current,
    estimateSize: () => 64,
    overscan: 8,
  });
  const activeTurn = active?.turn ?? null;
  useEffect(() => {
    if (activeTurn !== null) virtualizer.scrollToIndex(activeTurn, { align: 'center' });
  }, [activeTurn, virtualizer]);

  return (
    // Focusable so the keyboard can scroll it; named so screen readers know what it is.
    <div ref={viewport} className={styles.viewport} tabIndex={0} role="region" aria-label={`Transcript, ${turns.length} turns`}>
      <ol className={styles.turns} style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const turn = turns[item.index];
          if (!turn) return null;
          return (
            <li
              key={item.key}
              data-index={item.index}
              ref={virtualizer.measureElement}
              value={item.index + 1}
              style={{ position: 'absolute', top: 0, left: 0, right: 0, transform: `translateY(${item.start}px)` }}
            >
              <TranscriptTurnView turn={turn} matches={matches.byTurn[item.index] ?? []} activeAt={activeAt(active, item.index)} />
            </li>
          );
        })}
      </ol>
    </div>
  );
}

export function TranscriptView(props: TranscriptViewProps) {
  return props.turns.length > VIRTUALIZE_ABOVE ? <LongTranscript {...props} /> : <ShortTranscript {...props} />;
}

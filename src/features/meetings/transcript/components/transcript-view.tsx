import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import type { TranscriptMatches } from '../model/find-in-transcript';
import type { TranscriptTurn } from '@/features/meetings/model/parse-transcript';
import { TranscriptTurnView, type TurnLinks } from './transcript-turn';
import styles from './transcript.module.css';

/** Up to this many turns render in full (and stay findable with the browser's own find). */
const VIRTUALIZE_ABOVE = 200;

/** Where the transcript should bring into view, once per distinct `key`. */
export interface ScrollRequest {
  key: string;
  /** Position among the shown turns. */
  index: number;
  /** The current find match rather than the turn itself. */
  toMatch: boolean;
  /** center: a moment opened from a link or a search; auto: only if it is out of view. */
  align: 'center' | 'auto';
  /** Also scroll the page to the transcript (the moment was opened from the URL). */
  reveal: boolean;
}

export interface TranscriptViewProps {
  /** The turns shown (a speaker filter may hide some). */
  turns: readonly TranscriptTurn[];
  /** Each shown turn's number in the whole transcript, from 1. */
  numbers: readonly number[];
  matches: TranscriptMatches;
  /** The shown turn and in-turn position of the current find match. */
  active: { turn: number; at: number } | null;
  /** The shown turn a link named (highlighted), if any. */
  linked: number | null;
  scrollTo: ScrollRequest | null;
  links: TurnLinks;
  /** Every turn in the DOM whatever the length (printing). */
  full?: boolean;
}

/**
 * Only the nearest scroller moves: beside the list, the meeting's pane, not the page (which would move
 * the list). Alone on its page, that scroller is the page. (`container` is newer than TypeScript's DOM
 * types; browsers without it scroll every scroller, as before.)
 */
const IN_NEAREST_SCROLLER = { container: 'nearest' } as ScrollIntoViewOptions;

function activeAt(active: TranscriptViewProps['active'], turn: number): number | null {
  return active && active.turn === turn ? active.at : null;
}

function ShortTranscript({ turns, numbers, matches, active, linked, scrollTo, links, full = false }: TranscriptViewProps) {
  const list = useRef<HTMLOListElement>(null);
  const key = scrollTo?.key ?? null;
  // Primitive dependency: scroll when what to show changes, not on every re-render.
  useEffect(() => {
    if (!scrollTo) return;
    const show = () => {
      const target = scrollTo.toMatch
        ? list.current?.querySelector('[aria-current="true"]')
        : list.current?.querySelector(`[data-index="${scrollTo.index}"]`);
      target?.scrollIntoView?.({ ...IN_NEAREST_SCROLLER, block: scrollTo.align === 'center' ? 'center' : 'nearest' });
    };
    show();
    // What is still loading above (the summary's markdown) must not push the target out of view: it is
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
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key names the request
  }, [key]);
  return (
    <div className={styles.viewportShort}>
      <ol ref={list} className={full ? styles.turns : `${styles.turns} ${styles.renderNearView}`} aria-label="Turns">
        {turns.map((turn, index) => (
          <li
            key={numbers[index] ?? index}
            data-index={index}
            // Each turn keeps its number for screen readers when a filter hides some. Not when printing:
            // Chromium lays out thousands of explicit list values in quadratic time (40 s for 8,400 turns).
            value={full ? undefined : numbers[index]}
            className={index === linked ? styles.linked : undefined}
            aria-current={index === linked ? 'location' : undefined}
          >
            <TranscriptTurnView
              turn={turn}
              number={numbers[index] ?? index + 1}
              matches={matches.byTurn[index] ?? []}
              activeAt={activeAt(active, index)}
              links={links}
            />
          </li>
        ))}
      </ol>
    </div>
  );
}

/** Long transcripts (a 3-hour meeting is ~8,000 turns) keep only the visible turns in the DOM. */
function LongTranscript({ turns, numbers, matches, active, linked, scrollTo, links }: TranscriptViewProps) {
  const viewport = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design
  const virtualizer = useVirtualizer({
    count: turns.length,
    getScrollElement: () => viewport.current,
    estimateSize: () => 64,
    overscan: 8,
  });
  const key = scrollTo?.key ?? null;
  useEffect(() => {
    if (!scrollTo) return;
    if (scrollTo.reveal) viewport.current?.scrollIntoView?.({ ...IN_NEAREST_SCROLLER, block: 'nearest' });
    virtualizer.scrollToIndex(scrollTo.index, { align: scrollTo.align });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key names the request
  }, [key, virtualizer]);

  return (
    // Focusable so the keyboard can scroll it; named so screen readers know what it is.
    <div ref={viewport} className={styles.viewport} tabIndex={0} role="region" aria-label={`Transcript, ${turns.length} turns`}>
      <ol className={styles.turns} aria-label="Turns" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const turn = turns[item.index];
          if (!turn) return null;
          return (
            <li
              key={item.key}
              data-index={item.index}
              ref={virtualizer.measureElement}
              value={numbers[item.index]}
              className={item.index === linked ? styles.linked : undefined}
              aria-current={item.index === linked ? 'location' : undefined}
              style={{ position: 'absolute', top: 0, left: 0, right: 0, transform: `translateY(${item.start}px)` }}
            >
              <TranscriptTurnView
                turn={turn}
                number={numbers[item.index] ?? item.index + 1}
                matches={matches.byTurn[item.index] ?? []}
                activeAt={activeAt(active, item.index)}
                links={links}
              />
            </li>
          );
        })}
      </ol>
    </div>
  );
}

export function TranscriptView(props: TranscriptViewProps) {
  return props.turns.length > VIRTUALIZE_ABOVE && !props.full ? <LongTranscript {...props} /> : <ShortTranscript {...props} />;
}

import type { MouseEvent } from 'react';
import { HighlightText } from '@/components/highlight-text';
import type { TranscriptTurn } from '@/features/meetings/model/parse-transcript';
import type { TextRange } from '@/lib/text/query-terms';
import styles from './transcript.module.css';

const SPEAKER_CLASSES = [styles.s0, styles.s1, styles.s2, styles.s3, styles.s4, styles.s5, styles.s6, styles.s7];

/** The same speaker gets the same colour everywhere, from a hash of the name. */
export function speakerClass(name: string): string | undefined {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return SPEAKER_CLASSES[hash % SPEAKER_CLASSES.length];
}

/** Each turn's link to itself: its address, and what following it does on this page. */
export interface TurnLinks {
  href: (number: number) => string;
  onFollow: (number: number, event: MouseEvent<HTMLAnchorElement>) => void;
}

interface TranscriptTurnViewProps {
  turn: TranscriptTurn;
  /** Its place in the whole transcript, from 1 (filters do not renumber). */
  number: number;
  matches: readonly TextRange[];
  /** Which of this turn's matches is the current one, if any. */
  activeAt: number | null;
  links: TurnLinks;
}

/** Plain text only: whatever the transcript contains is shown, never interpreted as markup. */
export function TranscriptTurnView({ turn, number, matches, activeAt, links }: TranscriptTurnViewProps) {
  return (
    <div className={styles.turn}>
      <div className={styles.turnHead}>
        {turn.speaker ? (
          <span className={`${styles.speaker} ${speakerClass(turn.speaker) ?? ''}`}>
            <bdi>{turn.speaker}</bdi>
            {turn.time ? <span className={styles.time}>{turn.time}</span> : null}
          </span>
        ) : null}
        <a
          className={styles.turnLink}
          href={links.href(number)}
          onClick={(event) => links.onFollow(number, event)}
          title="Copy link to this moment"
          aria-label={`Copy link to turn ${number}`}
        >
          #{number}
        </a>
      </div>
      <p className={styles.text} dir="auto">
        <HighlightText text={turn.text} ranges={matches} activeIndex={activeAt} />
      </p>
    </div>
  );
}

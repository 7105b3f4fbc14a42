import { HighlightText } from '@/components/highlight-text';
import type { TranscriptTurn } from '@/features/meetings/model/parse-transcript';
import type { TextRange } from '@/lib/query-terms';
import styles from './transcript.module.css';

const SPEAKER_CLASSES = [styles.s0, styles.s1, styles.s2, styles.s3, styles.s4, styles.s5, styles.s6, styles.s7];

/** The same speaker gets the same colour everywhere, from a hash of the name. */
function speakerClass(name: string): string | undefined {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return SPEAKER_CLASSES[hash % SPEAKER_CLASSES.length];
}

interface TranscriptTurnViewProps {
  turn: TranscriptTurn;
  matches: readonly TextRange[];
  /** Which of this turn's matches is the current one, if any. */
  activeAt: number | null;
}

/** Plain text only: whatever the transcript contains is shown, never interpreted as markup. */
export function TranscriptTurnView({ turn, matches, activeAt }: TranscriptTurnViewProps) {
  return (
    <div className={styles.turn}>
      {turn.speaker ? (
        <span className={`${styles.speaker} ${speakerClass(turn.speaker) ?? ''}`}>
          {turn.speaker}
          {turn.time ? <span className={styles.time}>{turn.time}</span> : null}
        </span>
      ) : null}
      <p className={styles.text}>
        <HighlightText text={turn.text} ranges={matches} activeIndex={activeAt} />
      </p>
    </div>
  );
}

import { useId } from 'react';
import { Button } from '@/components/button';
import type { SpeakerStat } from '@/features/meetings/model/speaker-stats';
import { speakerClass } from './transcript-turn';
import styles from './speaker-filter.module.css';

interface SpeakerFilterProps {
  speakers: readonly SpeakerStat[];
  selected: ReadonlySet<string>;
  onChange: (selected: ReadonlySet<string>) => void;
}

function percent(share: number): string {
  const value = share * 100;
  // Below 1 % says so rather than rounding a speaker who did talk down to nothing.
  return value > 0 && value < 1 ? '<1%' : `${Math.round(value)}%`;
}

/**
 * The transcript's speakers as toggles with their turn counts, and each one's share of the words as
 * a bar. Choosing some shows only their turns; none chosen shows everyone.
 */
export function SpeakerFilter({ speakers, selected, onChange }: SpeakerFilterProps) {
  const headingId = useId();
  const toggle = (name: string) => {
    const next = new Set(selected);
    if (next.has(name)) next.delete(name);
    else next.add(name);
    onChange(next);
  };
  return (
    <div className={styles.speakers} role="group" aria-labelledby={headingId}>
      <div className={styles.header}>
        <h3 id={headingId}>Speakers</h3>
        <span className={styles.hint}>
          {selected.size > 0 ? `Showing ${selected.size} of ${speakers.length}` : 'Choose to show only their turns'}
        </span>
        {selected.size > 0 ? (
          <Button variant="ghost" onClick={() => onChange(new Set())}>
            Show everyone
          </Button>
        ) : null}
      </div>
      <ul className={styles.list}>
        {speakers.map((speaker) => (
          <li key={speaker.name} className={styles.row}>
            <Button className={styles.chip} aria-pressed={selected.has(speaker.name)} onClick={() => toggle(speaker.name)}>
              <span className={`${styles.dot} ${speakerClass(speaker.name) ?? ''}`} aria-hidden="true" />
              {/* One run of text beside the dot: name and count a space apart, not a gap of the chip's. */}
              <span>
                <span className={styles.name} dir="auto">
                  {speaker.name}
                </span>{' '}
                <span className={styles.turns}>
                  {speaker.turns} {speaker.turns === 1 ? 'turn' : 'turns'}
                </span>
              </span>
            </Button>
            <span className={styles.bar} aria-hidden="true">
              <span style={{ width: `${(speaker.share * 100).toFixed(1)}%` }} />
            </span>
            <span className={styles.share}>
              {percent(speaker.share)}
              <span className="visually-hidden"> of the words</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

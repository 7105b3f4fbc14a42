import layout from '@/components/layout.module.css';
import styles from './insights.module.css';

export interface LegendEntry {
  key: string;
  label: string;
  /** A CSS colour (a palette variable). */
  colour: string;
}

interface SeriesLegendProps {
  entries: readonly LegendEntry[];
  hidden: ReadonlySet<string>;
  onToggle: (key: string) => void;
  /** What the entries are, for the group's name ("Tags", "Members"). */
  label: string;
}

/** The chart's series, each a toggle button: pressed while it is shown. */
export function SeriesLegend({ entries, hidden, onToggle, label }: SeriesLegendProps) {
  return (
    <ul className={layout.wrappingList} aria-label={`${label}: show or hide`}>
      {entries.map((entry) => (
        <li key={entry.key}>
          <button
            type="button"
            className={styles.legendItem}
            aria-pressed={!hidden.has(entry.key)}
            onClick={() => onToggle(entry.key)}
            title={entry.label}
            style={{ '--swatch': entry.colour } as React.CSSProperties}
          >
            <span className={styles.swatch} aria-hidden="true" />
            <bdi className={styles.legendText}>{entry.label}</bdi>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The hidden series of a legend, and the toggle. */
export function toggled(hidden: ReadonlySet<string>, key: string): Set<string> {
  const next = new Set(hidden);
  if (!next.delete(key)) next.add(key);
  return next;
}

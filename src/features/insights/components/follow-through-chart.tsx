import { scaleLinear } from '@visx/scale';
import { Link } from 'react-router-dom';
import { taskLinks } from '@/screens/tasks';
import { formatAge } from '@/lib/dates/age';
import type { Scope } from '@/core/scope';
import type { AgeBucket, PersonFollowThrough } from '../model/follow-through';
import { plural } from './chart-format';
import styles from './insights.module.css';

export const personName = (person: PersonFollowThrough) => person.name ?? person.email ?? 'Unassigned';

export function describePerson(person: PersonFollowThrough): string {
  const oldest = person.oldestOpenDays === null ? '' : `; oldest open for ${formatAge(person.oldestOpenDays)}`;
  return `${person.open} open, ${person.completed} completed${oldest}`;
}

interface FollowThroughChartProps {
  scope: Scope;
  people: readonly PersonFollowThrough[];
  showOpen: boolean;
  showCompleted: boolean;
  /** The range, carried to the task board so that it shows the items counted here. */
  range: { from: string; to: string };
}

/**
 * Per person, open and completed action items as one bar; each bar leads to the task board showing
 * that person's items over the same days.
 */
export function FollowThroughChart({ scope, people, showOpen, showCompleted, range }: FollowThroughChartProps) {
  const shown = (p: PersonFollowThrough) => (showOpen ? p.open : 0) + (showCompleted ? p.completed : 0);
  const width = scaleLinear<number>({ domain: [0, Math.max(1, ...people.map(shown))], range: [0, 100] });
  return (
    <ul className={styles.bars}>
      {people.map((person) => {
        const name = personName(person);
        const body = (
          <>
            <bdi className={styles.barLabel}>{name}</bdi>
            <span className={styles.barTrack} aria-hidden="true">
              {showOpen ? (
                <span
                  className={styles.bar}
                  style={{ width: `${width(person.open)}%`, '--swatch': 'var(--open)' } as React.CSSProperties}
                />
              ) : null}
              {showCompleted ? (
                <span
                  className={styles.bar}
                  style={{ width: `${width(person.completed)}%`, '--swatch': 'var(--completed)' } as React.CSSProperties}
                />
              ) : null}
            </span>
            <span className={styles.barFigures}>{describePerson(person)}</span>
          </>
        );
        return (
          <li key={person.key}>
            {person.email ? (
              <Link
                className={styles.barRow}
                to={taskLinks.board(scope, { assignee: person.email, from: range.from, to: range.to })}
                aria-label={`${name}: ${describePerson(person)}. Open their items on the task board`}
              >
                {body}
              </Link>
            ) : (
              <div className={styles.barRow}>{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** How long the open items have been open: a bar per age. */
export function OpenAgesChart({ ages }: { ages: readonly AgeBucket[] }) {
  const width = scaleLinear<number>({ domain: [0, Math.max(1, ...ages.map((a) => a.count))], range: [0, 100] });
  return (
    <ul className={styles.bars}>
      {ages.map((age) => (
        <li key={age.label} className={styles.barRow}>
          <span className={styles.barLabel}>{age.label}</span>
          <span className={styles.barTrack} aria-hidden="true">
            <span className={styles.bar} style={{ width: `${width(age.count)}%`, '--swatch': 'var(--open)' } as React.CSSProperties} />
          </span>
          <span className={styles.barFigures}>{plural(age.count, 'open item')}</span>
        </li>
      ))}
    </ul>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import layout from '@/components/layout.module.css';
import { KEYBOARD_ITEM } from '@/lib/keyboard/keyboard-item';
import styles from './search-page.module.css';

interface MeetingHitsCardProps {
  headingId: string;
  title: string;
  /** Where the meeting opens; null for one no URL can carry. */
  href: string | null;
  /** Beside the title: the meeting's date, and where it is listed. */
  meta: ReactNode;
  /** Its hits (a list of `HitLink`s) and anything after them. */
  children: ReactNode;
}

/** One meeting's hits, as both searches (the API's, the copy's) show them. */
export function MeetingHitsCard({ headingId, title, href, meta, children }: MeetingHitsCardProps) {
  return (
    <article className={layout.card} aria-labelledby={headingId}>
      <div className={styles.meetingHeader}>
        <h2 id={headingId} dir="auto">
          {href ? (
            // j/k move from meeting to meeting (its hits open the same page).
            <Link to={href} {...KEYBOARD_ITEM}>
              {title}
            </Link>
          ) : (
            title
          )}
        </h2>
        {meta}
      </div>
      {children}
    </article>
  );
}

/** A hit: a link to where it is in its meeting, or its text alone when the meeting cannot be opened. */
export function HitLink({ to, children }: { to: string | null; children: ReactNode }) {
  return to ? (
    <Link to={to} className={styles.hit} dir="auto">
      {children}
    </Link>
  ) : (
    <span className={styles.hit} dir="auto">
      {children}
    </span>
  );
}

import { useId } from 'react';
import { Link } from 'react-router-dom';
import { HighlightText } from '@/components/highlight-text';
import layout from '@/components/layout.module.css';
import { formatDate } from '@/lib/dates/format';
import { KEYBOARD_ITEM } from '@/lib/keyboard/keyboard-item';
import { useRenderedCount } from '@/lib/browser/use-rendered-count';
import { meetingLinks } from '@/screens/meetings';
import type { SavedHit, SavedMeetingHits } from '../model/saved-copy';
import styles from './search-page.module.css';

/** More than a screenful of meetings. */
const FIRST_GROUPS = 5;

const KIND_LABEL: Record<Exclude<SavedHit['kind'], 'turn'>, string> = {
  title: 'Title',
  summary: 'Summary',
  'action-item': 'Action item',
};

/** Who said it, or which part of the meeting it is. */
const hitLabel = (hit: SavedHit) => (hit.kind === 'turn' ? (hit.speaker ?? 'Unknown speaker') : KIND_LABEL[hit.kind]);

/**
 * The copy's hits grouped by meeting, each with its words marked in context (text only: nothing
 * saved is ever rendered as HTML); a hit in a transcript opens the meeting at that turn.
 */
export function SavedResults({ meetings }: { meetings: readonly SavedMeetingHits[] }) {
  const id = useId();
  const shown = useRenderedCount(meetings.length, FIRST_GROUPS);
  return (
    <ol className={styles.results}>
      {meetings.slice(0, shown).map((group, index) => {
        const href = meetingLinks.meeting(group.scope, group.meetingId);
        const headingId = `${id}-${index}`;
        const date = formatDate(group.startTime);
        return (
          <li key={`${group.scope}:${group.meetingId}`}>
            <article className={layout.card} aria-labelledby={headingId}>
              <div className={styles.meetingHeader}>
                <h2 id={headingId} dir="auto">
                  {href ? (
                    <Link to={href} {...KEYBOARD_ITEM}>
                      {group.title}
                    </Link>
                  ) : (
                    group.title
                  )}
                </h2>
                <span>
                  {group.scope === 'workspace' ? 'Workspace' : 'Mine'}
                  {date ? ` · ${date}` : ''}
                </span>
              </div>
              <ul className={styles.hits}>
                {group.hits.map((hit, hitIndex) => {
                  const to = meetingLinks.meeting(group.scope, group.meetingId, hit.turn === null ? undefined : { turn: String(hit.turn) });
                  const content = (
                    <>
                      <span className={styles.hitLabel}>{`${hitLabel(hit)}: `}</span>
                      <HighlightText text={hit.text} ranges={hit.ranges} />
                    </>
                  );
                  return (
                    <li key={`${hitIndex}:${hit.kind}:${hit.turn ?? ''}`}>
                      {to ? (
                        <Link to={to} className={styles.hit} dir="auto">
                          {content}
                        </Link>
                      ) : (
                        <span className={styles.hit} dir="auto">
                          {content}
                        </span>
                      )}
                    </li>
                  );
                })}
              </ul>
              {group.more > 0 ? <p className={styles.summary}>{`and ${group.more} more in this meeting`}</p> : null}
            </article>
          </li>
        );
      })}
    </ol>
  );
}

import { useId } from 'react';
import { HighlightText } from '@/components/highlight-text';
import { formatDate } from '@/lib/dates/format';
import { useRenderedCount } from '@/lib/browser/use-rendered-count';
import { meetingLinks } from '@/screens/meetings';
import type { SavedHit, SavedMeetingHits } from '../model/saved-copy';
import { HitLink, MeetingHitsCard } from './meeting-hits-card';
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
            <MeetingHitsCard
              headingId={headingId}
              title={group.title}
              href={href}
              meta={
                <span>
                  {group.scope === 'workspace' ? 'Workspace' : 'Mine'}
                  {date ? ` · ${date}` : ''}
                </span>
              }
            >
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
                      <HitLink to={to}>{content}</HitLink>
                    </li>
                  );
                })}
              </ul>
              {group.more > 0 ? <p className={styles.summary}>{`and ${group.more} more in this meeting`}</p> : null}
            </MeetingHitsCard>
          </li>
        );
      })}
    </ol>
  );
}

import { memo, useId, useState } from 'react';
import { Button } from '@/components/button';
import { HighlightText } from '@/components/highlight-text';
import { formatDate } from '@/lib/dates/format';
import { meetingLinks } from '@/screens/meetings';
import type { SavedHit, SavedMeetingHits } from '../model/saved-copy';
import { HitLink, MeetingHitsCard } from './meeting-hits-card';
import styles from './search-page.module.css';

/**
 * Meetings shown at first, and added by "Show more meetings": more than a screenful, and few enough
 * that the results of each keystroke render within its time (fifty took a tenth of a second).
 */
const GROUPS_AT_A_TIME = 10;

const showMore = (more: number) => `Show ${more} more ${more === 1 ? 'meeting' : 'meetings'}`;

const KIND_LABEL: Record<Exclude<SavedHit['kind'], 'turn'>, string> = {
  title: 'Title',
  summary: 'Summary',
  'action-item': 'Action item',
};

/** Who said it, or which part of the meeting it is. */
const hitLabel = (hit: SavedHit) => (hit.kind === 'turn' ? (hit.speaker ?? 'Unknown speaker') : KIND_LABEL[hit.kind]);

/**
 * The copy's hits grouped by meeting, each with its words marked in context (text only: nothing
 * saved is ever rendered as HTML); a hit in a transcript opens the meeting at that turn; ten
 * meetings at a time. Memoised: each keystroke renders the page with the results it has until the
 * next arrive, and their render would hold up the next keystroke's search.
 */
export const SavedResults = memo(function SavedResults({ meetings }: { meetings: readonly SavedMeetingHits[] }) {
  const id = useId();
  const [shown, setShown] = useState(GROUPS_AT_A_TIME);
  const more = Math.min(GROUPS_AT_A_TIME, meetings.length - shown);
  return (
    <>
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
                    const to = meetingLinks.meeting(
                      group.scope,
                      group.meetingId,
                      hit.turn === null ? undefined : { turn: String(hit.turn) },
                    );
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
      {more > 0 ? <Button onClick={() => setShown((count) => count + GROUPS_AT_A_TIME)}>{showMore(more)}</Button> : null}
    </>
  );
});

import { useId } from 'react';
import { HighlightText } from '@/components/highlight-text';
import { matchRanges, queryTerms, termsPattern } from '@/lib/text/query-terms';
import { meetingLinks } from '@/screens/meetings';
import { useRenderedCount } from '@/lib/browser/use-rendered-count';
import type { SearchHits } from '../api/search-queries';
import { groupByMeeting } from '../model/group-by-meeting';
import { HitLink, MeetingHitsCard } from './meeting-hits-card';
import styles from './search-page.module.css';

/** More than a screenful of meetings. */
const FIRST_GROUPS = 5;

/** Hits grouped by meeting; each opens the meeting with its transcript find pre-filled with the query. */
export function SearchResults({ hits }: { hits: SearchHits }) {
  const id = useId();
  const pattern = termsPattern(queryTerms(hits.query));
  const groups = groupByMeeting(hits.results);
  const shown = useRenderedCount(groups.length, FIRST_GROUPS);
  return (
    <ol className={styles.results}>
      {groups.slice(0, shown).map((group, index) => {
        const href = group.meetingId ? meetingLinks.meeting('me', group.meetingId, { find: hits.query }) : null;
        const headingId = `${id}-${index}`;
        return (
          <li key={group.key}>
            <MeetingHitsCard
              headingId={headingId}
              title={group.title}
              href={href}
              meta={group.date && group.day ? <time dateTime={group.day}>{group.date}</time> : <span>Date unknown</span>}
            >
              <ul className={styles.hits}>
                {group.hits.map((hit, hitIndex) => {
                  const text = hit.text?.trim() ? (
                    <HighlightText text={hit.text} ranges={matchRanges(hit.text, pattern)} />
                  ) : (
                    'Match without preview'
                  );
                  return (
                    // Ids are not guaranteed unique; the order within a result set is fixed.
                    <li key={`${hitIndex}:${hit.id ?? ''}`}>
                      <HitLink to={href}>{text}</HitLink>
                    </li>
                  );
                })}
              </ul>
            </MeetingHitsCard>
          </li>
        );
      })}
    </ol>
  );
}

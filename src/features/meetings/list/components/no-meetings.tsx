import { Fragment } from 'react';
import { filterTooLongMessage } from '@/api/filter-limits';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import layout from '@/components/layout.module.css';
import { sentence } from '@/components/sentence';
import { describeDayRange } from '@/lib/dates/format';
import type { Scope } from '@/core/scope';
import type { MeetingListUrl } from '@/screens/meeting-list-filters';

type NoMeetingsProps = { scope: Scope; params: MeetingListUrl } & (
  | { onClearFilters: () => void }
  /** The filters cannot be asked for (`tooLong`: the one too long for a URL; else an unfinished e-mail). */
  | { notAsked: { tooLong: string | undefined } }
);

/**
 * A list with nothing in it, and why: filters that cannot be asked for, or that matched nothing (with
 * the way back to everything).
 */
export default function NoMeetings(props: NoMeetingsProps) {
  const { scope, params } = props;
  if ('notAsked' in props) {
    const { tooLong } = props.notAsked;
    return (
      <p className={layout.notice}>
        {tooLong
          ? `${filterTooLongMessage(scope === 'me' ? 'The tag' : 'The member e-mail', tooLong.length)} Nothing was asked for.`
          : 'Enter a full e-mail address to see that member’s meetings.'}
      </p>
    );
  }
  // The tag and e-mail are isolated from our words (the tag is server text, and the URL anyone's).
  const active = [
    describeDayRange({ from: params.from, to: params.to }),
    scope === 'me' && params.tag ? sentence`tag “${params.tag}”` : null,
    scope === 'workspace' && params.member ? sentence`member ${params.member}` : null,
  ].filter((filter) => filter !== null);
  return (
    <EmptyState
      title="No meetings found"
      actions={active.length > 0 ? <Button onClick={props.onClearFilters}>Clear filters</Button> : null}
    >
      {active.length > 0 ? (
        <>
          No meetings match{' '}
          {active.map((filter, index) => (
            <Fragment key={index}>
              {index > 0 ? ', ' : null}
              {filter}
            </Fragment>
          ))}
          .
        </>
      ) : (
        'Meetings recorded with the note-taker appear here.'
      )}
    </EmptyState>
  );
}

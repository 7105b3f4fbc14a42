import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/button';
import { TextOption } from '@/components/text-option';
import { isolateBidi } from '@/core/bidi-text';
import type { Scope } from '@/core/scope';
import { attachMeeting } from '@/lib/series/series-choices';
import type { Series } from '@/lib/series/find-series';
import { seriesItems } from '../model/series-items';
// Not a link helper on meetingLinks: that object is in the first screen's bundle, and this is its only user.
import { seriesScreen } from '@/screens/meetings';
import { useSeriesRead } from '../api/use-series-read';
import styles from './series-page.module.css';

/** The series up to this meeting: what was open before it is what it inherited. */
function upTo(series: Series, meetingId: string): Series {
  const index = series.meetings.findIndex((m) => m.id === meetingId);
  return { ...series, meetings: series.meetings.slice(0, index + 1) };
}

/**
 * Putting a meeting into a series by hand, when the rules did not (another title, no calendar
 * series): kept in this browser, per key. Folded away: most meetings are in no series.
 */
function AttachToSeries({ scope, meetingId, all }: { scope: Scope; meetingId: string; all: readonly Series[] }) {
  const id = useId();
  // None chosen until the user chooses: the first series found is no more this meeting's than any other.
  const [key, setKey] = useState('');
  return (
    <details className={styles.line}>
      <summary>Part of a recurring meeting?</summary>
      <label htmlFor={id}>Recurring meeting</label>{' '}
      <select id={id} value={key} onChange={(event) => setKey(event.target.value)}>
        <option value="" disabled>
          Choose one…
        </option>
        {all.map((s) => (
          <TextOption key={s.key} value={s.key} text={s.title} after={` (${s.meetings.length} meetings)`} />
        ))}
      </select>{' '}
      <Button disabled={!key} onClick={() => attachMeeting(scope, meetingId, key)}>
        Add this meeting to it
      </Button>
    </details>
  );
}

/**
 * "Part of Weekly sync — 9 meetings; 5 items still open from earlier ones", linking to the series
 * page. A meeting in no series offers, folded away, to be put into one.
 */
export function SeriesLine({ scope, meetingId }: { scope: Scope; meetingId: string }) {
  const { series, all, reads, running, listComplete } = useSeriesRead(scope, { meetingId });
  const items = useMemo(() => (series ? seriesItems(upTo(series, meetingId), reads) : null), [series, reads, meetingId]);
  if (!series || !items) return listComplete && all.length > 0 ? <AttachToSeries scope={scope} meetingId={meetingId} all={all} /> : null;
  const earlier = items.checked + items.failed.length + items.unchecked - 1;
  const open =
    earlier === 0
      ? 'the first of them'
      : items.unchecked > 0 || running
        ? 'checking the earlier ones for open items…'
        : `${items.stillOpenCount} ${items.stillOpenCount === 1 ? 'item' : 'items'} still open from earlier ones${
            items.failed.length ? ` (${items.failed.length} could not be read)` : ''
          }`;
  return (
    <p className={styles.line} title={`Part of ${isolateBidi(series.title)} — ${series.meetings.length} meetings; ${open}`}>
      Part of{' '}
      <Link to={seriesScreen.url({ scope, key: series.key })}>
        <bdi>{series.title}</bdi>
      </Link>{' '}
      {/* A list not read to its end may hold more of them: the count is a floor, and says so. */}— {listComplete ? '' : 'at least '}
      {series.meetings.length} meetings; {open}
    </p>
  );
}

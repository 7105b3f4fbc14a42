import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { Scope } from '@/lib/routing/scope';
import type { Series } from '../model/find-series';
import { seriesItems } from '../model/series-items';
// Not a link helper on meetingLinks: that object is in the first screen's bundle, and this is its only user.
import { seriesScreen } from '../screens';
import { useSeriesRead } from './use-series-read';
import styles from './series-page.module.css';

/** The series up to this meeting: what was open before it is what it inherited. */
function upTo(series: Series, meetingId: string): Series {
  const index = series.meetings.findIndex((m) => m.id === meetingId);
  return { ...series, meetings: series.meetings.slice(0, index + 1) };
}

/**
 * "Part of Weekly sync — 9 meetings; 5 items still open from earlier ones", linking to the series
 * page. Nothing while the meeting is in no series (or until that is known): a meeting page is not
 * about its series unless it has one.
 */
export function SeriesLine({ scope, meetingId }: { scope: Scope; meetingId: string }) {
  const { series, reads, running } = useSeriesRead(scope, { meetingId });
  const items = useMemo(() => (series ? seriesItems(upTo(series, meetingId), reads) : null), [series, reads, meetingId]);
  if (!series || !items) return null;
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
    <p className={styles.line}>
      Part of{' '}
      <Link to={seriesScreen.url({ scope, key: series.key })}>
        <bdi>{series.title}</bdi>
      </Link>{' '}
      — {series.meetings.length} meetings; {open}
    </p>
  );
}

import { useDeferredValue, useMemo, useState, type ComponentProps } from 'react';
import { Button } from '@/components/button';
import { DateRangeFilter } from '@/components/date-range-filter';
import layout from '@/components/layout.module.css';
import { PageHeader } from '@/components/page-header';
import { ScopeSwitch } from '@/components/scope-switch';
import { toDay } from '@/lib/dates/day-range';
import { viewerTimeZone, weeksBetween } from '@/lib/dates/zoned-time';
import { useScope } from '@/lib/routing/use-scope';
import { useUrlFilters } from '@/lib/routing/use-url-filters';
import { INSIGHTS_URL, insightsRange, rangeInstants, weeksBefore } from '../api/insights-range';
import { useInsightsRead } from '../api/use-insights-read';
import { insightsScreen } from '@/screens/insights';
import { InsightsProgress } from './insights-progress';
import { FromCopyLine } from '@/components/from-copy-line';
import { MeetingTimeCards } from './meeting-time-cards';
import { FollowThroughCards } from './follow-through-cards';
import styles from './insights.module.css';

/** Quick ranges: whole weeks back from this one. */
const PRESETS = [
  { label: '4 weeks', weeks: 4 },
  { label: '12 weeks', weeks: 12 },
  { label: '6 months', weeks: 26 },
  { label: '1 year', weeks: 52 },
] as const;

/**
 * Insights: where the meeting time goes (hours per week by tag or member, when in the week, the
 * recurring meetings that cost most) and whether action items get done, over a range in the URL.
 */
export default function InsightsPage() {
  const scope = useScope();
  const [params, setParams] = useUrlFilters(INSIGHTS_URL);
  const [today] = useState(() => new Date());
  const range = insightsRange(params, today);
  const { instants, start, end } = rangeInstants(range);
  const read = useInsightsRead(scope, range.error ? null : instants);
  const span = useMemo(() => ({ start, end }), [start, end]);
  const [timeZone] = useState(viewerTimeZone);
  const weeks = useMemo(() => weeksBetween(range.from, range.to), [range.from, range.to]);
  // One object while the days stay the same: the charts are counted again when it changes.
  const days = useMemo(() => ({ from: range.from, to: range.to }), [range.from, range.to]);
  const presetRange = (weeks: number) => ({ from: toDay(weeksBefore(today, weeks - 1)), to: toDay(today) });
  // The quick range in effect, if the range is one (the default range is one of them).
  const current = PRESETS.find(({ weeks }) => {
    const preset = presetRange(weeks);
    return preset.from === range.from && preset.to === range.to;
  });

  // On opening, the cards wait for the first page of meetings (or the meetings list's end, or the
  // reading's): drawn with nothing read, they said "0 h in 0 meetings", then grew and pushed everything
  // below them down as it came in. Once drawn they stay through another range, rather than vanish and
  // come back. (An invalid range reads nothing: the cards wait for a valid one.)
  const [counting, setCounting] = useState(false);
  const meetingsIn = read.meetings.length > 0 || read.meetingsComplete || read.partial.some(({ list }) => list === 'meetings');
  if (!counting && !range.error && (meetingsIn || !read.running)) setCounting(true);

  return (
    <div className={`${layout.page} ${styles.page}`}>
      <PageHeader title="Insights">
        <ScopeSwitch current={scope} hrefFor={(target) => insightsScreen.url({ scope: target }, { from: params.from, to: params.to })} />
      </PageHeader>
      <div className={styles.controls}>
        <DateRangeFilter
          legend="Range"
          range={range.chosen ? { from: params.from, to: params.to } : { from: range.from, to: range.to }}
          onChange={(change) => setParams(change)}
        />
        <div className={styles.presets} role="group" aria-label="Quick ranges">
          {PRESETS.map((preset) => (
            <Button
              key={preset.label}
              variant="ghost"
              aria-pressed={preset === current}
              onClick={() => setParams(presetRange(preset.weeks))}
            >
              Last {preset.label}
            </Button>
          ))}
        </div>
      </div>
      {range.error ? (
        <p className={layout.notice} role="alert">
          {range.error} Choose a valid range to see insights: nothing was read.
        </p>
      ) : (
        <>
          <InsightsProgress read={read} />
          <FromCopyLine savedAt={read.fromCopy} />
          {counting ? (
            <Cards scope={scope} read={read} weeks={weeks} span={span} range={days} timeZone={timeZone} now={today.getTime()} />
          ) : null}
        </>
      )}
    </div>
  );
}

type CardsProps = ComponentProps<typeof MeetingTimeCards> & ComponentProps<typeof FollowThroughCards>;

/**
 * The cards count everything read so far, and are drawn again on every page read. Drawn first with
 * what is read when they appear, they then follow the reading in renders React can interrupt
 * (`useDeferredValue`; the cards are memoised): a click or a keystroke goes first, and a page's
 * drawing is cut into short tasks (the count itself is one). Once the reading ends they are drawn at
 * once, in the same render as the progress line's last word, so the two always agree.
 */
function Cards({ read, now, ...props }: CardsProps) {
  const following = useDeferredValue(read);
  const counted = read.running ? following : read;
  return (
    <div className={styles.cards}>
      {/* Keyed by scope: a legend's hidden tags are not another scope's members. */}
      <MeetingTimeCards key={props.scope} {...props} read={counted} />
      <FollowThroughCards scope={props.scope} read={counted} range={props.range} now={now} />
    </div>
  );
}

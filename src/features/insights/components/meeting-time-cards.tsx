import { Fragment, memo, useMemo, useState } from 'react';
import type { Scope } from '@/core/scope';
import { findSeries } from '@/lib/series/find-series';
import { useSeriesChoices } from '@/lib/series/series-choices';
import { fromSummary } from '@/lib/series/series-meeting';
import type { InsightsRead } from '../api/use-insights-read';
import { byOwner, byTag, groupLabel, NOT_SORTED_YET, OWNER_UNKNOWN, UNTAGGED } from '../model/meeting-groups';
import { readMeetings, timeSlices } from '../model/meeting-time';
import { recurringCost } from '../model/recurring-cost';
import { WEEKDAYS, weekdayHours } from '../model/weekday-hours';
import { foldGroups, OTHER_GROUP, weeklyHours } from '../model/weekly-hours';
import { ChartCard } from './chart-card';
import { formatHours, formatMinutes, plural } from './chart-format';
import { RecurringCostChart } from './recurring-cost-chart';
import { SeriesLegend, toggled, type LegendEntry } from './series-legend';
import { hourSpan, WeekdayHeatmap } from './weekday-heatmap';
import { WeeklyHoursChart } from './weekly-hours-chart';

/** Colours for seven series (Okabe–Ito); the rest are "other". */
const PALETTE_SIZE = 7;
const NEUTRAL = new Set([UNTAGGED, NOT_SORTED_YET, OWNER_UNKNOWN]);

/**
 * The legend: each stack's label and colour, in a stable order (the tag list's, the members' ids; then
 * "untagged" and "other"), not by hours, so a tag keeps its colour and its place as pages arrive: a
 * legend re-sorted on each page moved the buttons under the pointer, and the page with them.
 */
function legendEntries(groups: readonly string[], stableOrder: readonly string[], scope: Scope, reading: boolean): LegendEntry[] {
  const rank = (key: string) => {
    const at = stableOrder.indexOf(key);
    return at === -1 ? stableOrder.length : at;
  };
  const coloured = groups.filter((key) => !NEUTRAL.has(key) && key !== OTHER_GROUP).sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  return [...coloured, ...groups.filter((key) => !coloured.includes(key))].map((key) => ({
    key,
    label: groupLabel(key, scope, reading),
    colour: NEUTRAL.has(key)
      ? 'var(--series-neutral)'
      : key === OTHER_GROUP
        ? 'var(--series-other)'
        : `var(--series-${(coloured.indexOf(key) % PALETTE_SIZE) + 1})`,
  }));
}

/** At most five names, the rest counted: a list of tags is server text of any length. */
function someNames(names: readonly string[]) {
  const shown = names.slice(0, 5);
  return (
    <>
      {shown.map((name, index) => (
        <Fragment key={index}>
          {index ? ', ' : ''}
          <bdi>{name}</bdi>
        </Fragment>
      ))}
      {names.length > shown.length ? ` and ${names.length - shown.length} more` : ''}
    </>
  );
}

function trendWords(minutesPerWeek: number | null): string {
  if (minutesPerWeek === null) return '';
  if (Math.abs(minutesPerWeek) < 0.5) return ', steady over the range';
  return `, ${minutesPerWeek > 0 ? 'longer' : 'shorter'} by about ${formatMinutes(Math.abs(minutesPerWeek))} a week`;
}

interface MeetingTimeCardsProps {
  scope: Scope;
  read: InsightsRead;
  /** Every week of the range (Mondays). */
  weeks: readonly string[];
  /** The range's first and last instants: time outside it is not counted. */
  span: { start: number; end: number };
  /** Its first and last days. */
  range: { from: string; to: string };
  timeZone: string;
}

/**
 * Meeting time per week (stacked by tag or member), by weekday and hour, and the recurring meetings' cost.
 * Memoised: the page renders it again only when what was read (deferred) or the range changes.
 */
export const MeetingTimeCards = memo(function MeetingTimeCards({ scope, read, weeks, span, range, timeZone }: MeetingTimeCardsProps) {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const { meetings, tags, meetingsByTag, allTagsRead } = read;
  // The user's own corrections (a meeting taken out of a series, or put into one) count here too.
  const choices = useSeriesChoices(scope);
  const counted = useMemo(() => {
    const groupOf = scope === 'me' ? byTag(tags ?? [], meetingsByTag, allTagsRead) : byOwner;
    const { meetings: timed, unreadable } = readMeetings(meetings, groupOf, { oneOwner: scope === 'me' });
    const slices = timeSlices(timed, span.start, span.end);
    const folded = foldGroups(weeklyHours(timed, slices, weeks, timeZone, range), PALETTE_SIZE + 1);
    return {
      unreadable,
      weekly: folded.weekly,
      groups: folded.groups,
      cells: weekdayHours(slices, timeZone),
      recurring: recurringCost(
        findSeries(
          meetings.flatMap((m) => fromSummary(m) ?? []),
          choices,
        ),
        timed,
      ),
    };
  }, [scope, meetings, tags, meetingsByTag, allTagsRead, span.start, span.end, range, weeks, timeZone, choices]);
  const { weekly, cells, recurring, unreadable } = counted;
  const stableOrder = useMemo(
    () => (scope === 'me' ? (tags ?? []) : [...new Set(meetings.flatMap((m) => (m.userId ? [m.userId] : [])))].sort()),
    [scope, tags, meetings],
  );
  const entries = legendEntries(counted.groups, stableOrder, scope, read.running);
  const shown = entries.filter((entry) => !hidden.has(entry.key));
  const what = scope === 'me' ? 'tag' : 'member';
  const totalHours = weekly.weeks.reduce((sum, row) => sum + row.totalHours, 0);
  const noMeetings =
    weekly.meetings > 0
      ? null
      : read.running
        ? 'Reading the meetings…'
        : read.meetingsComplete
          ? 'No meetings in this range.'
          : 'No meetings read.';
  const emptyTags = allTagsRead && tags ? tags.filter((tag) => (meetingsByTag.get(tag)?.size ?? 0) === 0) : [];
  const busiest = cells.flatMap((row, day) => row.map((hours, hour) => ({ day, hour, hours }))).sort((a, b) => b.hours - a.hours)[0];

  return (
    <>
      <ChartCard
        partial={read.meetingsPartial}
        wide
        title="Meeting time per week"
        fileName="meeting-hours-per-week"
        summary={
          <>
            {formatHours(totalHours)} in {plural(weekly.meetings, 'meeting')} over {plural(weeks.length, 'week')}
            {weekly.averageMinutes === null
              ? ''
              : `; meetings last ${formatMinutes(weekly.averageMinutes)} on average${trendWords(weekly.trendMinutesPerWeek)}`}
            .{scope === 'me' ? ' A meeting with several tags counts under the first in your tag list.' : ''} One person’s overlapping
            meetings count their common time once.
            {unreadable.length
              ? ` ${plural(unreadable.length, 'meeting')} left out: ${[...new Set(unreadable.map((u) => u.reason))].join(', ')}.`
              : ''}
            {emptyTags.length ? <> No meetings tagged {someNames(emptyTags)}.</> : null}
          </>
        }
        legend={
          <SeriesLegend
            label={scope === 'me' ? 'Tags' : 'Members'}
            entries={entries}
            hidden={hidden}
            onToggle={(key) => setHidden((h) => toggled(h, key))}
          />
        }
        table={{
          caption: `Hours in meetings per week, by ${what}`,
          head: ['Week of', 'Days in range', ...entries.map((e) => `${e.label} (h)`), 'Total (h)', 'Meetings', 'Average length (min)'],
          rows: weekly.weeks.map((row) => [
            row.week,
            row.days,
            ...entries.map((e) => row.hours.get(e.key) ?? 0),
            row.totalHours,
            row.meetings,
            row.averageMinutes,
          ]),
        }}
        empty={noMeetings}
      >
        <WeeklyHoursChart
          weeks={weekly.weeks}
          series={shown}
          label={`Hours in meetings per week, by ${what}. Arrow keys move between weeks.`}
        />
      </ChartCard>
      <ChartCard
        partial={read.meetingsPartial}
        wide
        title="When meetings happen"
        fileName="meeting-hours-by-weekday-and-hour"
        summary={
          busiest && busiest.hours > 0
            ? `Meeting time by weekday and hour, in your time zone (${timeZone}). Most: ${WEEKDAYS[busiest.day]} ${hourSpan(busiest.hour)}, ${formatHours(busiest.hours)}.`
            : `Meeting time by weekday and hour, in your time zone (${timeZone}).`
        }
        table={{
          caption: 'Hours in meetings by weekday and hour of the day',
          head: ['Weekday', ...Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, '0')}:00`)],
          rows: cells.map((row, day) => [WEEKDAYS[day] ?? '', ...row]),
        }}
        empty={noMeetings}
      >
        <WeekdayHeatmap cells={cells} label="Hours in meetings by weekday and hour. Arrow keys move between hours and days." />
      </ChartCard>
      <ChartCard
        partial={read.meetingsPartial}
        title="Recurring meetings that take the most time"
        fileName="recurring-meeting-cost"
        summary="The meetings of one recurring calendar event, or with one title (dates and numbers aside) at a steady rhythm, as each meeting’s page finds them: by the hours they took over the range."
        table={{
          caption: 'Recurring meetings by hours',
          head: ['Recurring meeting', 'Meetings', 'Hours', 'Average length (min)'],
          rows: recurring.map((r) => [r.title, r.meetings.length, r.hours, r.averageMinutes]),
        }}
        empty={recurring.length ? null : (noMeetings ?? 'No meeting recurs in this range.')}
      >
        <RecurringCostChart scope={scope} recurring={recurring} />
      </ChartCard>
    </>
  );
});

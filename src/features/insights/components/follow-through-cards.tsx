import { memo, useMemo, useState } from 'react';
import type { Scope } from '@/core/scope';
import type { InsightsRead } from '../api/use-insights-read';
import { followThrough } from '../model/follow-through';
import { ChartCard } from './chart-card';
import { formatCount, plural } from './chart-format';
import { FollowThroughChart, OpenAgesChart, personName } from './follow-through-chart';
import { SeriesLegend, toggled } from './series-legend';

const ENTRIES = [
  { key: 'open', label: 'Open', colour: 'var(--open)' },
  { key: 'completed', label: 'Completed', colour: 'var(--completed)' },
];

interface FollowThroughCardsProps {
  scope: Scope;
  read: InsightsRead;
  range: { from: string; to: string };
  now: number;
}

/** Whether action items get done: per person, and how old the open ones are (memoised, as the meeting time cards). */
export const FollowThroughCards = memo(function FollowThroughCards({ scope, read, range, now }: FollowThroughCardsProps) {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const counted = useMemo(() => followThrough(read.open, read.completed, now), [read.open, read.completed, now]);
  const total = counted.open + counted.completed;
  const empty =
    total > 0
      ? null
      : read.running
        ? 'Reading the action items…'
        : read.tasksComplete
          ? 'No action items in this range.'
          : 'No action items read.';
  return (
    <>
      <ChartCard
        partial={read.tasksPartial}
        title="Follow-through by person"
        fileName="action-items-by-person"
        summary={
          total > 0
            ? `${plural(counted.open, 'open item')} and ${formatCount(counted.completed)} completed; ${Math.round((counted.completed / total) * 100)}% done (items created in the range). Each bar opens that person’s items on the task board.`
            : null
        }
        legend={
          <SeriesLegend label="Action items" entries={ENTRIES} hidden={hidden} onToggle={(key) => setHidden((h) => toggled(h, key))} />
        }
        table={{
          caption: 'Open and completed action items by person',
          head: ['Person', 'E-mail', 'Open', 'Completed', 'Oldest open (days)'],
          rows: counted.people.map((p) => [personName(p), p.email, p.open, p.completed, p.oldestOpenDays]),
        }}
        empty={empty}
      >
        <FollowThroughChart
          scope={scope}
          people={counted.people}
          showOpen={!hidden.has('open')}
          showCompleted={!hidden.has('completed')}
          range={range}
        />
      </ChartCard>
      <ChartCard
        partial={read.tasksPartial}
        title="How long open items have been open"
        fileName="open-action-item-ages"
        summary={counted.open ? `The ages of ${plural(counted.open, 'open item')}, from when each was created.` : null}
        table={{ caption: 'Open action items by age', head: ['Open for', 'Open items'], rows: counted.ages.map((a) => [a.label, a.count]) }}
        empty={counted.open ? null : total > 0 ? 'Nothing is open.' : empty}
      >
        <OpenAgesChart ages={counted.ages} />
      </ChartCard>
    </>
  );
});

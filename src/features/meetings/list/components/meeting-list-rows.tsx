import { memo, useCallback, useMemo } from 'react';
import type { Scope } from '@/core/scope';
import type { MeetingSummary } from '@/api/schemas/meeting';
import { WindowList } from '@/components/window-list';
import { useRenderedCount } from '@/lib/browser/use-rendered-count';
import { withDayHeadings, type ListItem } from '@/features/meetings/model/day-headings';
import { DAY_HEADING_REM, FIRST_RENDER_ROWS, MEETING_ROW_REM } from '@/features/meetings/model/meeting-row-text';
import { DayHeading, MeetingRow } from './meeting-row';

const itemKey = (item: ListItem) => item.key;
const itemRem = (item: ListItem) => (item.kind === 'day' ? DAY_HEADING_REM : MEETING_ROW_REM);

interface MeetingListRowsProps {
  meetings: readonly MeetingSummary[];
  scope: Scope;
  ownerEmail: string | null;
}

/**
 * Memoised: the page re-renders on every change of its query's state (fetching flags, page counts),
 * and re-rendering every row link each time was a measurable part of the first screen's cost.
 */
export const MeetingListRows = memo(function MeetingListRows({ meetings, scope, ownerEmail }: MeetingListRowsProps) {
  const shown = useRenderedCount(meetings.length, FIRST_RENDER_ROWS);
  const items = useMemo(() => withDayHeadings(meetings.slice(0, shown)), [meetings, shown]);
  const renderItem = useCallback(
    (item: ListItem) =>
      item.kind === 'day' ? <DayHeading label={item.label} /> : <MeetingRow meeting={item.meeting} scope={scope} ownerEmail={ownerEmail} />,
    [scope, ownerEmail],
  );
  return <WindowList aria-label="Meetings" items={items} itemKey={itemKey} itemRem={itemRem} renderItem={renderItem} />;
});

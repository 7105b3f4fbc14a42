import type { Scope } from '@/core/scope';
import { DateRangeFilter } from '@/components/date-range-filter';
import { EmailFilter } from '@/components/email-filter';
import { FilterPanel } from '@/components/filter-panel';
import type { TaskFacets } from '../model/task-facets';
import type { TaskBoardPageUrl } from '@/screens/task-board-view';
import { AssigneePicker } from './assignee-picker';
import { MeetingPicker } from './meeting-picker';

interface TaskBoardFiltersProps {
  scope: Scope;
  params: TaskBoardPageUrl;
  setParams: (patch: Partial<TaskBoardPageUrl>) => void;
  facets: TaskFacets;
  /** How many filters are on. */
  active: number;
}

export function TaskBoardFilters({ scope, params, setParams, facets, active }: TaskBoardFiltersProps) {
  return (
    <FilterPanel label="Filter tasks" active={active}>
      <DateRangeFilter legend="Created" range={{ from: params.from, to: params.to }} onChange={setParams} />
      {scope === 'workspace' ? (
        // The API's userEmail: the owner of the tasks' meetings, not whoever a task is assigned to.
        <EmailFilter label="Meetings owned by" value={params.member} onChange={(member) => setParams({ member })} />
      ) : null}
      <MeetingPicker value={params.meeting} meetings={facets.meetings} onChange={(meeting) => setParams({ meeting })} />
      <AssigneePicker value={params.assignee} emails={facets.emails} onChange={(assignee) => setParams({ assignee })} />
    </FilterPanel>
  );
}

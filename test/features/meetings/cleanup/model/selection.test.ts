import { describe, expect, it } from 'vitest';
import type { MeetingSummary } from '@/api/schemas/meeting';
import { EMPTY_SELECTION, selectAll, toggle, toggleRange, unselect } from '@/features/meetings/cleanup/model/selection';

const m = (id: string | null): MeetingSummary => ({
  id,
  title: id,
  generatedTitle: null,
  startTime: null,
  endTime: null,
  calendarEventId: null,
  userId: null,
  unreadable: [],
});
const shown = ['a', 'b', 'c', 'd', 'e'].map(m);
const selected = (selection: { meetings: ReadonlyMap<string, unknown> }) => [...selection.meetings.keys()].sort();

describe('selecting meetings', () => {
  it('toggles one, and Shift-click selects the range from the last one toggled, in the order shown', () => {
    let selection = toggle(EMPTY_SELECTION, shown[1]!);
    selection = toggleRange(selection, shown, shown[3]!);
    expect(selected(selection)).toEqual(['b', 'c', 'd']);
    // A range onto a selected meeting unselects it all.
    selection = toggleRange(selection, shown, shown[2]!);
    expect(selected(selection)).toEqual(['b']);
  });

  it('keeps meetings selected when they are no longer shown (another filter, another page)', () => {
    let selection = selectAll(EMPTY_SELECTION, shown.slice(0, 2));
    selection = toggleRange(selection, shown.slice(3), shown[4]!);
    expect(selected(selection)).toEqual(['a', 'b', 'e']);
  });

  it('keeps why a suggestion chose a meeting until it is unselected; a meeting without an id cannot be selected', () => {
    let selection = selectAll(EMPTY_SELECTION, [shown[0]!, m(null)], new Map([['a', 'Shorter than 5 min']]));
    expect(selected(selection)).toEqual(['a']);
    expect(selection.reasons.get('a')).toBe('Shorter than 5 min');
    selection = unselect(selection, ['a']);
    expect(selection.reasons.size).toBe(0);
    expect(toggle(selection, m(null))).toBe(selection);
  });
});

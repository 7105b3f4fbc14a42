import { describe, expect, it } from 'vitest';
import { calendarSeriesId, findSeries, saidText, type Series, type SeriesChoices } from '@/lib/series/find-series';
import { normaliseTitle } from '@/lib/text/normalise-title';
import type { SeriesMeeting } from '@/lib/series/series-meeting';

const DAY = 86_400_000;
const TUESDAY_10AM = Date.parse('2026-09-01T10:00:00Z');
const TEAM = ['alex@acme.example', 'priya@acme.example', 'jonas@acme.example'];

function meeting(id: string, title: string, start: number, extra: Partial<SeriesMeeting> = {}): SeriesMeeting {
  return {
    id,
    title,
    generatedTitle: null,
    startTime: new Date(start).toISOString(),
    endTime: null,
    calendarEventId: null,
    attendees: null,
    ...extra,
  };
}
/** One meeting a week, `weeks` listing which weeks it happened (0 is the first). */
const weekly = (prefix: string, title: string, weeks: number[], extra: Partial<SeriesMeeting> = {}) =>
  weeks.map((week) => meeting(`${prefix}${week}`, title, TUESDAY_10AM + week * 7 * DAY, extra));
const ids = (meetings: readonly SeriesMeeting[]) => meetings.map((m) => m.id);
const reasons = (series: Series | undefined) => series?.reasons.map(saidText);
const note = (series: Series | undefined, id: string) => {
  const said = series?.notes.get(id);
  return said ? saidText(said) : undefined;
};

describe('normalised titles', () => {
  it.each([
    ['Weekly sync #12', 'weekly sync'],
    ['Weekly Sync (copy)', 'weekly sync'],
    ['Copy of weekly sync', 'weekly sync'],
    ['Weekly sync 2026-11-03', 'weekly sync'],
    ['Weekly sync — Nov 3', 'weekly sync'],
    ['Weekly sync 3/11', 'weekly sync'],
    ['Revue hebdo équipe', 'revue hebdo equipe'],
    ['Sprint 42 planning', 'sprint planning'],
  ])('%s is “%s”', (title, expected) => {
    expect(normaliseTitle(title)).toBe(expected);
  });
});

describe('finding a series by title and cadence', () => {
  it('groups a weekly meeting, a skipped week and numbered titles included, and says why', () => {
    const meetings = [
      ...weekly('w', 'Weekly sync #1', [0]),
      ...weekly('w', 'Weekly sync #2', [1]),
      ...weekly('w', 'weekly SYNC', [3, 4, 5]),
    ];
    const [series, ...others] = findSeries(meetings);
    expect(others).toEqual([]);
    expect(ids(series?.meetings ?? [])).toEqual(['w0', 'w1', 'w3', 'w4', 'w5']);
    expect(series?.cadence).toBe(7);
    expect(reasons(series)).toEqual([
      'The same title, dates, numbers and copies aside: “weekly sync”',
      'Weekly at the same time of day; 1 occurrence skipped',
    ]);
  });

  it('leaves one-off meetings with a similar title apart', () => {
    const oneOffs = [
      meeting('a', 'Design review', TUESDAY_10AM),
      meeting('b', 'Design review', TUESDAY_10AM + 3 * DAY + 4 * 3_600_000),
      meeting('c', 'Design review (copy)', TUESDAY_10AM + 19 * DAY),
    ];
    expect(findSeries(oneOffs)).toEqual([]);
  });

  it('keeps a one-off with the series’ title out of the series', () => {
    const meetings = [
      ...weekly('w', 'Product sync', [0, 1, 2, 3]),
      meeting('extra', 'Product sync', TUESDAY_10AM + 2 * 7 * DAY + 2 * DAY + 5 * 3_600_000),
    ];
    expect(ids(findSeries(meetings)[0]?.meetings ?? [])).toEqual(['w0', 'w1', 'w2', 'w3']);
  });

  it('needs a rhythm: two meetings, or one every three weeks, are not a series', () => {
    expect(findSeries(weekly('w', 'Roadmap', [0, 1]))).toEqual([]);
    expect(findSeries(weekly('w', 'Roadmap', [0, 3, 6, 9]))).toEqual([]);
  });

  it('leaves out a meeting of the same title and rhythm with other people, once people are known', () => {
    const meetings = [
      ...weekly('w', '1:1 Alex / Priya', [0, 1, 2, 3], { attendees: TEAM }),
      meeting('other', '1:1 Alex / Priya', TUESDAY_10AM + 4 * 7 * DAY, { attendees: ['olamide@acme.example', 'yulia@acme.example'] }),
    ];
    const [series] = findSeries(meetings);
    expect(ids(series?.meetings ?? [])).toEqual(['w0', 'w1', 'w2', 'w3']);
    expect(reasons(series)).toContain('The same people: 3 people are in at least half of the 4 meetings read');
  });
});

describe('finding a series by calendar event', () => {
  it('reads the series from the instances’ ids', () => {
    expect(calendarSeriesId('abc123_20261104T170000Z')).toBe('abc123');
    expect(calendarSeriesId('abc123_20261104')).toBe('abc123');
    expect(calendarSeriesId('evt_42')).toBe('evt_42');
  });

  it('keeps a renamed instance in its series, and says it was renamed', () => {
    const eventId = (week: number) => ({ calendarEventId: `sync_2026090${week}T100000Z` });
    const meetings = [0, 1, 2, 3].map((week) =>
      meeting(`e${week}`, week === 2 ? 'Offsite planning' : 'Weekly sync', TUESDAY_10AM + week * 7 * DAY, eventId(week)),
    );
    const [series, ...others] = findSeries(meetings);
    expect(others).toEqual([]);
    expect(series).toMatchObject({ key: 'event:sync', title: 'Weekly sync', basis: 'calendar' });
    expect(ids(series?.meetings ?? [])).toEqual(['e0', 'e1', 'e2', 'e3']);
    expect(reasons(series)).toEqual(['Instances of one recurring calendar event']);
    expect(note(series, 'e2')).toBe('Renamed: “Offsite planning”');
  });
});

describe('choices made by hand', () => {
  const meetings = [...weekly('w', 'Weekly sync', [0, 1, 2, 3]), meeting('odd', 'Team catch-up', TUESDAY_10AM + 30 * DAY)];

  it('takes a meeting out of its series', () => {
    const choices: SeriesChoices = { detached: ['w1'], attached: new Map() };
    const [series] = findSeries(meetings, choices);
    expect(ids(series?.meetings ?? [])).toEqual(['w0', 'w2', 'w3']);
    expect(reasons(series)).toContain('1 meeting taken out by you');
  });

  it('puts a meeting into a series, and says so', () => {
    const choices: SeriesChoices = { detached: [], attached: new Map([['odd', 'title:weekly sync']]) };
    const [series] = findSeries(meetings, choices);
    expect(ids(series?.meetings ?? [])).toEqual(['w0', 'w1', 'w2', 'w3', 'odd']);
    expect(note(series, 'odd')).toBe('Added by you');
    expect(reasons(series)).toContain('1 added by you');
  });

  it('drops a series with fewer than two meetings left', () => {
    expect(findSeries(meetings, { detached: ['w0', 'w1', 'w2'], attached: new Map() })).toEqual([]);
  });
});

describe('the demo’s recurring meetings', () => {
  it('are found as a weekly calendar series (a week skipped, one renamed) and a fortnightly one-to-one, and nothing else', async () => {
    const { createSeedData } = await import('@/mocks/data/seed');
    const data = createSeedData();
    const mine = data.meetings.filter((m) => m.ownerId === data.me.id);
    const found = findSeries(mine.map((m) => ({ ...m, attendees: null })));
    expect(found.map((s) => [s.title, s.meetings.length])).toEqual([
      ['Weekly sync', 9],
      ['Alex / Priya 1:1 #12', 5],
    ]);
    const [weekly] = found;
    expect([...(weekly?.notes.values() ?? [])].map(saidText)).toEqual(['Renamed: “Weekly sync — Q4 planning special”']);
    const gaps = (weekly?.meetings ?? []).map((m) => Date.parse(m.startTime ?? '')).map((t, i, all) => (t - (all[i - 1] ?? t)) / (7 * DAY));
    expect(gaps).toEqual([0, 1, 1, 1, 1, 1, 2, 1, 1]);
  });
});

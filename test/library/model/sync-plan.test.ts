import { describe, expect, it } from 'vitest';
import type { Scope } from '@/core/scope';
import { caughtUp, pendingReads, PROCESSING_FOR_MS, rowFingerprint, rowsGone, type ListedRow } from '@/library/model/sync-plan';
import { summary } from '../../support/library-api';

const row = (scope: Scope, id: string, startTime: string | null, title?: string): ListedRow => ({
  scope,
  id,
  summary: summary(id, startTime, title),
});

describe('what the sync reads', () => {
  const now = Date.parse('2026-11-20T12:00:00Z');
  const rows = [
    row('workspace', 'a', '2026-11-19T10:00:00Z'),
    row('me', 'a', '2026-11-19T10:00:00Z'),
    row('me', 'undated', null),
    row('workspace', 'b', '2026-11-20T10:00:00Z'),
    row('me', 'old', '2026-01-01T10:00:00Z'),
  ];

  it('reads each meeting once, newest first and undated last, through its personal listing when it has one', () => {
    expect(pendingReads(rows, new Map(), now)).toEqual([
      { id: 'b', scope: 'workspace' },
      { id: 'a', scope: 'me' },
      { id: 'old', scope: 'me' },
      { id: 'undated', scope: 'me' },
    ]);
  });

  it('reads again what changed, and what was incomplete while recent', () => {
    const saved = new Map([
      ['a', { listedAs: 'an older row', complete: true }],
      ['b', { listedAs: rowFingerprint(rows[3]!.summary), complete: false }],
      ['old', { listedAs: rowFingerprint(rows[4]!.summary), complete: false }],
      ['undated', { listedAs: rowFingerprint(rows[2]!.summary), complete: true }],
    ]);
    expect(pendingReads(rows, saved, now).map((r) => r.id)).toEqual(['b', 'a']);
    // A week on, an incomplete meeting is taken to have nothing more coming.
    expect(pendingReads(rows, saved, Date.parse('2026-11-20T10:00:00Z') + PROCESSING_FOR_MS).map((r) => r.id)).toEqual(['a']);
  });
});

describe('what a refresh decides', () => {
  const saved = [
    row('me', 'new', '2026-11-20T10:00:00Z'),
    row('me', 'mid', '2026-11-15T10:00:00Z'),
    row('me', 'old', '2026-11-01T10:00:00Z'),
    row('me', 'undated', null),
  ];

  it('has caught up on a page of rows all saved and unchanged', () => {
    const known = new Map(saved.map((r) => [r.id, rowFingerprint(r.summary)]));
    expect(caughtUp([saved[1]!, saved[2]!], known)).toBe(true);
    expect(caughtUp([saved[1]!, row('me', 'old', '2026-11-01T10:00:00Z', 'Renamed')], known)).toBe(false);
    expect(caughtUp([row('me', 'unknown', '2026-11-01T10:00:00Z')], known)).toBe(false);
    expect(caughtUp([], known)).toBe(false);
  });

  it('drops only the rows in the span it read, unless it read to the end', () => {
    const listed = [saved[1]!];
    expect(rowsGone(saved, listed, false).map((r) => r.id)).toEqual(['new']);
    expect(rowsGone(saved, listed, true).map((r) => r.id)).toEqual(['new', 'old', 'undated']);
    // A read that listed nothing vouches for nothing, unless the list is empty to its end.
    expect(rowsGone(saved, [], false)).toEqual([]);
    expect(rowsGone(saved, [], true)).toHaveLength(4);
  });
});

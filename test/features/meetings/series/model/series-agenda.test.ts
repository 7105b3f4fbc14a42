import { describe, expect, it } from 'vitest';
import { meetingSchema, type Meeting } from '@/api/schemas/meeting';
import { findSeries } from '@/lib/series/find-series';
import { seriesAgenda } from '@/features/meetings/series/model/series-agenda';
import type { ItemResult } from '@/lib/bulk/read-items';

const DAY = 86_400_000;
const START = Date.parse('2026-09-01T10:00:00Z');
const NOW = START + 30 * DAY;
const meetings = [0, 1, 2].map((week) => ({
  id: `w${week}`,
  title: week === 1 ? 'Sync <img src=x onerror=alert(1)> **now**' : 'Sync',
  generatedTitle: null,
  startTime: new Date(START + week * 7 * DAY).toISOString(),
  endTime: null,
  calendarEventId: `sync_2026090${week}`,
  attendees: null,
}));
const [series] = findSeries(meetings);

const read = (tasks: unknown[]): ItemResult<Meeting> => ({ status: 'read', data: meetingSchema.parse({ tasks }) });
const url = (id: string) => `https://dash.example/me/meetings/${id}`;

describe('the agenda as Markdown', () => {
  it('lists every open item by assignee, unassigned last, each linking to its meeting with its age', () => {
    const reads = new Map([
      [
        'w0',
        read([
          { content: 'Draft plan', completed: false, assignee: { name: 'Zoë' } },
          { content: 'Done thing', completed: true },
        ]),
      ],
      ['w1', read([{ content: 'Ask legal', completed: false }])],
      ['w2', read([{ content: 'Review budget', completed: false, assignee: { name: 'Ana' } }])],
    ]);
    expect(seriesAgenda({ series: series!, reads, meetingUrl: url, now: NOW })).toBe(
      [
        '# Agenda: Sync',
        '',
        '_3 open items from 3 meetings._',
        '',
        '## Ana',
        '',
        '- [ ] Review budget — from [Sync, Tue, Sep 15, 2026](https://dash.example/me/meetings/w2), open for 2 weeks',
        '',
        '## Zoë',
        '',
        '- [ ] Draft plan — from [Sync, Tue, Sep 1, 2026](https://dash.example/me/meetings/w0), open for 4 weeks',
        '',
        '## Unassigned',
        '',
        '- [ ] Ask legal — from [Sync \\<img src=x onerror=alert\\(1\\)\\> \\*\\*now\\*\\*, Tue, Sep 8, 2026](https://dash.example/me/meetings/w1), open for 3 weeks',
        '',
      ].join('\n'),
    );
  });

  it('keeps server text text: no link, image, HTML or heading it did not have', () => {
    const reads = new Map([
      [
        'w0',
        read([
          {
            content: '# [click](javascript:alert(1)) ![x](https://evil.example/x.png) <script>alert(1)</script> www.evil.example',
            completed: false,
            assignee: { name: '[Boss](https://evil.example)' },
          },
        ]),
      ],
    ]);
    const agenda = seriesAgenda({ series: series!, reads, meetingUrl: url, now: NOW });
    expect(agenda).toContain('## \\[Boss\\]\\(`https://evil.example)`\n');
    expect(agenda).toContain(
      '- [ ] \\# \\[click\\]\\(javascript:alert\\(1\\)\\) \\!\\[x\\]\\(`https://evil.example/x.png)` \\<script\\>alert\\(1\\)\\</script\\> `www.evil.example` — from',
    );
    expect(agenda).toContain('_2 meetings were not read: their items are missing here._');
  });
});

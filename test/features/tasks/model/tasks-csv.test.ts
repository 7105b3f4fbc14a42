import { describe, expect, it } from 'vitest';
import type { Task } from '@/api/schemas/task';
import { tasksCsvFileName, tasksToCsv } from '@/features/tasks/model/tasks-csv';
import { csvField } from '@/lib/text/csv';

function task(overrides: Partial<Task> = {}): Task {
  return {
    id: 't1',
    text: 'Write the notes',
    completed: false,
    assignee: { id: 'u1', name: 'Priya Natarajan', email: 'priya@acme.example', unreadable: [] },
    meetingId: '900100',
    meetingTitle: 'Weekly product sync',
    createdAt: '2026-11-02T17:30:00.000Z',
    userId: 'usr_01',
    unreadable: [],
    ...overrides,
  };
}

/** Splits CSV text into records of fields, honouring quotes (a minimal RFC 4180 reader for the test). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += 1;
    } else field += char;
  }
  return records;
}

describe('csvField', () => {
  it.each([
    ['plain', 'plain'],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\r\nlf', '"cr\r\nlf"'],
    ['李明 · Zoë Łukasik', '李明 · Zoë Łukasik'],
    ['', ''],
    [null, ''],
  ])('%j → %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it.each([
    ['=HYPERLINK("http://evil.example","x")', `"'=HYPERLINK(""http://evil.example"",""x"")"`],
    ['+1 555 0100', "'+1 555 0100"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1', "'\t=1"],
    ['\r=1', `"'\r=1"`],
  ])('neutralises the formula %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it('leaves a formula character that is not the first alone', () => {
    expect(csvField('a=b')).toBe('a=b');
  });
});

describe('tasksToCsv', () => {
  it('starts with a UTF-8 byte order mark and a header, and ends every record with CRLF', () => {
    const csv = tasksToCsv({ open: [task()], completed: [] });
    expect(csv.startsWith('\uFEFFStatus,Task,Assignee,Assignee e-mail,Meeting,Meeting ID,Created\r\n')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.split('\r\n')).toHaveLength(3);
  });

  it('writes open then completed tasks, each field intact after a round trip', () => {
    const open = task({
      text: 'Ship it, then "celebrate"\nfor real',
      assignee: { id: 'u4', name: '李明', email: 'li.ming@acme.example', unreadable: [] },
      meetingTitle: 'Zoë’s review, part 2',
    });
    const done = task({ id: 't2', text: '=cmd|"/c calc"!A1', completed: true, assignee: null, meetingTitle: null, createdAt: null });
    const rows = parseCsv(tasksToCsv({ open: [open], completed: [done] }).slice(1));
    expect(rows).toEqual([
      ['Status', 'Task', 'Assignee', 'Assignee e-mail', 'Meeting', 'Meeting ID', 'Created'],
      [
        'Open',
        'Ship it, then "celebrate"\nfor real',
        '李明',
        'li.ming@acme.example',
        'Zoë’s review, part 2',
        '900100',
        '2026-11-02T17:30:00.000Z',
      ],
      ['Completed', `'=cmd|"/c calc"!A1`, '', '', '', '900100', ''],
    ]);
  });

  it('writes empty fields for a task whose every field is null', () => {
    const empty: Task = {
      id: null,
      text: null,
      completed: null,
      assignee: null,
      meetingId: null,
      meetingTitle: null,
      createdAt: null,
      userId: null,
      unreadable: [],
    };
    expect(tasksToCsv({ open: [empty], completed: [] }).split('\r\n')[1]).toBe('Open,,,,,,');
  });

  it('keeps non-ASCII text intact, a UTF-8 BOM first once encoded', () => {
    const csv = tasksToCsv({ open: [task({ text: 'Юлия: café ✓' })], completed: [] });
    // What a Blob does with a string: UTF-8.
    const bytes = new TextEncoder().encode(csv);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toContain('Юлия: café ✓');
  });
});

describe('tasksCsvFileName', () => {
  it('names the scope and the local day', () => {
    expect(tasksCsvFileName('workspace', new Date(2026, 10, 20, 23, 30))).toBe('tasks-workspace-2026-11-20.csv');
    expect(tasksCsvFileName('me', new Date(2026, 0, 2))).toBe('tasks-mine-2026-01-02.csv');
  });
});

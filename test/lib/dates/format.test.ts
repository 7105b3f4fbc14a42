import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LEARNED_DATE_FORMATS_KEY, type StoredDateFormats } from '@/lib/dates/learned-date-formats';

import type * as Format from '@/lib/dates/format';
import type * as Learning from '@/app/learn-date-formats-when-idle';

type FormatModule = typeof Format & typeof Learning;

/** The formatting module as a new page loads it (it reads the learned formats once). */
async function freshPage(): Promise<FormatModule> {
  vi.resetModules();
  return { ...(await import('@/lib/dates/format')), ...(await import('@/app/learn-date-formats-when-idle')) };
}

const RealDateTimeFormat = Intl.DateTimeFormat;
let intlFormattersBuilt = 0;

beforeEach(() => {
  localStorage.clear();
  intlFormattersBuilt = 0;
  Intl.DateTimeFormat = new Proxy(RealDateTimeFormat, {
    construct(target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
      intlFormattersBuilt += 1;
      return new target(...args);
    },
  });
});

afterEach(() => {
  Intl.DateTimeFormat = RealDateTimeFormat;
});

const meetingStart = '2026-11-20T10:15:00.000Z';

/** What each formatter shows on a first visit, formatting with Intl. */
function shownWithIntl(page: FormatModule) {
  return {
    date: page.formatDate(meetingStart),
    time: page.formatTime(meetingStart),
    calendarDate: page.formatCalendarDate('2026-11-20'),
    dayHeading: page.formatDayHeading(new Date(2026, 10, 2), new Date(2026, 10, 25)),
  };
}

/** A new page formats the meeting's date as Intl does, building an Intl formatter to do so. */
async function expectFormattedWithIntl(): Promise<void> {
  intlFormattersBuilt = 0;
  const page = await freshPage();
  const withIntl = new RealDateTimeFormat(undefined, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
  expect(page.formatDate(meetingStart)).toBe(withIntl.format(new Date(meetingStart)));
  expect(intlFormattersBuilt).toBeGreaterThan(0);
}

async function learnOnAVisit(): Promise<void> {
  await (await freshPage()).learnDateFormatsWhenIdle();
  expect(localStorage.getItem(LEARNED_DATE_FORMATS_KEY)).not.toBeNull();
}

describe('dates on a return visit', () => {
  it('are formatted as on the first, without building an Intl formatter', async () => {
    const firstVisit = shownWithIntl(await freshPage());
    expect(intlFormattersBuilt).toBeGreaterThan(0);
    await learnOnAVisit();

    intlFormattersBuilt = 0;
    const returnVisit = await freshPage();
    returnVisit.warmUpFormatters();
    expect(shownWithIntl(returnVisit)).toEqual(firstVisit);
    expect(intlFormattersBuilt).toBe(0);
  });

  it('are formatted with Intl when the browser language changed since', async () => {
    await learnOnAVisit();
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('de-DE');
    await expectFormattedWithIntl();
  });

  it('are formatted with Intl when the stored formats are unreadable or damaged', async () => {
    await learnOnAVisit();
    const stored = JSON.parse(localStorage.getItem(LEARNED_DATE_FORMATS_KEY)!) as StoredDateFormats;
    const damaged = [
      '{"learnedIn": 3, "patterns": [',
      JSON.stringify({ ...stored, patterns: { ...stored.patterns, date: { parts: [{ field: 'era' }], names: {} } } }),
      JSON.stringify({ ...stored, patterns: { ...stored.patterns, time: { parts: 'hh:mm' } } }),
    ];
    for (const value of damaged) {
      localStorage.setItem(LEARNED_DATE_FORMATS_KEY, value);
      await expectFormattedWithIntl();
    }
  });

  it('show the hour as the locale writes it, learned or not: 9:05 AM in English (US)', async () => {
    const nineOFive = '2026-11-20T17:05:00.000Z';
    expect((await freshPage()).formatTime(nineOFive)).toMatch(/^9:05\sAM$/u);
    await learnOnAVisit();
    expect((await freshPage()).formatTime(nineOFive)).toMatch(/^9:05\sAM$/u);
  });

  it('are learned again when the app shows them in another style than they were learned in', async () => {
    // As an earlier version of the app learned them: the hour in two digits, kept for the browser and language alone.
    await learnOnAVisit();
    const stored = JSON.parse(localStorage.getItem(LEARNED_DATE_FORMATS_KEY)!) as StoredDateFormats;
    const padded = new RealDateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });
    const hours = Array.from(
      { length: 24 },
      (_, hour) => padded.formatToParts(new Date(2026, 0, 10, hour)).find((p) => p.type === 'hour')?.value,
    );
    const time = stored.patterns.time!;
    localStorage.setItem(
      LEARNED_DATE_FORMATS_KEY,
      JSON.stringify({
        learnedIn: `${navigator.userAgent} ${navigator.language}`,
        patterns: { ...stored.patterns, time: { ...time, names: { ...time.names, hour: hours } } },
      }),
    );
    expect((await freshPage()).formatTime('2026-11-20T17:05:00.000Z')).toMatch(/^9:05\sAM$/u);
  });

  it('are learned once per browser: again after it is updated', async () => {
    await learnOnAVisit();
    const learned = localStorage.getItem(LEARNED_DATE_FORMATS_KEY);
    intlFormattersBuilt = 0;
    await (await freshPage()).learnDateFormatsWhenIdle();
    expect(intlFormattersBuilt).toBe(0);
    expect(localStorage.getItem(LEARNED_DATE_FORMATS_KEY)).toBe(learned);

    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(`${navigator.userAgent} (updated)`);
    const updated = await freshPage();
    updated.formatDate(meetingStart);
    expect(intlFormattersBuilt).toBeGreaterThan(0);
    await updated.learnDateFormatsWhenIdle();
    expect(localStorage.getItem(LEARNED_DATE_FORMATS_KEY)).not.toBe(learned);
  });
});

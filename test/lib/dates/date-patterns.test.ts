import { describe, expect, it } from 'vitest';
import { formatWithPattern } from '@/lib/dates/date-patterns';
import { DATE_STYLES as STYLES } from '@/lib/dates/date-styles';
import { learnDatePattern } from '@/lib/dates/learn-date-formats';

/** Dates the learning did not see: every 3 days and 5 hours over 40 years, across daylight-saving changes. */
const someDates = Array.from({ length: 4000 }, (_, index) => new Date(Date.UTC(2000, 0, 1) + index * (77 * 3_600_000 + 11 * 60_000)));

describe('date patterns', () => {
  it.each(['en-US', 'en-GB', 'de-DE', 'fr-FR', 'ja-JP', 'ko-KR', 'ru-RU', 'pl-PL', 'he-IL', 'hi-IN', 'pt-BR'])(
    'format as Intl does in %s, for every style',
    (locale) => {
      for (const options of Object.values(STYLES)) {
        const format = new Intl.DateTimeFormat(locale, options);
        const pattern = learnDatePattern(format);
        expect(pattern).not.toBeNull();
        for (const date of someDates) expect(formatWithPattern(pattern!, date)).toBe(format.format(date));
      }
    },
  );

  it('are not learned where they cannot reproduce the format (other calendars, other digits)', () => {
    // Thai dates count years from 543 BC; Egyptian Arabic writes Arabic-Indic digits.
    expect(learnDatePattern(new Intl.DateTimeFormat('th-TH', STYLES.date))).toBeNull();
    expect(learnDatePattern(new Intl.DateTimeFormat('ar-EG', STYLES.dayHeading))).toBeNull();
  });

  it('are learned with the plain space format() writes before AM and PM', () => {
    const format = new Intl.DateTimeFormat('en-US', STYLES.time);
    const pattern = learnDatePattern(format)!;
    const afternoon = new Date(2026, 10, 25, 15, 5);
    expect(formatWithPattern(pattern, afternoon)).toBe(format.format(afternoon));
    // The hour as the locale writes it: not zero-padded in English (US).
    expect(formatWithPattern(pattern, afternoon)).toBe('3:05 PM');
  });
});

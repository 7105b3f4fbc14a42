import { formatWithPattern, type DatePattern } from './date-patterns';
import { DATE_STYLES } from './date-styles';

/**
 * The date patterns learned on this device, kept in localStorage (formats, nothing private) for the
 * browser and language they were learned in, and the styles they were learned for: another language,
 * a browser update (which may bring new locale data) or a style the app changed, and they are learned again.
 */
export const LEARNED_DATE_FORMATS_KEY = 'meetings-dashboard.date-formats';

/** As kept in storage (written by src/lib/dates/learn-date-formats.ts). */
export interface StoredDateFormats {
  learnedIn: string;
  patterns: Record<string, DatePattern>;
}

/** The browser, its language (Intl's default locale) and the styles, as the formats are learned in. */
export const learnedIn = () => `${navigator.userAgent} ${navigator.language} ${JSON.stringify(DATE_STYLES)}`;

/** The patterns learned in this browser and language, by style; null when there are none (or none readable). */
export function readLearnedDateFormats(): Record<string, DatePattern> | null {
  try {
    const stored = JSON.parse(window.localStorage.getItem(LEARNED_DATE_FORMATS_KEY) ?? 'null') as StoredDateFormats | null;
    if (stored?.learnedIn !== learnedIn()) return null;
    // A pattern damaged in storage throws here, not while a screen renders.
    for (const pattern of Object.values(stored.patterns)) formatWithPattern(pattern, new Date());
    return stored.patterns;
  } catch {
    // Refused or unreadable (not ours, or damaged): formatting uses Intl, as on a first visit.
    return null;
  }
}

import { readLearnedDateFormats } from '@/lib/dates/learned-date-formats';
import { whenIdle } from '@/lib/scheduling/when-idle';

/**
 * Learns the date styles' patterns for the next visits, which then format without Intl (src/lib/dates/date-patterns.ts):
 * in idle time, unless this browser learned them already. Settles when done.
 */
export async function learnDateFormatsWhenIdle(): Promise<void> {
  if (readLearnedDateFormats()) return;
  await new Promise<void>((resolve) => whenIdle(resolve));
  const learning = await import('@/lib/dates/learn-date-formats');
  await learning.learnDateFormats();
}

import { readLearnedDateFormats } from '@/lib/learned-date-formats';
import { whenIdle } from '@/lib/when-idle';

/**
 * Learns the date styles' patterns for the next visits, which then format without Intl (src/lib/date-patterns.ts):
 * in idle time, unless this browser learned them already. Settles when done.
 */
export async function learnDateFormatsWhenIdle(): Promise<void> {
  if (readLearnedDateFormats()) return;
  await new Promise<void>((resolve) => whenIdle(resolve));
  const learning = await import('@/lib/learn-date-formats');
  await learning.learnDateFormats();
}

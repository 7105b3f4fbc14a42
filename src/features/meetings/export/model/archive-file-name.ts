import { toDay } from '@/lib/dates/day-range';
import { safeFileName } from '@/lib/text/safe-file-name';

/** The archive's own name: what it holds and the day, `Weekly sync 2026-11-28.zip`. */
export function archiveFileName(label: string, now: Date): string {
  return safeFileName(`${label} ${toDay(now)}`, '.zip', 'Meetings');
}

/** The archive's media type, for its Blob and its download. */
export const ARCHIVE_TYPE = 'application/zip';

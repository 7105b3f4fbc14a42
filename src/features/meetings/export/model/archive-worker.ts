/// <reference lib="webworker" />
import type { Meeting } from '@/api/schemas/meeting';
import type { ArchiveMessage, ArchiveReply } from './archive-writer';
import { ARCHIVE_TYPE } from './archive-file-name';
import { writeArchive } from './write-archive';

/**
 * Writes the archive off the page's main thread: a 3-hour meeting's note alone takes longer than a
 * frame to write, and deflating hundreds of notes takes seconds. Meetings arrive as they are read.
 */
const meetings = new Map<string, Meeting>();

self.onmessage = ({ data }: MessageEvent<ArchiveMessage>) => {
  if (data.kind === 'meeting') {
    meetings.set(data.id, data.meeting);
    return;
  }
  try {
    const { order, ...rest } = data.input;
    const zip = writeArchive({ ...rest, meetings: order.flatMap((id) => meetings.get(id) ?? []) });
    // The Blob is made here, not in the page: making one copies its bytes into the browser's storage,
    // a long task on the page's main thread for an archive of hundreds of meetings.
    self.postMessage({ ok: true, archive: new Blob([zip], { type: ARCHIVE_TYPE }) } satisfies ArchiveReply);
  } catch (error) {
    self.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) } satisfies ArchiveReply);
  }
};

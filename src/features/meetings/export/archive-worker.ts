/// <reference lib="webworker" />
import type { Meeting } from '@/api/schemas/meeting';
import type { ArchiveMessage, ArchiveReply } from './archive-writer';
import { writeArchive } from './model/write-archive';

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
    self.postMessage({ ok: true, zip } satisfies ArchiveReply, { transfer: [zip.buffer] });
  } catch (error) {
    self.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) } satisfies ArchiveReply);
  }
};

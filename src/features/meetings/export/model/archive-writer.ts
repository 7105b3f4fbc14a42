import type { Meeting } from '@/api/schemas/meeting';
import { ARCHIVE_TYPE } from './archive-file-name';
import type { ArchiveInput } from './export-archive';

/** The rest of the archive's input, and the order of the meetings sent (they are read in any order). */
export type ArchiveFinish = Omit<ArchiveInput, 'meetings'> & { order: readonly string[] };

export type ArchiveMessage = { kind: 'meeting'; id: string; meeting: Meeting } | { kind: 'finish'; input: ArchiveFinish };
export type ArchiveReply = { ok: true; archive: Blob } | { ok: false; message: string };

export interface ArchiveWriter {
  /** A meeting read: sent on at once, so that no one message carries them all. */
  add: (id: string, meeting: Meeting) => void;
  /** The archive, as a Blob ready to save. */
  finish: (input: ArchiveFinish, signal: AbortSignal) => Promise<Blob>;
  close: () => void;
}

/**
 * Where the archive is written: in a worker of its own (which loads the writer and fflate, so no
 * screen's code carries them), the main thread kept free for the page. Where workers cannot run
 * (jsdom, in the tests) it is written in the page, loaded when needed.
 */
export function archiveWriter(): ArchiveWriter {
  if (typeof Worker === 'undefined') {
    const meetings = new Map<string, Meeting>();
    return {
      add: (id, meeting) => void meetings.set(id, meeting),
      finish: async ({ order, ...rest }) => {
        const { writeArchive } = await import('./write-archive');
        return new Blob([writeArchive({ ...rest, meetings: order.flatMap((id) => meetings.get(id) ?? []) })], { type: ARCHIVE_TYPE });
      },
      close: () => meetings.clear(),
    };
  }
  const worker = new Worker(new URL('./archive-worker.ts', import.meta.url), { type: 'module', name: 'export' });
  const send = (message: ArchiveMessage) => worker.postMessage(message);
  return {
    add: (id, meeting) => send({ kind: 'meeting', id, meeting }),
    finish: (input, signal) =>
      new Promise((resolve, reject) => {
        signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
        worker.onmessage = ({ data }: MessageEvent<ArchiveReply>) => (data.ok ? resolve(data.archive) : reject(new Error(data.message)));
        worker.onerror = (event) => reject(new Error(event.message || 'the archive could not be written'));
        send({ kind: 'finish', input });
      }),
    close: () => worker.terminate(),
  };
}

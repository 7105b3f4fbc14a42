import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Meeting } from '@/api/schemas/meeting';
import { startBulkRun } from '@/lib/bulk/bulk-run';
import { reasonOf } from '@/lib/bulk/read-end';
import { readItems, type ItemResult } from '@/lib/bulk/read-items';
import { downloadFile } from '@/lib/browser/download-file';
import { oldestCopy } from '@/lib/query/copy-answers';
import type { ExportRequest } from '@/lib/export/meeting-export';
import { meetingQueries } from '@/features/meetings/api/meeting-queries';
import { meetingLinks } from '@/screens/meetings';
import { ARCHIVE_TYPE, archiveFileName } from '../model/archive-file-name';
import { archiveWriter } from '../model/archive-writer';
import type { MissingMeeting } from '../model/export-archive';

type ExportItem = ExportRequest['meetings'][number];

export interface FailedMeeting {
  id: string;
  title: string;
  reason: string;
}

/**
 * Where the meetings read came from: the copy kept on this device (the network missing), saved then
 * (null: not known); undefined when the network answered each.
 */
interface ReadFrom {
  fromCopy: number | null | undefined;
}

export type ExportState =
  | { phase: 'ready' }
  | ({ phase: 'reading'; done: number; failed: readonly FailedMeeting[] } & ReadFrom)
  | ({ phase: 'packing'; failed: readonly FailedMeeting[] } & ReadFrom)
  | ({ phase: 'done'; zip: Blob; fileName: string; exported: number; notRead: number; failed: readonly FailedMeeting[] } & ReadFrom)
  | { phase: 'error'; reason: string };

function failures(items: readonly ExportItem[], results: ReadonlyMap<string, ItemResult<Meeting>>): FailedMeeting[] {
  return items.flatMap(({ id, title }) => {
    const result = results.get(id);
    return result?.status === 'failed' ? [{ id, title, reason: reasonOf(result.error) }] : [];
  });
}

/**
 * One export: each meeting read through the bulk reader (paced, cached, stoppable), the notes
 * written, zipped in a worker, and saved. Stop keeps what was read: the archive is made of it and
 * says, in index.md as on screen, which meetings are missing and why.
 */
export function useMeetingExport({ scope, meetings, source, name }: ExportRequest) {
  const client = useQueryClient();
  const [state, setState] = useState<ExportState>({ phase: 'ready' });
  const stopper = useRef<AbortController | null>(null);
  // Stop ends the reading only; Cancel (or leaving) ends the whole run, and nothing is saved.
  const run = useRef<AbortController | null>(null);
  useEffect(() => () => run.current?.abort(), []);

  const start = useCallback(
    (linkPeople: boolean) => {
      run.current?.abort();
      const whole = new AbortController();
      run.current = whole;
      const { signal, pacer } = startBulkRun(client, stopper);
      const update = (next: ExportState) => {
        if (!whole.signal.aborted) setState(next);
      };
      update({ phase: 'reading', done: 0, failed: [], fromCopy: undefined });
      void (async () => {
        const writer = archiveWriter();
        whole.signal.addEventListener('abort', writer.close, { once: true });
        const sent = new Set<string>();
        const send = (results: ReadonlyMap<string, ItemResult<Meeting>>) => {
          for (const [id, result] of results) {
            if (result.status !== 'read' || sent.has(id)) continue;
            sent.add(id);
            writer.add(id, result.data);
          }
        };
        const items = meetings.map(({ id }) => ({ id, query: meetingQueries.detail(scope, id) }));
        // Who answered the meetings read: the network, or the copy kept on this device.
        const readFrom = (results: ReadonlyMap<string, ItemResult<Meeting>>) => oldestCopy(client, items, results);
        const outcome = await readItems(client, items, {
          pacer,
          signal,
          onProgress: ({ read, failed, results }) => {
            if (whole.signal.aborted) return;
            send(results);
            update({ phase: 'reading', done: read + failed, failed: failures(meetings, results), fromCopy: readFrom(results) });
          },
        });
        if (whole.signal.aborted) return;
        send(outcome.results);
        const failed = failures(meetings, outcome.results);
        const fromCopy = readFrom(outcome.results);
        update({ phase: 'packing', failed, fromCopy });
        const missing: MissingMeeting[] = meetings.flatMap(({ id, title }) => {
          const result = outcome.results.get(id);
          return result?.status === 'read' ? [] : [{ title, reason: result ? reasonOf(result.error) : null }];
        });
        const order = meetings.flatMap(({ id }) => (sent.has(id) ? [id] : []));
        const links = new Map(
          order.flatMap((id) => {
            const path = meetingLinks.meeting(scope, id);
            return path ? [[id, window.location.origin + path] as const] : [];
          }),
        );
        try {
          const exportedAt = new Date();
          const fileName = archiveFileName(name, exportedAt);
          const zip = await writer.finish({ order, missing, source, linkPeople, exportedAt, links, fromCopy }, whole.signal);
          if (whole.signal.aborted) return;
          downloadFile(zip, fileName, ARCHIVE_TYPE);
          update({ phase: 'done', zip, fileName, exported: order.length, notRead: missing.length - failed.length, failed, fromCopy });
        } catch (error) {
          update({ phase: 'error', reason: reasonOf(error) });
        } finally {
          writer.close();
        }
      })();
    },
    [client, scope, meetings, source, name],
  );

  const stop = useCallback(() => stopper.current?.abort(), []);
  const cancel = useCallback(() => {
    run.current?.abort();
    stopper.current?.abort();
    setState({ phase: 'ready' });
  }, []);
  const saveAgain = useCallback(() => {
    if (state.phase === 'done') downloadFile(state.zip, state.fileName, ARCHIVE_TYPE);
  }, [state]);
  return { state, start, stop, cancel, saveAgain };
}

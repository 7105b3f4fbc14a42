import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { MeetingSummary } from '@/api/schemas/meeting';
import { readItems } from '@/lib/bulk/read-items';
import { sharedPacer } from '@/lib/bulk/token-bucket';
import { copySavedAt, olderCopy } from '@/lib/query/copy-answers';
import type { Scope } from '@/core/scope';
import { meetingQueries } from '@/features/meetings/api/meeting-queries';
import { isEmptyRecording } from '../model/cleanup-suggestions';

export interface EmptyCheck {
  running: boolean;
  checked: number;
  total: number;
  /** Could not be read: never counted as empty. */
  failed: number;
  /** Some meetings were read from the copy kept on this device (the network missing): saved then; undefined: none. */
  fromCopy: number | null | undefined;
}

/**
 * "No transcript and no summary" needs each meeting itself: read through the bulk reader (the API's
 * rate, Retry-After, the cache, Stop), reporting progress, and handing over the empty ones as found.
 */
export function useEmptyCheck(scope: Scope, onFound: (meetings: MeetingSummary[]) => void) {
  const client = useQueryClient();
  const [check, setCheck] = useState<EmptyCheck | null>(null);
  const control = useRef<AbortController | null>(null);
  useEffect(() => () => control.current?.abort(), []);

  const start = (meetings: readonly MeetingSummary[]) => {
    control.current?.abort();
    const own = new AbortController();
    control.current = own;
    const withIds = meetings.filter((m): m is MeetingSummary & { id: string } => Boolean(m.id));
    const byId = new Map(withIds.map((m) => [m.id, m]));
    const reported = new Set<string>();
    const heard = new Set<string>();
    let fromCopy: number | null | undefined;
    setCheck({ running: true, checked: 0, total: withIds.length, failed: 0, fromCopy });
    void readItems(
      client,
      withIds.map((m) => ({ id: m.id, query: meetingQueries.detail(scope, m.id) })),
      {
        pacer: sharedPacer(client),
        signal: own.signal,
        onProgress: ({ read, failed, total, results }) => {
          const found: MeetingSummary[] = [];
          for (const [id, result] of results) {
            if (!heard.has(id)) {
              heard.add(id);
              fromCopy = olderCopy(fromCopy, copySavedAt(client, meetingQueries.detail(scope, id).queryKey));
            }
            if (reported.has(id) || result.status !== 'read' || !isEmptyRecording(result.data)) continue;
            reported.add(id);
            const meeting = byId.get(id);
            if (meeting) found.push(meeting);
          }
          if (found.length) onFound(found);
          setCheck({ running: !own.signal.aborted && read + failed < total, checked: read, total, failed, fromCopy });
        },
      },
    ).then(() => setCheck((current) => (current ? { ...current, running: false } : current)));
  };
  const stop = () => {
    control.current?.abort();
    setCheck((current) => (current ? { ...current, running: false } : current));
  };
  return { check, start, stop };
}

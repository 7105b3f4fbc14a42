import { useSyncExternalStore } from 'react';
import { savedWhen } from '@/lib/dates/saved-when';
import { savedCount } from '../model/saved-count';
import type { LibrarySource } from '../source/answer-queries';
import type { SyncProgress } from '../sync/sync-library';
import styles from './offline-line.module.css';

/**
 * Says that the screens show the copy kept on this device, for want of a network, and how old it is.
 * A copy whose first sync has not reached its end (`lastSyncAt` null) holds only some of the
 * meetings: every list worked out from it may be short, and the line says so, with how much is saved.
 * Nothing at all while the network answers.
 */
export function OfflineLine({
  source,
  lastSyncAt,
  progress,
}: {
  source: LibrarySource;
  lastSyncAt: number | null;
  progress: SyncProgress | null;
}) {
  const offline = useSyncExternalStore(source.subscribe, source.isOffline);
  if (!offline) return null;
  const shown = `Offline — showing what was saved ${savedWhen(lastSyncAt) ?? 'on this device'}`;
  const partial = `The copy on this device is not complete yet${progress ? `: ${savedCount(progress)}` : ''}, so a list here may be missing meetings.`;
  return (
    <p className={styles.line} role="status">
      {lastSyncAt === null ? `${shown}. ${partial}` : shown}
    </p>
  );
}

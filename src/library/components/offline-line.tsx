import { useSyncExternalStore } from 'react';
import { savedWhen } from '@/lib/dates/saved-when';
import type { LibrarySource } from '../source/answer-queries';
import styles from './offline-line.module.css';

/**
 * Says that the screens show the copy kept on this device, for want of a network, and how old it is.
 * Nothing at all while the network answers.
 */
export function OfflineLine({ source, lastSyncAt }: { source: LibrarySource; lastSyncAt: number | null }) {
  const offline = useSyncExternalStore(source.subscribe, source.isOffline);
  return offline ? (
    <p className={styles.line} role="status">
      Offline — showing what was saved {savedWhen(lastSyncAt) ?? 'on this device'}
    </p>
  ) : null;
}

import { useSyncExternalStore } from 'react';
import { formatDate, formatTime } from '@/lib/dates/format';
import type { LibrarySource } from '../source/answer-queries';
import styles from './offline-line.module.css';

/** "at 14:02" today, "on 27 Nov 2026 at 14:02" before: when the copy was last brought up to date. */
function savedWhen(lastSyncAt: number | null): string {
  if (lastSyncAt === null) return 'on this device';
  const iso = new Date(lastSyncAt).toISOString();
  const today = new Date().toDateString() === new Date(lastSyncAt).toDateString();
  return today ? `at ${formatTime(iso)}` : `on ${formatDate(iso)} at ${formatTime(iso)}`;
}

/**
 * Says that the screens show the copy kept on this device, for want of a network, and how old it is.
 * Nothing at all while the network answers.
 */
export function OfflineLine({ source, lastSyncAt }: { source: LibrarySource; lastSyncAt: number | null }) {
  const offline = useSyncExternalStore(source.subscribe, source.isOffline);
  return offline ? (
    <p className={styles.line} role="status">
      Offline — showing what was saved {savedWhen(lastSyncAt)}
    </p>
  ) : null;
}

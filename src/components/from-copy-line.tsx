import { savedWhen } from '@/lib/dates/saved-when';
import styles from './from-copy-line.module.css';

/**
 * Says that what a screen shows beside it was read from the copy kept on this device, not the
 * network, and how old that copy is; nothing when the network answered (`savedAt` undefined: see
 * `copySavedAt`). Worded as the offline line is. A copy never saved to its end (`savedAt` null: its
 * first sync has not finished) holds only some meetings, which the line says.
 */
export function FromCopyLine({ savedAt }: { savedAt: number | null | undefined }) {
  if (savedAt === undefined) return null;
  const when = savedWhen(savedAt);
  return (
    <p className={styles.line}>
      {when
        ? `From the copy saved on this device ${when}`
        : `From the copy on this device, which is not complete yet: some meetings may be missing`}
    </p>
  );
}

import { Skeleton } from '@/components/skeleton';
import { MEETING_ROW_REM } from '@/features/meetings/model/meeting-row-text';
import styles from './meeting-list-page.module.css';

/** Placeholder rows of the real rows' height, so nothing jumps when the data arrives. */
export function MeetingListSkeleton({ rows = 8 }: { rows?: number }) {
  return (
    <div role="status" aria-label="Loading meetings">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className={styles.skeletonRow} style={{ height: `${MEETING_ROW_REM}rem` }}>
          <Skeleton width={`${55 + ((index * 17) % 35)}%`} />
          <Skeleton width="25%" height="0.8rem" />
        </div>
      ))}
    </div>
  );
}

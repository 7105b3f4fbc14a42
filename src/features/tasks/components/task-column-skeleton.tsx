import { Skeleton } from '@/components/skeleton';
import layout from '@/components/layout.module.css';
import styles from './task-board-page.module.css';

/** Placeholder cards shaped like the real ones, so nothing jumps when the tasks arrive. */
export function TaskColumnSkeleton({ label, cards = 4 }: { label: string; cards?: number }) {
  return (
    <div role="status" aria-label={label} className={styles.cards}>
      {Array.from({ length: cards }, (_, index) => (
        <div key={index} className={layout.card}>
          <Skeleton width={`${60 + ((index * 23) % 35)}%`} />
          <Skeleton width="45%" height="0.8rem" />
          <Skeleton width="35%" height="0.8rem" />
        </div>
      ))}
    </div>
  );
}

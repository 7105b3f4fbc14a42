import { Button } from './button';
import styles from './still-waiting.module.css';

/** The state of a first load, as TanStack Query's result has it. */
export interface FirstLoad {
  isPending: boolean;
  fetchStatus: 'fetching' | 'paused' | 'idle';
  failureCount: number;
  failureReason: Error | null;
}

interface SlowAnswerNoticeProps {
  load: FirstLoad;
  /** What is loading, e.g. "your meetings". */
  what: string;
  onRetry: () => void;
}

/** A few seconds into a first load: the API is still being waited for, what went wrong so far, and Retry. */
export default function SlowAnswerNotice({ load, what, onRetry }: SlowAnswerNoticeProps) {
  return (
    <div className={styles.notice}>
      <p className={styles.text}>
        Still waiting for {what}: the API is slow to answer.
        <span className={styles.detail}>
          {load.failureCount > 0 && load.failureReason
            ? `${load.failureReason.message} Trying again…`
            : 'You can wait, try again, or go elsewhere meanwhile.'}
        </span>
      </p>
      <Button onClick={onRetry}>Retry</Button>
    </div>
  );
}

import { Link } from 'react-router-dom';
import { isApiError } from '@/api/api-error';
import { meetingLinks } from '@/screens/meetings';
import { AskForKey, isKeyRejected } from './ask-for-key';
import { Button } from './button';
import styles from './state-views.module.css';

interface QueryErrorViewProps {
  error: unknown;
  /** Shown for errors worth trying again (5xx, 429, network, timeout, an answer that was not the API's data). */
  onRetry?: () => void;
  /** What failed, e.g. "meetings": used in the heading. */
  what?: string;
}

/**
 * The one way screens show a failed load: a rejected key goes to the key screen, everything else is
 * explained in place, with Retry where trying again can help.
 */
export function QueryErrorView({ error, onRetry, what = 'data' }: QueryErrorViewProps) {
  if (isKeyRejected(error)) return <AskForKey reason="rejected" />;
  const message = error instanceof Error ? error.message : 'Something went wrong.';
  const retryable = !isApiError(error) || error.worthRetrying;
  const title = isApiError(error) && error.kind === 'forbidden' ? 'No access' : `Could not load ${what}`;
  return (
    <section className={`${styles.panel} ${styles.error}`} role="alert" aria-label={title}>
      <h2 className={styles.title}>{title}</h2>
      <p className={styles.message}>{message}</p>
      <div className={styles.actions}>
        {retryable && onRetry ? (
          <Button variant="primary" onClick={onRetry}>
            Retry
          </Button>
        ) : null}
        {isApiError(error) && error.kind === 'forbidden' ? <Link to={meetingLinks.list('me')}>Go to your meetings</Link> : null}
      </div>
    </section>
  );
}

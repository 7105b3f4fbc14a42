import { createContext, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { lazyWithPreload } from '@/lib/scheduling/lazy-with-preload';
import { whenIdle } from '@/lib/scheduling/when-idle';
import { Button } from './button';
import { DismissNoticeButton } from './dismiss-notice-button';
import { ErrorBoundary } from './error-boundary';
import type { Notification, NotificationInput, NotificationsApi } from './notification';
import styles from './notifications.module.css';

// A notice's controls (its action, ×, countdown) load once the first screen is in: until then, or
// while they load, a notice shows and announces its message alone.
const { Component: NotificationItem, preload: preloadNotificationItem } = lazyWithPreload(async () => ({
  default: (await import('./notification-item')).NotificationItem,
}));

const NotificationsContext = createContext<NotificationsApi | null>(null);

export function useNotifications(): NotificationsApi {
  const api = useContext(NotificationsContext);
  if (!api) throw new Error('Notices need a <NotificationsProvider>');
  return api;
}

/**
 * A notice while its controls load (or could not): its words, and a way to close it. The pointer on it
 * holds its countdown already: on a slow device the first notice can come before its code.
 */
function PlainNotice({ notification: n, onDismiss }: { notification: Notification; onDismiss: () => void }) {
  return (
    <li
      className={`${styles.item} ${n.tone ? styles[n.tone] : ''}`}
      onMouseEnter={() => n.onHold?.(true)}
      onMouseLeave={() => n.onHold?.(false)}
    >
      <span className={styles.message}>{n.message}</span>
      {/* Its action (Undo) works without the rest of the notice's code. */}
      {n.action ? (
        <Button variant="primary" onClick={n.action.onAction}>
          {n.action.label}
        </Button>
      ) : null}
      <DismissNoticeButton notification={n} onDismiss={onDismiss} />
    </li>
  );
}

/** Notices at the bottom of the screen, announced politely (errors assertively). */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<Notification[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setItems((current) => current.filter((n) => n.id !== id));
  }, []);

  const notify = useCallback(
    (input: NotificationInput) => {
      const id = nextId.current++;
      setItems((current) => [...current.filter((n) => !input.key || n.key !== input.key), { ...input, id }]);
      const autoDismissMs = input.autoDismissMs ?? (input.tone === 'error' || input.countdown ? undefined : 6_000);
      if (autoDismissMs)
        timers.current.set(
          id,
          setTimeout(() => dismiss(id), autoDismissMs),
        );
      return id;
    },
    [dismiss],
  );

  const update = useCallback((id: number, changes: Partial<NotificationInput>) => {
    setItems((current) => current.map((n) => (n.id === id ? { ...n, ...changes } : n)));
  }, []);

  useEffect(() => whenIdle(() => void preloadNotificationItem().catch(() => undefined)), []);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const api = useMemo(() => ({ notify, update, dismiss }), [notify, update, dismiss]);
  const render = (n: Notification) => (
    <ErrorBoundary key={n.id} label="Notice" fallback={() => <PlainNotice notification={n} onDismiss={() => dismiss(n.id)} />}>
      <Suspense fallback={<PlainNotice notification={n} onDismiss={() => dismiss(n.id)} />}>
        <NotificationItem notification={n} onDismiss={() => dismiss(n.id)} />
      </Suspense>
    </ErrorBoundary>
  );

  return (
    <NotificationsContext value={api}>
      {children}
      <section className={styles.region} aria-label="Notifications" data-keeps-focus>
        {/* Live regions exist before anything is announced, so the first notice is read too. */}
        <div role="status">
          <ul className={styles.list}>{items.filter((n) => n.tone !== 'error').map(render)}</ul>
        </div>
        <div aria-live="assertive">
          <ul className={styles.list}>{items.filter((n) => n.tone === 'error').map(render)}</ul>
        </div>
      </section>
    </NotificationsContext>
  );
}

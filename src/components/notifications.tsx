import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button } from './button';
import styles from './notifications.module.css';

export interface NotificationInput {
  message: string;
  tone?: 'info' | 'success' | 'error';
  /** One action, e.g. Undo. */
  action?: { label: string; onAction: () => void };
  /** Shows a live countdown to this time (ms since epoch); the owner decides what happens then. */
  countdownTo?: number;
  /** Dismisses itself after this long; errors stay until dismissed. */
  autoDismissMs?: number;
}

interface Notification extends NotificationInput {
  id: number;
}

interface NotificationsApi {
  notify: (notification: NotificationInput) => number;
  dismiss: (id: number) => void;
}

const NotificationsContext = createContext<NotificationsApi | null>(null);

export function useNotifications(): NotificationsApi {
  const api = useContext(NotificationsContext);
  if (!api) throw new Error('useNotifications needs a <NotificationsProvider>');
  return api;
}

function Countdown({ to }: { to: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, []);
  // Announced once with the message; the ticking number itself is not read out every second.
  return <span aria-hidden="true"> ({Math.max(0, Math.ceil((to - now) / 1000))} s)</span>;
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
      setItems((current) => [...current, { ...input, id }]);
      const autoDismissMs = input.autoDismissMs ?? (input.tone === 'error' || input.countdownTo ? undefined : 6_000);
      if (autoDismissMs) timers.current.set(id, setTimeout(() => dismiss(id), autoDismissMs));
      return id;
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const api = useMemo(() => ({ notify, dismiss }), [notify, dismiss]);
  const errors = items.filter((n) => n.tone === 'error');
  const others = items.filter((n) => n.tone !== 'error');

  const render = (n: Notification) => (
    <li key={n.id} className={`${styles.item} ${n.tone ? styles[n.tone] : ''}`}>
      <span className={styles.message}>
        {n.message}
        {n.countdownTo ? <Countdown to={n.countdownTo} /> : null}
      </span>
      {n.action ? (
        <Button variant="primary" onClick={n.action.onAction}>
          {n.action.label}
        </Button>
      ) : null}
      <Button variant="ghost" aria-label="Dismiss notification" onClick={() => dismiss(n.id)}>
        ×
      </Button>
    </li>
  );

  return (
    <NotificationsContext value={api}>
      {children}
      <section className={styles.region} aria-label="Notifications">
        {/* Live regions exist before anything is announced, so the first notice is read too. */}
        <ul role="status" aria-live="polite" className={styles.list}>
          {others.map(render)}
        </ul>
        <ul aria-live="assertive" className={styles.list}>
          {errors.map(render)}
        </ul>
      </section>
    </NotificationsContext>
  );
}

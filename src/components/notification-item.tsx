import { useEffect, useRef, useState } from 'react';
import { Button } from './button';
import { DismissNoticeButton } from './dismiss-notice-button';
import type { Notification, NotificationInput } from './notification';
import type { Sentence } from './sentence';
import styles from './notifications.module.css';

function CountdownSentence({
  countdown: { to, say },
  announced,
}: {
  countdown: NonNullable<NotificationInput['countdown']>;
  announced: Sentence;
}) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, []);
  return (
    <>
      <span className="visually-hidden">{announced}</span>
      <span aria-hidden="true">{say(Math.max(0, Math.ceil((to - now) / 1000)))}</span>
    </>
  );
}

export function NotificationItem({ notification: n, onDismiss }: { notification: Notification; onDismiss: () => void }) {
  const action = useRef<HTMLButtonElement>(null);
  const givenFocus = useRef(false);
  const { focusAction } = n;
  useEffect(() => {
    if (!focusAction) return;
    givenFocus.current = true;
    action.current?.focus();
  }, [focusAction]);
  const hold = n.onHold;
  const onFocus = () => {
    if (givenFocus.current) givenFocus.current = false;
    else hold?.(true);
  };
  return (
    <li
      className={`${styles.item} ${n.tone ? styles[n.tone] : ''}`}
      onMouseEnter={hold ? () => hold(true) : undefined}
      onMouseLeave={hold ? () => hold(false) : undefined}
      onFocus={hold ? onFocus : undefined}
      onBlur={hold ? (event) => !event.currentTarget.contains(event.relatedTarget) && hold(false) : undefined}
    >
      <span className={styles.message}>
        {n.countdown ? <CountdownSentence countdown={n.countdown} announced={n.message} /> : <span>{n.message}</span>}
      </span>
      {n.action ? (
        <Button ref={action} variant="primary" onClick={n.action.onAction}>
          {n.action.label}
        </Button>
      ) : null}
      <DismissNoticeButton notification={n} onDismiss={onDismiss} />
    </li>
  );
}

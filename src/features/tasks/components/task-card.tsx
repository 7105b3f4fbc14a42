import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { Scope } from '@/core/scope';
import type { Task } from '@/api/schemas/task';
import { displayTitle, formatDate } from '@/lib/dates/format';
import { KEYBOARD_ITEM } from '@/lib/keyboard/keyboard-item';
import { meetingLinks } from '@/screens/meetings';
import { UnopenableMeetingNote } from '@/components/unopenable-meeting';
import { UnreadableNotice } from '@/components/unreadable-notice';
import { UNASSIGNED } from '../model/group-by-assignee';
import layout from '@/components/layout.module.css';
import styles from './task-card.module.css';
import { EmailAddress } from '@/components/email-address';

interface TaskCardProps {
  task: Task;
  scope: Scope;
}

/** One action item. Every field may be missing; server text is rendered as text only. */
export function TaskCard({ task, scope }: TaskCardProps) {
  const text = task.text?.trim();
  const name = task.assignee?.name?.trim() || null;
  const email = task.assignee?.email?.trim() || null;
  const meetingTitle = displayTitle({ title: task.meetingTitle });
  const meetingHref = task.meetingId ? meetingLinks.meeting(scope, task.meetingId) : null;
  const created = formatDate(task.createdAt);
  const textId = useId();
  return (
    <article className={layout.card}>
      <p id={textId} className={`${styles.text} ${text ? '' : styles.missing}`} dir="auto">
        {text || 'No description'}
      </p>
      <dl className={styles.meta}>
        <div>
          <dt>Assignee</dt>
          <dd>
            {name ? <bdi>{name}</bdi> : email ? <EmailAddress value={email} /> : <span className={styles.missing}>{UNASSIGNED}</span>}
            {name && email ? (
              <span className={styles.email}>
                {' · '}
                <EmailAddress value={email} />
              </span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>Meeting</dt>
          <dd>
            {meetingHref ? (
              // j/k move from card to card through this link, which tells what the task is.
              <Link to={meetingHref} {...KEYBOARD_ITEM} aria-describedby={textId} dir="auto">
                {meetingTitle}
              </Link>
            ) : (
              <bdi>{meetingTitle}</bdi>
            )}
            {task.meetingId && !meetingHref ? (
              <>
                {' '}
                <UnopenableMeetingNote className={styles.missing} />
              </>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>Created</dt>
          <dd>
            {created && task.createdAt ? (
              <time dateTime={task.createdAt}>{created}</time>
            ) : (
              <span className={styles.missing}>Date unknown</span>
            )}
          </dd>
        </div>
      </dl>
      {/* A task has no page of its own: what could not be read is shown here, as the API sent it. */}
      <UnreadableNotice value={task} what="this task" />
    </article>
  );
}

import { Link } from 'react-router-dom';
import type { Scope } from '@/core/scope';
import type { MeetingTask } from '@/api/schemas/meeting';
import { taskLinks } from '@/screens/tasks';
import styles from './meeting-detail.module.css';
import { EmailAddress } from '@/components/email-address';

interface ActionItemsSectionProps {
  tasks: MeetingTask[];
  scope: Scope;
  meetingId: string;
}

export function ActionItemsSection({ tasks, scope, meetingId }: ActionItemsSectionProps) {
  const done = tasks.filter((task) => task.completed).length;
  return (
    <>
      <p className={styles.muted}>
        {tasks.length === 0 ? 'No action items were found in this meeting.' : `${done} of ${tasks.length} done.`}{' '}
        <Link to={taskLinks.board(scope, { meeting: meetingId })}>See tasks on the board</Link>
      </p>
      {tasks.length > 0 ? (
        <ul className={styles.tasks}>
          {tasks.map((task, index) => (
            <li key={index} className={task.completed ? styles.taskDone : undefined}>
              <span className={styles.taskState} aria-hidden="true">
                {task.completed ? '✓' : '○'}
              </span>
              <span className="visually-hidden">{task.completed ? 'Done:' : 'Open:'}</span>
              <span>
                {task.content?.trim() ? <bdi>{task.content}</bdi> : <em>No description</em>}
                <span className={styles.muted}>
                  {' — '}
                  {task.assignee?.name?.trim() || task.assignee?.email ? (
                    <bdi>{task.assignee.name?.trim() || task.assignee.email}</bdi>
                  ) : (
                    'Unassigned'
                  )}
                  {task.assignee?.name?.trim() && task.assignee.email ? (
                    <>
                      {' ('}
                      <EmailAddress value={task.assignee.email} />)
                    </>
                  ) : null}
                </span>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

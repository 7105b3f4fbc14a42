import { Link } from 'react-router-dom';
import type { Scope } from '@/core/scope';
import { formatDate } from '@/lib/dates/format';
import { meetingLinks } from '@/screens/meetings';
import { UnopenableMeetingNote } from '@/components/unopenable-meeting';
import { UnreadableNotice } from '@/components/unreadable-notice';
import type { MeetingItems } from '../model/group-by-person';
import styles from './by-person-view.module.css';

interface MeetingItemsListProps {
  meetings: readonly MeetingItems[];
  scope: Scope;
  /** The meetings' heading level under whatever holds them. */
  level: 3 | 4;
}

/** Items grouped under their meeting, which links to its page. Server text is rendered as text. */
export function MeetingItemsList({ meetings, scope, level }: MeetingItemsListProps) {
  const Heading = `h${level}` as const;
  return (
    <ul className={styles.meetings}>
      {meetings.map((meeting) => {
        const date = formatDate(meeting.createdAt);
        const href = meeting.meetingId ? meetingLinks.meeting(scope, meeting.meetingId) : null;
        return (
          <li key={meeting.key}>
            <div className={styles.meetingHeader}>
              <Heading className={styles.meetingTitle} dir="auto">
                {href ? <Link to={href}>{meeting.title}</Link> : meeting.title}
              </Heading>
              {date && meeting.createdAt ? <time dateTime={meeting.createdAt}>{date}</time> : null}
              {meeting.meetingId && !href ? <UnopenableMeetingNote /> : null}
            </div>
            <ul className={styles.items}>
              {meeting.tasks.map((task, index) => (
                <li key={task.id ?? `#${index}`}>
                  {task.text?.trim() ? <bdi>{task.text}</bdi> : <em>No description</em>}
                  <UnreadableNotice value={task} what="this item" />
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}

import type { Scope } from '@/core/scope';
import type { Meeting } from '@/api/schemas/meeting';
import { displayTitle } from '@/lib/dates/format';
import { describeWhen } from '@/features/meetings/model/meeting-when';
import { TagChip } from './tag-chip';
import layout from '@/components/layout.module.css';
import styles from './meeting-detail.module.css';
import { EmailAddress } from '@/components/email-address';

export function MeetingHeader({ meeting, scope }: { meeting: Meeting; scope: Scope }) {
  const title = displayTitle(meeting);
  const generated = meeting.generatedTitle?.trim();
  const when = describeWhen(meeting, 'startTime', 'endTime');
  return (
    <header className={styles.header}>
      <h1 id="meeting-title" className={styles.title} dir="auto">
        {title}
      </h1>
      {generated && meeting.title?.trim() && generated !== meeting.title.trim() ? (
        <p className={styles.muted}>
          Generated title: <bdi>{generated}</bdi>
        </p>
      ) : null}
      <dl className={styles.facts}>
        <dt>Date</dt>
        <dd>{when.date}</dd>
        <dt>Time</dt>
        <dd>{when.time}</dd>
        <dt>Owner</dt>
        <dd>{meeting.user?.email ? <EmailAddress value={meeting.user.email} /> : 'Unknown'}</dd>
        <dt>Tags</dt>
        <dd>
          {meeting.tags.length === 0 ? (
            'None'
          ) : (
            <ul className={layout.wrappingList}>
              {meeting.tags.map((tag, index) => (
                <li key={`${tag.name ?? ''}-${index}`}>
                  {/* The tag filter exists for personal meetings only. */}
                  <TagChip tag={tag} linked={scope === 'me'} />
                </li>
              ))}
            </ul>
          )}
        </dd>
      </dl>
    </header>
  );
}

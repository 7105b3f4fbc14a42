import { useId } from 'react';
import filterStyles from '@/components/filters.module.css';
import { TextOption } from '@/components/text-option';
import type { SeenMeeting } from '../model/task-facets';
import styles from './task-board-page.module.css';

interface MeetingPickerProps {
  value: string | null;
  /** The meetings the loaded tasks came from: the API has no list of "meetings with tasks". */
  meetings: readonly SeenMeeting[];
  onChange: (meetingId: string | null) => void;
}

export function MeetingPicker({ value, meetings, onChange }: MeetingPickerProps) {
  const id = useId();
  const unknownValue = value !== null && !meetings.some((meeting) => meeting.id === value);
  return (
    <div className={filterStyles.field}>
      <label htmlFor={id}>Meeting</label>
      <select id={id} className={styles.meetingSelect} value={value ?? ''} onChange={(event) => onChange(event.target.value || null)}>
        <option value="">All meetings</option>
        {unknownValue ? <option value={value}>Selected meeting</option> : null}
        {meetings.map((meeting) => (
          <TextOption key={meeting.id} value={meeting.id} text={meeting.title} after={meeting.date ? ` — ${meeting.date}` : ''} />
        ))}
      </select>
    </div>
  );
}

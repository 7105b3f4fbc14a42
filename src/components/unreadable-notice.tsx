import { listUnreadable } from '@/api/schemas/lenient';
import styles from './unreadable-notice.module.css';

/** `event.attendees.0.organizer` as a reader would say it: "event › attendee 1 › organizer". */
function describePath(path: string): string {
  if (path === '') return 'the whole record';
  const words: string[] = [];
  for (const segment of path.split('.')) {
    if (/^\d+$/.test(segment) && words.length > 0) words[words.length - 1] = `${words.at(-1)} ${Number(segment) + 1}`;
    else words.push(segment);
  }
  return words.join(' › ');
}

/**
 * Marks what the API sent that could not be read (a field of the wrong type, at any depth), next to
 * everything that could: each part as the API sent it, as plain text. Nothing when all was read.
 */
export function UnreadableNotice({ value, what }: { value: unknown; what: string }) {
  const fields = listUnreadable(value);
  if (fields.length === 0) return null;
  return (
    <aside className={styles.notice} aria-label="Parts that could not be read">
      <p className={styles.text}>
        Some parts of {what} could not be read and are left out; everything else is shown. What the API sent for them:
      </p>
      <ul className={styles.list}>
        {fields.map(({ path, text }, index) => (
          <li key={`${path}-${index}`}>
            {describePath(path)}: <code dir="auto">{text}</code>
          </li>
        ))}
      </ul>
    </aside>
  );
}

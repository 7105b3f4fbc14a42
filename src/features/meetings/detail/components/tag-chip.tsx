import { Link } from 'react-router-dom';
import type { MeetingTag } from '@/api/schemas/meeting';
import { cssColor } from '@/lib/text/css-color';
import { meetingLinks } from '@/screens/meetings';
import styles from './meeting-detail.module.css';

/**
 * The colour is a swatch beside the name, never the text's background, so the text stays readable
 * whatever colour the tag has. In personal scope a chip links to the meetings with that tag.
 */
export function TagChip({ tag, linked }: { tag: MeetingTag; linked: boolean }) {
  const name = tag.name?.trim() || 'Unnamed tag';
  const color = cssColor(tag.color);
  const body = (
    <>
      <span className={styles.swatch} style={color ? { backgroundColor: color } : undefined} aria-hidden="true" />
      <bdi>{name}</bdi>
    </>
  );
  return linked && tag.name ? (
    <Link className={styles.chip} to={meetingLinks.list('me', { tag: tag.name })} aria-label={`Meetings tagged ${name}`}>
      {body}
    </Link>
  ) : (
    <span className={styles.chip}>{body}</span>
  );
}

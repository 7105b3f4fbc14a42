import { Link } from 'react-router-dom';
import type { MeetingTag } from '@/api/schemas/meeting';
import { paths } from '@/lib/paths';
import styles from './meeting-detail.module.css';

/** Tag colours come from the server as any string: only a real CSS colour is used. */
export function cssColor(value: string | null): string | null {
  const color = value?.trim();
  if (!color) return null;
  if (typeof CSS !== 'undefined' && typeof CSS.supports === 'function') return CSS.supports('color', color) ? color : null;
  const probe = document.createElement('span').style;
  probe.color = color;
  return probe.color ? color : null;
}

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
      {name}
    </>
  );
  return linked && tag.name ? (
    <Link className={styles.chip} to={paths.meetings('me', { tag: tag.name })} aria-label={`Meetings tagged ${name}`}>
      {body}
    </Link>
  ) : (
    <span className={styles.chip}>{body}</span>
  );
}

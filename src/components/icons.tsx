import type { NavIcon } from '@/lib/routing/screen';
import styles from './icons.module.css';

/** The page's line icons: the main navigation's, and the command palette's button. */
export type IconName = NavIcon | 'go-to';

/**
 * A small line icon, for controls whose words do not fit a phone's header; always beside a name for
 * screen readers. Its drawing is a `<symbol>` in the page itself (index.html, `icon-<name>`): a
 * `<use>` of it loads nothing and decodes no image, where an SVG image is a document of its own,
 * built on the main thread as the first screen is styled.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg className={`${styles.icon} ${className ?? ''}`} aria-hidden="true">
      <use href={`#icon-${name}`} />
    </svg>
  );
}

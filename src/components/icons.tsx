import styles from './icons.module.css';

/** Small line icons for controls whose words do not fit a phone's header; always beside a name for screen readers. */
const ICONS = { 'go-to': styles.goto } as const;

export type IconName = keyof typeof ICONS;

export function Icon({ name, className }: { name: IconName; className?: string }) {
  return <span className={`${styles.icon} ${ICONS[name]} ${className ?? ''}`} aria-hidden="true" />;
}

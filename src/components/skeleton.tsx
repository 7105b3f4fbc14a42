import styles from './skeleton.module.css';

interface SkeletonProps {
  width?: string;
  height?: string;
}

/**
 * A placeholder block, a line of text by default (skeleton.module.css); hidden from assistive tech
 * (the surrounding region says it is loading).
 */
export function Skeleton({ width, height }: SkeletonProps) {
  return <span className={styles.skeleton} style={{ width, height }} aria-hidden="true" />;
}

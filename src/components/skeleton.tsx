import styles from './skeleton.module.css';

interface SkeletonProps {
  width?: string;
  height?: string;
}

/** A placeholder block; hidden from assistive tech (the surrounding region says it is loading). */
export function Skeleton({ width = '100%', height = '1rem' }: SkeletonProps) {
  return <span className={styles.skeleton} style={{ width, height }} aria-hidden="true" />;
}

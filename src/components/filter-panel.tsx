import { useId, useState, type ReactNode } from 'react';
import { Button } from './button';
import filterStyles from './filters.module.css';
import styles from './filter-panel.module.css';

interface FilterPanelProps {
  /** The filters' landmark name, e.g. "Filter tasks". */
  label: string;
  /** How many filters are on: said on the button that shows them on a phone. */
  active: number;
  children: ReactNode;
}

/**
 * A screen's filters in their bar. On a phone they are folded behind a "Filters" button saying how
 * many are on, so that the screen's first view is what the filters filter, not the filters.
 */
export function FilterPanel({ label, active, children }: FilterPanelProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.panel}>
      <Button className={styles.toggle} aria-expanded={open} aria-controls={id} onClick={() => setOpen((shown) => !shown)}>
        Filters{active ? ` (${active} on)` : ''}
      </Button>
      <div id={id} role="search" aria-label={label} className={open ? filterStyles.bar : `${filterStyles.bar} ${styles.folded}`}>
        {children}
      </div>
    </div>
  );
}

import { useId, useState } from 'react';
import type { Scope } from '@/core/scope';
import { Button } from '@/components/button';
import { ageInDays, formatAge, type PersonGroup } from '../model/group-by-person';
import { MeetingItemsList } from './meeting-items-list';
import styles from './by-person-view.module.css';
import { EmailAddress } from '@/components/email-address';

interface PersonGroupViewProps {
  group: PersonGroup;
  scope: Scope;
  now: number;
  /** Copies this person's items as Markdown. */
  onCopy: (group: PersonGroup) => void;
}

/** A member's open items: count and oldest in the summary, their items by meeting when expanded. */
export function PersonGroupView({ group, scope, now, onCopy }: PersonGroupViewProps) {
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  const days = ageInDays(group.oldest, now);
  const count = group.tasks.length;
  return (
    <li className={styles.person}>
      <h3 className={styles.personHeading}>
        <button
          type="button"
          className={styles.disclosure}
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => setExpanded(!expanded)}
        >
          <span className={styles.chevron} aria-hidden="true" />
          <span className={styles.personName} dir="auto">
            {group.label === group.email ? <EmailAddress value={group.email} /> : group.label}
          </span>{' '}
          {group.email && group.email !== group.label ? (
            <>
              <span className={styles.email}>
                <EmailAddress value={group.email} />
              </span>{' '}
            </>
          ) : null}
          <span className={styles.facts}>
            {count} open{days === null ? '' : ` · oldest ${formatAge(days)}`}
          </span>
        </button>
      </h3>
      <div id={panelId} className={styles.panel} hidden={!expanded}>
        {expanded ? (
          <>
            <MeetingItemsList meetings={group.meetings} scope={scope} level={4} />
            <Button variant="ghost" onClick={() => onCopy(group)}>
              Copy as Markdown <span className="visually-hidden">({group.label})</span>
            </Button>
          </>
        ) : null}
      </div>
    </li>
  );
}

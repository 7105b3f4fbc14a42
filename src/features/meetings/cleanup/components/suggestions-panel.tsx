import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { MeetingSummary } from '@/api/schemas/meeting';
import { Button } from '@/components/button';
import { displayTitle, formatDuration } from '@/lib/dates/format';
import type { Scope } from '@/core/scope';
import { duplicateGroups, duplicates, olderThan, shorterThan, untitled, type Suggested } from '../model/cleanup-suggestions';
import { useEmptyCheck } from '../api/use-empty-check';
import { FromCopyLine } from '@/components/from-copy-line';
import styles from './cleanup.module.css';

interface SuggestionsPanelProps {
  meetings: readonly MeetingSummary[];
  scope: Scope;
  disabled: boolean;
  /** Selects the suggestion's meetings (never deletes), each with why. */
  onSuggest: (picked: MeetingSummary[], reasons: Suggested) => void;
}

/** Presets that select among the meetings loaded; the user reviews before anything is deleted. */
export function SuggestionsPanel({ meetings, scope, disabled, onSuggest }: SuggestionsPanelProps) {
  const id = useId();
  // What the last suggestion selected: a new object each time, so the same words said again are
  // brought into view again.
  const [said, setSaid] = useState<{ text: string } | null>(null);
  const saidRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    // Right under the buttons, which may end at the screen's edge: into view, without moving the page
    // if it is there already.
    if (said) saidRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [said]);
  const suggest = (picked: MeetingSummary[], reasons: Suggested, what: string) => {
    onSuggest(picked, reasons);
    setSaid({
      text:
        picked.length === 0
          ? `No meetings loaded are ${what}.`
          : `Selected ${picked.length} ${picked.length === 1 ? 'meeting' : 'meetings'}: ${what}.`,
    });
  };
  const empty = useEmptyCheck(scope, (found) =>
    suggest(
      found,
      new Map(found.flatMap((m) => (m.id ? [[m.id, 'No transcript and no summary'] as const] : []))),
      'no transcript and no summary',
    ),
  );
  const { check } = empty;
  const [minutes, setMinutes] = useState(5);
  const [day, setDay] = useState('');
  const pick = (suggested: Suggested, what: string) =>
    suggest(
      meetings.filter((m) => m.id && suggested.has(m.id)),
      suggested,
      what,
    );
  // Counted once per list: the panel renders again with every step of a running batch.
  const groups = useMemo(() => duplicateGroups(meetings, scope), [meetings, scope]);
  return (
    <details className={styles.suggestions}>
      <summary>Clean-up suggestions</summary>
      <p className={styles.hint}>
        Each selects meetings among the {meetings.length} loaded, and says why. Nothing is deleted until you review and confirm.
      </p>
      <div className={styles.presets}>
        <span className={styles.preset}>
          <label htmlFor={`${id}-minutes`}>Shorter than</label>
          <input
            id={`${id}-minutes`}
            type="number"
            min={1}
            max={600}
            value={minutes}
            onChange={(event) => setMinutes(Math.max(1, Math.min(600, Number(event.target.value) || 1)))}
          />
          <span>min</span>
          <Button disabled={disabled} onClick={() => pick(shorterThan(meetings, minutes), `shorter than ${minutes} min`)}>
            Select short meetings
          </Button>
        </span>
        <Button disabled={disabled} onClick={() => pick(untitled(meetings), 'without a title')}>
          Select untitled meetings
        </Button>
        <span className={styles.preset}>
          <label htmlFor={`${id}-day`}>Started before</label>
          <input id={`${id}-day`} type="date" value={day} onChange={(event) => setDay(event.target.value)} />
          <Button disabled={disabled || !day} onClick={() => pick(olderThan(meetings, day), `started before ${day}`)}>
            Select older meetings
          </Button>
        </span>
        {check?.running ? (
          <Button onClick={empty.stop}>Stop checking</Button>
        ) : (
          <Button disabled={disabled || meetings.length === 0} onClick={() => empty.start(meetings)}>
            Select meetings with no transcript and no summary
          </Button>
        )}
        <Button disabled={disabled || groups.length === 0} onClick={() => pick(duplicates(meetings, scope), 'duplicate recordings')}>
          Select duplicates ({groups.reduce((sum, group) => sum + group.others.length, 0)})
        </Button>
      </div>
      {/* Right under the buttons: below the duplicates, the result of a press was out of sight. */}
      <p ref={saidRef} className={styles.said} role="status">
        {said?.text}
      </p>
      {check ? (
        <p className={styles.hint} role="status">
          {check.checked} of {check.total} meetings checked
          {check.running ? '…' : check.checked + check.failed < check.total ? ' (stopped)' : ''}
          {check.failed ? `; ${check.failed} could not be read, so are not counted as empty` : ''}
        </p>
      ) : null}
      <FromCopyLine savedAt={check?.fromCopy} />
      {groups.length > 0 ? (
        <section aria-label="Duplicate recordings">
          <h3 className={styles.subheading}>Duplicate recordings: the longest of each is kept</h3>
          <ul className={styles.groups}>
            {groups.map(({ keep, others, why }) => (
              <li key={keep.id} className={styles.group}>
                <p className={styles.why}>{why}</p>
                <ul className={styles.sideBySide}>
                  {[keep, ...others].map((m) => (
                    <li key={m.id} className={m === keep ? styles.kept : undefined}>
                      <strong>
                        <bdi>{displayTitle(m)}</bdi>
                      </strong>
                      <span>{m === keep ? 'Kept' : 'Suggested for deletion'}</span>
                      <span>
                        {formatDuration(m.startTime, m.endTime) ?? 'length unknown'}
                        {m.userId ? (
                          <>
                            {' · owner '}
                            <bdi>{m.userId}</bdi>
                          </>
                        ) : null}
                      </span>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </details>
  );
}

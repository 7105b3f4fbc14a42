import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Button } from '@/components/button';
import { savedCount } from '../model/saved-count';
import { formatBytes, storageUse, type StorageUse } from '../storage/storage-problem';
import type { SyncProgress } from '../sync/sync-library';
import type { LibrarySyncView } from '../sync/library-sync';
import { useLibrary } from './use-library';
import styles from './library-panel.module.css';

/** The section's id: links to the opt-in (the search page's offer) end in `#meeting-library`. */
const LIBRARY_SECTION = 'meeting-library';

const count = (n: number) => n.toLocaleString('en-US');

/** "1,240 of 3,118 meetings saved", with what the sync is doing. */
export function progressText(view: LibrarySyncView): string {
  const progress: SyncProgress | null = view.progress;
  if (!progress) return view.role === 'following' ? 'Another tab is saving the copy…' : 'Getting ready…';
  const saved = savedCount(progress);
  if (view.paused) return `Paused: ${saved}.`;
  if (progress.stage === 'listing') return `Listing your meetings… ${count(progress.listed)} found so far.`;
  const failed = progress.failed > 0 ? ` ${count(progress.failed)} could not be read; they are tried again on your next visit.` : '';
  const where = view.role === 'following' ? ' (saved by another tab)' : '';
  return progress.stage === 'reading' && (view.role === 'writing' || view.role === 'following')
    ? `${saved}${where}…${failed}`
    : `${saved}.${failed}`;
}

/**
 * "Keep a copy of your meetings on this device", on the Connect screen: what is stored and where,
 * the copy's progress with Pause and Resume, the storage used, and Remove the copy. Opt-in, per key.
 */
export function LibraryPanel() {
  const { state, view, keepCopy, removeCopy } = useLibrary();
  const [use, setUse] = useState<StorageUse | null>(null);
  const headingId = useId();
  const saved = view.progress?.saved ?? 0;
  const section = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  // Offered elsewhere ("Search the whole workspace"): the link lands here.
  useEffect(() => {
    if (hash === `#${LIBRARY_SECTION}`) section.current?.scrollIntoView?.({ block: 'start' });
  }, [hash]);

  useEffect(() => {
    if (state.kind !== 'present') return;
    let current = true;
    void storageUse().then((found) => current && setUse(found));
    return () => {
      current = false;
    };
  }, [state.kind, saved]);

  return (
    <section ref={section} id={LIBRARY_SECTION} className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId}>Keep a copy of your meetings on this device</h2>
      <p className={styles.hint}>
        The titles, summaries, transcripts, attendees and action items of your meetings and your workspace’s, saved in this browser’s
        storage on this device, for this key only. The Search screen then searches all of them as you type. The copy is read within the
        API’s rate, newest first, and brought up to date each time you open the dashboard. Forgetting the key, or Remove the copy, deletes
        all of it.
      </p>
      {state.kind === 'checking' ? null : state.kind === 'present' ? (
        <>
          <p role="status">{progressText(view)}</p>
          {view.progress?.problems.map((problem) => (
            <p key={problem} role="alert">
              {problem}
            </p>
          ))}
          {use ? (
            <p className={styles.hint}>
              This site uses {formatBytes(use.usage)} on this device, of {formatBytes(use.quota)} the browser allows it.
            </p>
          ) : null}
          <div className={styles.actions}>
            {view.paused ? (
              <Button onClick={() => void state.sync.resume()}>Resume</Button>
            ) : view.role === 'writing' || view.role === 'following' ? (
              <Button onClick={() => void state.sync.pause()}>Pause</Button>
            ) : null}
            <Button onClick={() => void removeCopy()}>Remove the copy</Button>
          </div>
        </>
      ) : (
        <>
          {state.kind === 'refused' ? <p role="alert">{state.message}</p> : null}
          <div className={styles.actions}>
            <Button variant="primary" onClick={() => void keepCopy()}>
              Keep a copy on this device
            </Button>
          </div>
        </>
      )}
    </section>
  );
}

import { perKeyName } from '@/lib/session/per-key-storage';
import type { BatchItem } from './batch-deletion';

/**
 * A confirmed batch, written as it goes, so that a tab closed mid-batch can say on the next visit
 * which of its meetings were deleted and which were not (nothing is sent for them after the tab
 * closed: the batch is never resumed by itself). Per key: another account sees its own.
 */
export interface BatchJournal {
  scope: 'me' | 'workspace';
  items: readonly BatchItem[];
}

const NAME = 'meetings.cleanupBatch';

/** Held (a Web Lock) by the tab running a batch: another tab then leaves its journal alone. */
export const BATCH_LOCK = 'meetings-cleanup-batch';

/** Whether a tab of this browser is running a batch now (never, where Web Locks are missing). */
export async function batchRunningElsewhere(): Promise<boolean> {
  if (!('locks' in navigator)) return false;
  const { held = [] } = await navigator.locks.query();
  return held.some((lock) => lock.name === BATCH_LOCK);
}

/** Holds the lock until `done` settles: for as long as this tab runs the batch. */
export function holdBatchLock(done: Promise<unknown>): void {
  if ('locks' in navigator) void navigator.locks.request(BATCH_LOCK, () => done.catch(() => undefined));
}

export function writeJournal(journal: BatchJournal | null): void {
  try {
    if (journal) localStorage.setItem(perKeyName(NAME), JSON.stringify(journal));
    else localStorage.removeItem(perKeyName(NAME));
  } catch {
    // Storage refused: the batch goes on; only the next visit's account of it is lost.
  }
}

const STATUSES = new Set(['waiting', 'sending', 'deleted', 'gone', 'failed']);

function isItem(value: unknown): value is BatchItem {
  const item = value as Partial<BatchItem> | null;
  return typeof item?.id === 'string' && typeof item.title === 'string' && STATUSES.has(item.status ?? '');
}

export function readJournal(): BatchJournal | null {
  try {
    const value = JSON.parse(localStorage.getItem(perKeyName(NAME)) ?? 'null') as Partial<BatchJournal> | null;
    if ((value?.scope === 'me' || value?.scope === 'workspace') && Array.isArray(value.items) && value.items.every(isItem)) {
      return { scope: value.scope, items: value.items };
    }
  } catch {
    // Unreadable: as if there were none.
  }
  return null;
}

export interface Interrupted {
  total: number;
  /** Deleted, or already gone. */
  deleted: number;
  /** Never sent, or failed. */
  notDeleted: number;
  /** On its way as the tab closed: the outcome is unknown. */
  unsure: number;
}

/** What a batch left unfinished; null when it finished (or there is none). */
export function interrupted(journal: BatchJournal | null): Interrupted | null {
  if (!journal) return null;
  const count = (...statuses: BatchItem['status'][]) => journal.items.filter((item) => statuses.includes(item.status)).length;
  if (count('waiting', 'sending') === 0) return null;
  return {
    total: journal.items.length,
    deleted: count('deleted', 'gone'),
    notDeleted: count('waiting', 'failed'),
    unsure: count('sending'),
  };
}

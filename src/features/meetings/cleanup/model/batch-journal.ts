import { perKeyName } from '@/lib/session/per-key-storage';
import type { BatchItem } from './batch-deletion';

/**
 * A confirmed batch, written as it goes, so that a tab closed mid-batch can say on the next visit
 * which of its meetings were deleted and which were not (nothing is sent for them after the tab
 * closed: the batch is never resumed by itself). Each batch has a record of its own, under its own
 * name: two tabs running a batch each never write over each other's. Per key: another account sees
 * its own.
 */
export interface BatchJournal {
  id: string;
  scope: 'me' | 'workspace';
  /** When the user confirmed it (ms since the epoch): tells two interrupted batches apart. */
  confirmedAt: number;
  items: readonly BatchItem[];
}

const NAME = 'meetings.cleanupBatch';
/** The whole prefix of this key's records: the record of batch `id` is `${prefix}.${id}`. */
const prefix = () => perKeyName(NAME);

/** A new batch's id: unique across this browser's tabs. */
export function newBatchId(): string {
  return typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/** Held (a Web Lock, one per batch) by the tab running it: another tab then leaves its record alone. */
const lockName = (id: string) => `meetings-cleanup-batch:${id}`;

/** The batches a tab of this browser is running now (none, where Web Locks are missing). */
async function runningBatches(): Promise<ReadonlySet<string>> {
  if (!('locks' in navigator)) return new Set();
  const { held = [] } = await navigator.locks.query();
  return new Set(held.flatMap((lock) => (lock.name?.startsWith(lockName('')) ? [lock.name.slice(lockName('').length)] : [])));
}

/** Holds batch `id`'s lock until `done` settles: for as long as this tab runs it. */
export function holdBatchLock(id: string, done: Promise<unknown>): void {
  if ('locks' in navigator) void navigator.locks.request(lockName(id), () => done.catch(() => undefined));
}

export function writeJournal(journal: BatchJournal): void {
  try {
    localStorage.setItem(`${prefix()}.${journal.id}`, JSON.stringify(journal));
  } catch {
    // Storage refused: the batch goes on; only the next visit's account of it is lost.
  }
}

export function removeJournal(id: string): void {
  try {
    localStorage.removeItem(`${prefix()}.${id}`);
  } catch {
    // Nothing to remove.
  }
}

const STATUSES = new Set(['waiting', 'sending', 'deleted', 'accepted', 'gone', 'failed']);

function isItem(value: unknown): value is BatchItem {
  const item = value as Partial<BatchItem> | null;
  return typeof item?.id === 'string' && typeof item.title === 'string' && STATUSES.has(item.status ?? '');
}

function parse(text: string | null, id: string): BatchJournal | null {
  try {
    const value = JSON.parse(text ?? 'null') as Partial<BatchJournal> | null;
    if ((value?.scope === 'me' || value?.scope === 'workspace') && Array.isArray(value.items) && value.items.every(isItem)) {
      return { id, scope: value.scope, confirmedAt: typeof value.confirmedAt === 'number' ? value.confirmedAt : 0, items: value.items };
    }
  } catch {
    // Unreadable: as if there were none.
  }
  return null;
}

/**
 * Every batch on record for this key, the earliest confirmed first. A record an earlier version kept
 * (one per key, without an id) is read too, as batch `''`.
 */
export function readJournals(): BatchJournal[] {
  const journals: BatchJournal[] = [];
  try {
    const own = prefix();
    for (let index = 0; index < localStorage.length; index += 1) {
      const name = localStorage.key(index);
      if (name !== own && !name?.startsWith(`${own}.`)) continue;
      const id = name.slice(own.length + 1);
      const journal = parse(localStorage.getItem(name), id);
      if (journal) journals.push(journal);
    }
  } catch {
    // Storage unreadable: nothing on record.
  }
  return journals.sort((a, b) => a.confirmedAt - b.confirmedAt);
}

/** The batches on record that no tab is running: those whose tabs closed (or crashed) mid-batch. */
export async function leftByClosedTabs(): Promise<BatchJournal[]> {
  const running = await runningBatches();
  return readJournals().filter((journal) => !running.has(journal.id));
}

export interface Interrupted {
  total: number;
  /** Deleted, or already gone. */
  deleted: number;
  /** Accepted by the service (202): it said it will delete them. */
  accepted: number;
  /** Never sent, or failed. */
  notDeleted: number;
  /** On its way as the tab closed: the outcome is unknown. */
  unsure: number;
}

/** What a batch left unfinished; null when it finished. */
export function interrupted(journal: BatchJournal): Interrupted | null {
  const count = (...statuses: BatchItem['status'][]) => journal.items.filter((item) => statuses.includes(item.status)).length;
  if (count('waiting', 'sending') === 0) return null;
  return {
    total: journal.items.length,
    deleted: count('deleted', 'gone'),
    accepted: count('accepted'),
    notDeleted: count('waiting', 'failed'),
    unsure: count('sending'),
  };
}

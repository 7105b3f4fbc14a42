/**
 * Why the device would not keep the copy: `full` when it refused the space (a full disk, the
 * browser's quota for the site), `unavailable` when it has no storage to give (a private window that
 * allows none, storage disabled, a database that cannot be opened).
 */
export class LibraryStorageError extends Error {
  constructor(
    readonly kind: 'full' | 'unavailable',
    message: string,
  ) {
    super(message);
    this.name = 'LibraryStorageError';
  }
}

const FULL =
  'This device refused the space for the copy (its disk, or the browser’s storage for this site, is full). What was saved is kept; the dashboard works on without the rest.';
const UNAVAILABLE = 'This browser does not allow the dashboard to keep a copy here (storage may be disabled, or the window private).';

export const isLibraryStorageError = (error: unknown): error is LibraryStorageError => error instanceof LibraryStorageError;

/** IndexedDB's failure as the library says it; anything not about storage is returned as it was. */
export function asStorageError(error: unknown): unknown {
  if (isLibraryStorageError(error)) return error;
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'QuotaExceededError') return new LibraryStorageError('full', FULL);
  if (name === 'InvalidStateError' || name === 'SecurityError' || name === 'UnknownError' || typeof indexedDB === 'undefined') {
    return new LibraryStorageError('unavailable', UNAVAILABLE);
  }
  return error;
}

export interface StorageUse {
  /** Bytes this site uses on the device (all of its storage: the copy is most of it). */
  usage: number;
  /** Bytes the browser would let it use. */
  quota: number;
}

/** What the browser says this site stores, or null where it does not say. */
export async function storageUse(): Promise<StorageUse | null> {
  try {
    const estimate = await navigator.storage?.estimate?.();
    if (!estimate || estimate.usage === undefined || estimate.quota === undefined) return null;
    return { usage: estimate.usage, quota: estimate.quota };
  } catch {
    return null;
  }
}

/** "12.4 MB": a size for a sentence. */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${value.toLocaleString('en-US', { maximumFractionDigits: digits })} ${units[unit]}`;
}

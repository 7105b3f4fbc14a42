/**
 * The API key lives in this tab's sessionStorage unless the user opts in to "remember on this
 * device" (localStorage). It is read on every request and never put in a URL or a log.
 */
export type KeyPersistence = 'session' | 'device';

const STORAGE_KEY = 'meetings-dashboard.api-key';
type Listener = () => void;

const listeners = new Set<Listener>();
let fallbackKey: string | null = null;

function storage(kind: KeyPersistence): Storage | null {
  try {
    return kind === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    // Storage can be disabled (privacy settings); the key then lasts as long as the page.
    return null;
  }
}

let memoryKey: string | null = null;
let memoryPersistence: KeyPersistence = 'session';

/**
 * A saved key without the white space around it (pasted with a newline, or kept so by an older
 * version): a header cannot carry it, and it was never part of the key. Inner white space stays, and
 * is refused where the key is checked.
 */
function read(kind: KeyPersistence): string | null {
  try {
    return storage(kind)?.getItem(STORAGE_KEY)?.trim() || null;
  } catch {
    return null;
  }
}

/**
 * The key saved in this tab, else on this device: what the page's start sends its first requests
 * with, before anything else of the app's is loaded (src/boot), without the rest of the store.
 */
export const savedApiKey = (): string | null => read('session') ?? read('device');

function notify() {
  listeners.forEach((listener) => listener());
}

export const apiKeyStore = {
  /** The key requests use: this tab's, else this device's, else the demo default. */
  get: (): string | null => savedApiKey() ?? memoryKey ?? fallbackKey,
  /** What the user saved, and where; null when only the demo default applies. */
  getSaved: (): { key: string; persistence: KeyPersistence } | null => {
    if (memoryKey) return { key: memoryKey, persistence: memoryPersistence };
    const session = read('session');
    if (session) return { key: session, persistence: 'session' };
    const device = read('device');
    return device ? { key: device, persistence: 'device' } : null;
  },
  save: (untrimmed: string, persistence: KeyPersistence): void => {
    const key = untrimmed.trim();
    apiKeyStore.forget({ silent: true });
    try {
      const target = storage(persistence);
      if (target) target.setItem(STORAGE_KEY, key);
      else [memoryKey, memoryPersistence] = [key, persistence];
    } catch {
      [memoryKey, memoryPersistence] = [key, persistence];
    }
    notify();
  },
  /** Clears the key from both storages. */
  forget: ({ silent = false }: { silent?: boolean } = {}): void => {
    for (const kind of ['session', 'device'] as const) {
      try {
        storage(kind)?.removeItem(STORAGE_KEY);
      } catch {
        // nothing stored there
      }
    }
    memoryKey = null;
    if (!silent) notify();
  },
  /** The demo's pre-filled key, used when nothing is saved. */
  setFallback: (key: string | null): void => {
    fallbackKey = key;
    notify();
  },
  getFallback: (): string | null => fallbackKey,
  subscribe: (listener: Listener): (() => void) => {
    listenToOtherTabs();
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

let listeningToOtherTabs = false;

/**
 * Forgetting or remembering the key in another tab changes this device's storage: show it here too.
 * Only once someone listens: registering the page's first storage listener takes milliseconds, which
 * the early entry (that reads the key before anything is painted) does not spend.
 */
function listenToOtherTabs(): void {
  if (listeningToOtherTabs || typeof window === 'undefined') return;
  listeningToOtherTabs = true;
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEY || event.key === null) notify();
  });
}

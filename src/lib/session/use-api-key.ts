import { useSyncExternalStore } from 'react';
import { apiKeyStore } from './api-key-store';

/** Whether requests have a key to send (a saved one or the demo's), re-rendering when that changes. */
export function useHasApiKey(): boolean {
  return useSyncExternalStore(apiKeyStore.subscribe, () => apiKeyStore.get() !== null);
}

/** The saved key and where it lives, re-rendering when it is saved or forgotten. */
export function useSavedApiKey() {
  const key = useSyncExternalStore(apiKeyStore.subscribe, () => apiKeyStore.getSaved()?.key ?? null);
  const persistence = useSyncExternalStore(apiKeyStore.subscribe, () => apiKeyStore.getSaved()?.persistence ?? null);
  const fallback = useSyncExternalStore(apiKeyStore.subscribe, apiKeyStore.getFallback);
  return { key, persistence, fallback };
}

/**
 * The key requests use now, re-rendering when it changes: for effects that read what this browser
 * keeps per key (perKeyName), to read it again for another key. Never shown.
 */
export function useKeyInUse(): string | null {
  return useSyncExternalStore(apiKeyStore.subscribe, apiKeyStore.get);
}

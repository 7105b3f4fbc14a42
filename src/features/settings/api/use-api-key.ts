import { useSyncExternalStore } from 'react';
import { apiKeyStore } from '@/lib/api-key-store';

/** The saved key and where it lives, re-rendering when it is saved or forgotten. */
export function useSavedApiKey() {
  const key = useSyncExternalStore(apiKeyStore.subscribe, () => apiKeyStore.getSaved()?.key ?? null);
  const persistence = useSyncExternalStore(apiKeyStore.subscribe, () => apiKeyStore.getSaved()?.persistence ?? null);
  const fallback = useSyncExternalStore(apiKeyStore.subscribe, apiKeyStore.getFallback);
  return { key, persistence, fallback };
}

import { apiKeyStore } from './api-key-store';

/**
 * FNV-1a, 32 bits: enough to tell two keys apart in a storage name, and too little to say anything
 * about the key itself, which is never stored outside its own place (api-key-store.ts).
 */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/**
 * The storage name for something this browser keeps for the key in use (choices the user made about
 * that account's data): another key, another account, sees its own.
 */
export function perKeyName(name: string): string {
  return `${name}.${fingerprint(apiKeyStore.get() ?? '')}`;
}

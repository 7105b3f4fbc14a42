import { useSyncExternalStore } from 'react';
import type { Scope } from '@/core/scope';
import { perKeyName } from './per-key-storage';

export interface PerKeyChoices<T> {
  read: (scope: Scope) => T;
  write: (scope: Scope, value: T) => void;
  use: (scope: Scope) => T;
}

/**
 * The user's own corrections to what the dashboard works out (meetings moved between series, a
 * spelling that is not the person it was taken for), which no server knows: kept in this browser
 * (localStorage) for the key in use and the scope, shared by every screen that shows them and every
 * tab. Where storage is refused they last as long as the page. `decode` gets the parsed stored JSON
 * (anything, from an earlier version or not ours) and returns null for what it cannot read.
 */
export function perKeyChoices<T>(
  name: string,
  none: T,
  decode: (stored: unknown) => T | null,
  encode: (value: T) => unknown,
): PerKeyChoices<T> {
  const memory = new Map<string, T>();
  const listeners = new Set<() => void>();
  // The same value for the same stored text, as useSyncExternalStore needs.
  let cache: { at: string; text: string | null; value: T } | null = null;
  const storageName = (scope: Scope) => perKeyName(`${name}.${scope}`);

  function read(scope: Scope): T {
    const at = storageName(scope);
    if (memory.has(at)) return memory.get(at)!;
    let text: string | null;
    try {
      text = window.localStorage.getItem(at);
    } catch {
      return none;
    }
    if (cache?.at === at && cache.text === text) return cache.value;
    let value = none;
    try {
      value = decode(JSON.parse(text ?? 'null')) ?? none;
    } catch {
      // Not ours, or damaged: no choices.
    }
    cache = { at, text, value };
    return value;
  }

  function write(scope: Scope, value: T): void {
    const at = storageName(scope);
    try {
      window.localStorage.setItem(at, JSON.stringify(encode(value)));
    } catch {
      memory.set(at, value);
    }
    listeners.forEach((listener) => listener());
  }

  function subscribe(listener: () => void) {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => event.key?.startsWith(name) && listener();
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  }

  return { read, write, use: (scope) => useSyncExternalStore(subscribe, () => read(scope)) };
}

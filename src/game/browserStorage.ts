/**
 * The browser's localStorage, or a stand-in that keeps values in memory when it cannot be used
 * (no window in tests, storage disabled, a sandboxed frame whose mere access throws). Everything
 * that saves goes through this, so a browser without storage still plays; it just forgets.
 */
import type { StorageLike } from './persistence';

export function memoryStorage(): StorageLike {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

export function browserStorage(): StorageLike {
  try {
    if (typeof window !== 'undefined' && window.localStorage) return window.localStorage;
  } catch {
    // access denied: fall through to memory
  }
  return memoryStorage();
}

/**
 * What the rooms of this process share, set once by the entry (main.ts) before the server
 * listens: Colyseus constructs the rooms itself, with no arguments, so they find the store and
 * this process's name here.
 */
import { randomBytes } from 'node:crypto';
import { MemoryStore, type Store } from './store';

let current: Store = new MemoryStore();

/** This process's name in leases (unique per process start). */
export const PROCESS_NAME = `${process.pid}-${randomBytes(6).toString('base64url')}`;

export function setStore(store: Store): void {
  current = store;
}

export function store(): Store {
  return current;
}

/** Random base64url text of `bytes` random bytes (16 bytes: 22 characters, 128 bits). */
export function randomKey(bytes = 16): string {
  return randomBytes(bytes).toString('base64url');
}

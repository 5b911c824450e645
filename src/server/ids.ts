/**
 * The server's names and keys: game ids, seat and leader keys, follow codes and this process's
 * name in leases, all from `node:crypto`. They reach the rooms and the HTTP handlers through the
 * context (`ServerContext.ids`), so that a test can give them predictable ones; `sameKey`
 * compares a presented key with a stored one in constant time.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { FOLLOW_CODE_ALPHABET } from '../protocol';

export interface Ids {
  /** This process's name in leases and claims (unique per process start). */
  readonly processName: string;
  /** A game id: 12 characters of base64url. */
  gameId(): string;
  /** A seat's, the organiser's or a leader's key: 22 characters of base64url (128 bits). */
  key(): string;
  /** A follow code: six characters of FOLLOW_CODE_ALPHABET. */
  followCode(): string;
}

/** Random base64url text of `bytes` random bytes. */
const randomText = (bytes: number): string => randomBytes(bytes).toString('base64url');

export const randomIds: Ids = {
  processName: `${process.pid}-${randomText(6)}`,
  gameId: () => randomText(9),
  key: () => randomText(16),
  followCode: () => {
    let code = '';
    for (const byte of randomBytes(6))
      code += FOLLOW_CODE_ALPHABET[byte % FOLLOW_CODE_ALPHABET.length];
    return code;
  },
};

/** Compares two keys in constant time. */
export function sameKey(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

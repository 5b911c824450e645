/**
 * Every frame a client sends to a room passes here before anything reads it: a rate limit (a
 * token bucket per client), a size limit, and the decoding of Colyseus's user-message frame
 * (`room.send(type, message)`: the type, then a MessagePack payload) done by us, so that a frame
 * that does not decode is refused with a reason instead of the framework's silent disconnect.
 * What passes goes to the room's `dispatch`; what does not is answered with a `refused`
 * message (at most one `rate-limited` a second, so a flood gets no flood back). Colyseus's own
 * control frames (the join acknowledgement, leave, ping) go on to the framework.
 *
 * The hook is Colyseus's `Room#_onMessage`, replaced on the room instance (the versions are
 * pinned; test/server covers the behaviour).
 */
import type { Client, Room } from '@colyseus/core';
import { unpackMultiple } from 'msgpackr';
import { RATE_BURST, RATE_PER_SECOND, type Refusal } from '../protocol';

/** Colyseus protocol codes (@colyseus/shared-types) the guard tells apart. */
const JOIN_ROOM = 10;
const LEAVE_ROOM = 12;
const ROOM_DATA = 13;
const PING = 18;
const CODE_MASK = 0x1f;

export interface Inbox {
  /** Largest frame this client may send. */
  maxBytes(client: Client): number;
  dispatch(client: Client, type: string, message: unknown): void;
  refuse(client: Client, refusal: Refusal): void;
}

interface Bucket {
  tokens: number;
  at: number;
  lastNotice: number;
}

const buckets = new WeakMap<Client, Bucket>();

/** Takes one token from the client's bucket; false when it is empty. */
function take(client: Client, now: number): { ok: boolean; bucket: Bucket } {
  let bucket = buckets.get(client);
  if (!bucket) {
    bucket = { tokens: RATE_BURST, at: now, lastNotice: 0 };
    buckets.set(client, bucket);
  }
  bucket.tokens = Math.min(
    RATE_BURST,
    bucket.tokens + ((now - bucket.at) / 1000) * RATE_PER_SECOND,
  );
  bucket.at = now;
  if (bucket.tokens < 1) return { ok: false, bucket };
  bucket.tokens -= 1;
  return { ok: true, bucket };
}

/** Decodes a user-message frame: its type and payload, or null if it does not decode. */
function decodeFrame(frame: Uint8Array): { type: string; message: unknown } | null {
  let values: unknown[];
  try {
    values = unpackMultiple(frame.subarray(1));
  } catch {
    return null;
  }
  const [type, message, ...rest] = values;
  if (typeof type !== 'string' || rest.length > 0) return null;
  return { type, message };
}

type OnMessage = (client: Client, buffer: Buffer) => void;

/** Routes every frame of `room`'s clients through the guard into `inbox`. */
export function guardMessages(room: Room, inbox: Inbox): void {
  const hooked = room as unknown as { _onMessage: OnMessage };
  const framework = hooked._onMessage;
  hooked._onMessage = function (this: Room, client: Client, buffer: Buffer) {
    if (!buffer || buffer.byteLength === 0) return;
    const code = buffer[0]! & CODE_MASK;
    if (code === JOIN_ROOM || code === LEAVE_ROOM || code === PING) {
      framework.call(this, client, buffer);
      return;
    }
    const now = Date.now();
    const { ok, bucket } = take(client, now);
    if (!ok) {
      if (now - bucket.lastNotice >= 1000) {
        bucket.lastNotice = now;
        inbox.refuse(client, { type: '', code: 'rate-limited' });
      }
      return;
    }
    if (code !== ROOM_DATA) {
      inbox.refuse(client, { type: '', code: 'unknown-type', detail: `frame ${code}` });
      return;
    }
    if (buffer.byteLength > inbox.maxBytes(client)) {
      inbox.refuse(client, { type: '', code: 'too-large', detail: String(buffer.byteLength) });
      return;
    }
    const decoded = decodeFrame(buffer);
    if (!decoded) {
      inbox.refuse(client, { type: '', code: 'malformed' });
      return;
    }
    inbox.dispatch(client, decoded.type.slice(0, 40), decoded.message);
  };
}

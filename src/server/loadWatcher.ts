/**
 * The load test's watcher (loadtest.ts): a plain WebSocket client of a game room, as lean as a
 * watcher can be, so that the load test measures the server rather than itself. It joins by
 * Colyseus's matchmaking over HTTP (by id, then `joinOrCreate` when the room is not live yet),
 * opens the room's WebSocket with Node's own `WebSocket` (no SDK, no dependency), answers the
 * join handshake, and then reads only the `events` messages: each is decoded once (msgpack), and
 * each turn in it is handed to `onTurn`. It replays no rules, keeps no log and sends nothing.
 *
 * The frames it reads are Colyseus 0.18's (@colyseus/shared-types `Protocol`): `JOIN_ROOM` (10),
 * answered by the one byte 10; `ROOM_DATA` (13), then the message type as a msgpack string, then
 * the body in msgpack. Every other frame (presence, names, pings at the WebSocket level) is left
 * undecoded.
 */
import { unpack } from 'msgpackr';
import { GAME_ROOM, PROTOCOL, type GameEvent } from '../protocol';

const JOIN_ROOM = 10;
const ROOM_DATA = 13;
/** `ROOM_DATA` of type `events`: the code, then `events` as a msgpack fixstr (0xa0 + 6). */
const EVENTS_HEADER = Uint8Array.from([ROOM_DATA, 0xa6, ...Buffer.from('events')]);

/** The seat reservation that Colyseus's matchmaking answers. */
interface Reservation {
  readonly roomId: string;
  readonly sessionId: string;
  readonly processId: string;
  readonly publicAddress?: string;
}

export interface Watcher {
  close(): void;
}

async function reserve(endpoint: string, gameId: string): Promise<Reservation> {
  const options = JSON.stringify({ protocol: PROTOCOL, gameId, since: 0 });
  const ask = (path: string) =>
    fetch(`${endpoint}/matchmake/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: options,
    });
  let response = await ask(`joinById/${gameId}`);
  if (response.status !== 200) response = await ask(`joinOrCreate/${GAME_ROOM}`);
  const body = (await response.json()) as Reservation | { error?: string };
  if (response.status !== 200 || !('sessionId' in body))
    throw new Error(`join: ${response.status} ${'error' in body ? body.error : ''}`);
  return body;
}

function isEvents(frame: Uint8Array): boolean {
  if (frame.length <= EVENTS_HEADER.length) return false;
  for (let i = 0; i < EVENTS_HEADER.length; i++) if (frame[i] !== EVENTS_HEADER[i]) return false;
  return true;
}

/**
 * Joins game `gameId` through `endpoint` as a watcher; `onTurn` gets every turn event that
 * arrives after the join (the welcome's history is not read). Resolves once joined.
 */
export async function openWatcher(
  endpoint: string,
  gameId: string,
  onTurn: (event: Extract<GameEvent, { t: 'turn' }>) => void,
  onClose: () => void,
): Promise<Watcher> {
  const seat = await reserve(endpoint, gameId);
  const host = seat.publicAddress ?? new URL(endpoint).host;
  const url = `ws://${host}/${seat.processId}/${seat.roomId}?sessionId=${seat.sessionId}`;
  const socket = new WebSocket(url);
  socket.binaryType = 'arraybuffer';
  let last = 0;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('join: timeout')), 15_000);
    socket.onerror = () => {
      clearTimeout(timer);
      reject(new Error('join: socket error'));
    };
    socket.onmessage = (message: MessageEvent<ArrayBuffer>) => {
      const frame = new Uint8Array(message.data);
      if (frame[0] === JOIN_ROOM) {
        socket.send(Uint8Array.of(JOIN_ROOM));
        clearTimeout(timer);
        resolve();
        return;
      }
      if (!isEvents(frame)) return;
      const { events } = unpack(frame.subarray(EVENTS_HEADER.length)) as {
        events: readonly GameEvent[];
      };
      for (const event of events) {
        if (event.v <= last) continue;
        last = event.v;
        if (event.t === 'turn') onTurn(event);
      }
    };
  });
  socket.onclose = onClose;
  return { close: () => socket.close() };
}

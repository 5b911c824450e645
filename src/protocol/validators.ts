/**
 * What the server accepts: one validator per client message type, and the checks of the join
 * options and of a game's creation. Each returns the value typed, or the field at fault, so a
 * refusal can name it (`bad-message`, detail `ply`). Only shapes and sizes are checked here; the
 * rules core then judges a move, a FEN, a time control.
 */
import { gameById } from '../rules';
import type { FollowPatch } from './follow';
import { MAX_CLASS_CHAPTER, MAX_CLASS_PATH, type ClassAnswer } from './followClass';
import type { CreateGameRequest, PushSubscriptionBody } from './http';
import { FOLLOW_CODE_PATTERN, GAME_ID_PATTERN, KEY_PATTERN, NONCE_PATTERN } from './ids';
import {
  CORRESPONDENCE_DAYS,
  MAX_CLOCK_CHARS,
  MAX_FEN_CHARS,
  MAX_FOLLOW_PARTS,
  MAX_MOVE_CHARS,
  MAX_REPORTED_LAG_MS,
  MAX_TURN_MOVES,
  MAX_VERSION,
} from './limits';
import {
  PROTOCOL,
  type ClientMessageType,
  type ClientMessages,
  type FollowJoinOptions,
  type GameJoinOptions,
  type GameRated,
} from './messages';

export type Checked<T> = { ok: true; value: T } | { ok: false; detail: string };

export const fail = (detail: string): { ok: false; detail: string } => ({ ok: false, detail });
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown, max = 1_000_000): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max;
const hasOnly = (value: Record<string, unknown>, keys: readonly string[]): string | null => {
  for (const key of Object.keys(value)) if (!keys.includes(key)) return key;
  return null;
};

function moveList(value: unknown, min: number, max: number): string[] | null {
  if (!Array.isArray(value) || value.length < min || value.length > max) return null;
  for (const move of value)
    if (typeof move !== 'string' || move.length === 0 || move.length > MAX_MOVE_CHARS) return null;
  return value as string[];
}

export function shape<T>(
  value: unknown,
  keys: readonly string[],
  check: (value: Record<string, unknown>) => string | null,
): Checked<T> {
  if (!isRecord(value)) return fail('message');
  const extra = hasOnly(value, keys);
  if (extra !== null) return fail(extra.slice(0, 20));
  const bad = check(value);
  return bad === null ? { ok: true, value: value as T } : fail(bad);
}

const OPS = {
  draw: ['offer', 'accept', 'decline'],
  takeback: ['request', 'accept', 'decline'],
  rematch: ['offer', 'accept', 'decline'],
} as const;

/** Validates a client message of a known type; unknown types are the caller's concern. */
export const validators: {
  readonly [K in ClientMessageType]: (value: unknown) => Checked<ClientMessages[K]>;
} = {
  turn: (value) =>
    shape(value, ['game', 'ply', 'moves', 'nonce', 'lag'], (m) => {
      if (!isCount(m.game)) return 'game';
      if (!isCount(m.ply)) return 'ply';
      if (!moveList(m.moves, 1, MAX_TURN_MOVES)) return 'moves';
      if (typeof m.nonce !== 'string' || !NONCE_PATTERN.test(m.nonce)) return 'nonce';
      if (m.lag !== undefined && !isCount(m.lag, MAX_REPORTED_LAG_MS)) return 'lag';
      return null;
    }),
  provisional: (value) =>
    shape(value, ['game', 'ply', 'moves'], (m) => {
      if (!isCount(m.game)) return 'game';
      if (!isCount(m.ply)) return 'ply';
      if (!moveList(m.moves, 0, MAX_TURN_MOVES - 1)) return 'moves';
      return null;
    }),
  resign: (value) => shape(value, ['game'], (m) => (isCount(m.game) ? null : 'game')),
  abort: (value) => shape(value, ['game'], (m) => (isCount(m.game) ? null : 'game')),
  draw: (value) => opMessage(value, OPS.draw),
  takeback: (value) => opMessage(value, OPS.takeback),
  rematch: (value) => opMessage(value, OPS.rematch),
  claim: (value) =>
    shape(value, ['game', 'result'], (m) => {
      if (!isCount(m.game)) return 'game';
      if (m.result !== 'win' && m.result !== 'draw') return 'result';
      return null;
    }),
  sync: (value) => shape(value, ['since'], (m) => (isCount(m.since, MAX_VERSION) ? null : 'since')),
  publish: (value) => shape(value, ['state'], (m) => (isRecord(m.state) ? null : 'state')),
};

function opMessage<T>(value: unknown, ops: readonly string[]): Checked<T> {
  return shape(value, ['game', 'op'], (m) => {
    if (!isCount(m.game)) return 'game';
    if (typeof m.op !== 'string' || !ops.includes(m.op)) return 'op';
    return null;
  });
}

export const isClientMessageType = (type: unknown): type is ClientMessageType =>
  typeof type === 'string' && Object.prototype.hasOwnProperty.call(validators, type);

/** Validates the options of a game room join. */
export function checkGameJoin(value: unknown): Checked<GameJoinOptions> {
  return shape(value, ['protocol', 'gameId', 'key', 'since'], (m) => {
    if (m.protocol !== PROTOCOL) return 'protocol';
    if (typeof m.gameId !== 'string' || !GAME_ID_PATTERN.test(m.gameId)) return 'gameId';
    if (m.key !== undefined && (typeof m.key !== 'string' || !KEY_PATTERN.test(m.key)))
      return 'key';
    if (m.since !== undefined && !isCount(m.since, MAX_VERSION)) return 'since';
    return null;
  });
}

/**
 * Validates the options of a follow room join: a leader's `key`, or a student's `name` (its
 * rules are the room's: normaliseRaceName) with the `token` it was given, or neither.
 */
export function checkFollowJoin(value: unknown): Checked<FollowJoinOptions> {
  return shape(value, ['protocol', 'code', 'key', 'name', 'token', 'since'], (m) => {
    if (m.protocol !== PROTOCOL) return 'protocol';
    if (typeof m.code !== 'string' || !FOLLOW_CODE_PATTERN.test(m.code)) return 'code';
    if (m.key !== undefined && (typeof m.key !== 'string' || !KEY_PATTERN.test(m.key)))
      return 'key';
    if (m.name !== undefined && (typeof m.name !== 'string' || m.name.length > 100)) return 'name';
    if (m.token !== undefined && (typeof m.token !== 'string' || !KEY_PATTERN.test(m.token)))
      return 'token';
    if (m.key !== undefined && (m.name !== undefined || m.token !== undefined)) return 'key';
    if (m.token !== undefined && m.name === undefined) return 'token';
    if (m.since !== undefined && !isCount(m.since, MAX_VERSION)) return 'since';
    return null;
  });
}

/**
 * Checks a student's `answer` (followClass.ts): a chapter from 1, a path of node ids, a turn's
 * moves (one to MAX_TURN_MOVES, each short, as a turn message's) and whether it was right.
 */
export function checkClassAnswer(value: unknown): Checked<ClassAnswer> {
  return shape(value, ['chapter', 'path', 'moves', 'right'], (m) => {
    if (!isCount(m.chapter, MAX_CLASS_CHAPTER) || m.chapter === 0) return 'chapter';
    if (!Array.isArray(m.path) || m.path.length > MAX_CLASS_PATH) return 'path';
    if (!m.path.every((id) => isCount(id, MAX_VERSION))) return 'path';
    if (!moveList(m.moves, 1, MAX_TURN_MOVES)) return 'moves';
    if (typeof m.right !== 'boolean') return 'right';
    return null;
  });
}

/** Validates the body of `POST /api/games` (the FEN itself is then read by the rules core). */
export function checkCreateGame(value: unknown): Checked<CreateGameRequest> {
  return shape(value, ['variant', 'fen', 'clock', 'days'], (m) => {
    if (typeof m.variant !== 'string' || !gameById(m.variant)) return 'variant';
    if (m.fen !== undefined && (typeof m.fen !== 'string' || m.fen.length > MAX_FEN_CHARS))
      return 'fen';
    if (m.clock !== undefined && (typeof m.clock !== 'string' || m.clock.length > MAX_CLOCK_CHARS))
      return 'clock';
    if (m.days !== undefined && !CORRESPONDENCE_DAYS.includes(m.days as 1)) return 'days';
    if (m.days !== undefined && m.clock !== undefined) return 'days';
    return null;
  });
}

const PART_NAME = /^[a-z][A-Za-z]{0,19}$/;

/** Checks a follow room's `patch` (follow.ts): one part or more, each named as a part is. */
export function checkFollowPatch(value: unknown): Checked<FollowPatch> {
  return shape(value, ['parts'], (m) => {
    if (!isRecord(m.parts)) return 'parts';
    const names = Object.keys(m.parts);
    if (names.length === 0 || names.length > MAX_FOLLOW_PARTS) return 'parts';
    return names.every((name) => PART_NAME.test(name)) ? null : 'parts';
  });
}

/** The longest push endpoint taken (the browsers' push services use a few hundred characters). */
const MAX_ENDPOINT_CHARS = 1000;
const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/**
 * Validates a push subscription (`POST /api/push/subscriptions`): an https endpoint (http too when
 * `allowHttp`: a test's local push service), the browser's P-256 key (65 bytes, 87 characters of
 * base64url) and its 16-byte auth secret (22 characters).
 */
export function checkPushSubscription(
  value: unknown,
  allowHttp = false,
): Checked<PushSubscriptionBody> {
  return shape(value, ['endpoint', 'keys', 'expirationTime'], (m) => {
    const endpoint = m.endpoint;
    if (typeof endpoint !== 'string' || endpoint.length > MAX_ENDPOINT_CHARS) return 'endpoint';
    let url: URL;
    try {
      url = new URL(endpoint);
    } catch {
      return 'endpoint';
    }
    if (url.protocol !== 'https:' && !(allowHttp && url.protocol === 'http:')) return 'endpoint';
    if (!isRecord(m.keys) || hasOnly(m.keys, ['p256dh', 'auth']) !== null) return 'keys';
    const { p256dh, auth } = m.keys;
    if (typeof p256dh !== 'string' || !BASE64URL.test(p256dh) || p256dh.length < 86)
      return 'p256dh';
    if (p256dh.length > 90) return 'p256dh';
    if (typeof auth !== 'string' || !BASE64URL.test(auth) || auth.length < 22 || auth.length > 24)
      return 'auth';
    if (m.expirationTime !== undefined && m.expirationTime !== null) return 'expirationTime';
    return null;
  });
}

const isRating = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && Math.abs(value) <= 10_000;

/** Checks the server's `rated` message (and the welcome's `rated`), read by the app. */
export function checkGameRated(value: unknown): Checked<GameRated> {
  return shape(value, ['game', 'seats'], (m) => {
    if (!isCount(m.game) || m.game === 0) return 'game';
    if (!Array.isArray(m.seats) || m.seats.length !== 2) return 'seats';
    for (const seat of m.seats as unknown[]) {
      const checked = shape(seat, ['before', 'after', 'diff'], (c) =>
        isRating(c.before) && isRating(c.after) && c.diff === c.after - c.before ? null : 'seats',
      );
      if (!checked.ok) return 'seats';
    }
    return null;
  });
}

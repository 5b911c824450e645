/**
 * The online-play protocol (issue 26), shared by the game server (src/server) and its clients
 * (the app, the tests, the load test): the rooms' names, the join options, every message a
 * client may send and every message the server sends, the refusal codes, the limits, and the
 * validators the server applies to whatever arrives. Pure TypeScript with no imports, so the
 * app can import it without pulling in any server package. docs/online.md describes the
 * protocol in prose.
 *
 * Shape of a game: a versioned event log. Every accepted action (a whole turn, a resignation, a
 * draw offer or answer, a takeback request or answer, a rematch offer or answer, the start of a
 * game) is one event with the next version number `v`, stored before it is broadcast. A client
 * that knows the events up to version V asks for those after V (`since`) and is then exactly
 * as up to date as everyone else.
 */

/** Bumped when a message changes incompatibly; a client sends it in its join options. */
export const PROTOCOL = 1;

/** Colyseus room names. */
export const GAME_ROOM = 'game';
export const FOLLOW_ROOM = 'follow';

/** The variants that can be played online (the rules core's game ids). */
export const ONLINE_VARIANTS = ['parallel-worlds', 'pocket-mutation', 'plunder', 'chess'] as const;
export type OnlineVariant = (typeof ONLINE_VARIANTS)[number];

// ---------------------------------------------------------------------------------------------
// Limits

/** Largest client frame (type and payload, as sent) the game room reads; larger is refused. */
export const MAX_MESSAGE_BYTES = 2048;
/** Largest frame a follow room's leader may send (a board state or slide). */
export const MAX_FOLLOW_MESSAGE_BYTES = 32 * 1024;
/** The WebSocket transport closes the connection on a frame larger than this (no reply). */
export const MAX_FRAME_BYTES = 64 * 1024;
/** Per client: a bucket of this many messages, refilled at RATE_PER_SECOND. */
export const RATE_BURST = 20;
export const RATE_PER_SECOND = 10;
/** Sub-moves (and `end`) in one turn message: three sub-moves and `end` at most. */
const MAX_TURN_MOVES = 4;
/** The largest lag (ms) a turn message may report; what is credited is capped far lower. */
const MAX_REPORTED_LAG_MS = 60_000;
/** A canonical move is short (`2a7-1a8=Q`, `c1d3*~B`); anything longer is not one. */
const MAX_MOVE_CHARS = 12;
/** A client's turn nonce: 1 to 32 characters of [A-Za-z0-9_-]. */
const MAX_NONCE_CHARS = 32;
/** A FEN given when a game is created. */
const MAX_FEN_CHARS = 300;
/** Seconds a dropped player or watcher keeps its place in a room for a reconnection. */
export const RECONNECT_SECONDS = 30;
/**
 * Seconds a player's seat must have been empty (no connection, the reconnection window run out
 * or not) before the other player may claim the game, as lichess's "claim victory" does. The
 * server takes another figure from PW_CLAIM_GRACE_MS (its tests use a second or two).
 */
export const CLAIM_GRACE_SECONDS = 30;

// ---------------------------------------------------------------------------------------------
// Identifiers and secrets

/** A game id: 12 characters of base64url (72 random bits); it is the Colyseus room id too. */
export const GAME_ID_PATTERN = /^[A-Za-z0-9_-]{12}$/;
/** A seat or organiser key: 22 characters of base64url (128 random bits). */
export const KEY_PATTERN = /^[A-Za-z0-9_-]{22}$/;
/** A follow code: 6 characters a person can read out (no 0/O, 1/I/L). */
export const FOLLOW_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const FOLLOW_CODE_PATTERN = /^[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{6}$/;
const NONCE_PATTERN = new RegExp(`^[A-Za-z0-9_-]{1,${MAX_NONCE_CHARS}}$`);

/** The Colyseus room id of a follow code (room ids share one namespace with game ids). */
export const followRoomId = (code: string): string => `follow-${code}`;

// ---------------------------------------------------------------------------------------------
// HTTP API (same origin as the app)

/** `POST /api/games` body. `fen` defaults to the variant's start position. */
export interface CreateGameRequest {
  readonly variant: OnlineVariant;
  readonly fen?: string;
  /** A timed game's control (absent: untimed), as the address writes it: `5+3`, `5+2d`. */
  readonly clock?: string;
}

/**
 * A time control in milliseconds (the rules core's `TimeControl`, src/rules/clock.ts: base,
 * Fischer increment, Bronstein delay), as a start event carries it.
 */
export interface OnlineTimeControl {
  readonly base: number;
  readonly increment: number;
  readonly delay: number;
}

/**
 * The clocks of a timed game as the server read them at `at` (its ms since 1970): each side's
 * time left in ms, and whose clock runs (null: none, before both first turns or after the end).
 * `turns` counts the turns completed in this game (the clocks run from the second on).
 */
export interface ClockState {
  readonly game: number;
  readonly white: number;
  readonly black: number;
  readonly running: Side | null;
  readonly turns: number;
  readonly at: number;
}

/**
 * `POST /api/games` answer (201). `players[0]` plays White in the first game, `players[1]`
 * Black; a rematch swaps the colours. The organiser key watches with the organiser's powers
 * (the seat links, a rematch at once) and never moves.
 */
export interface CreateGameResponse {
  readonly gameId: string;
  readonly players: readonly [string, string];
  readonly organiser: string;
}

/** `POST /api/follow` answer (201): the code followers type, and the leader's key. */
export interface CreateFollowResponse {
  readonly code: string;
  readonly key: string;
}

/** `GET /health` answer: this process's rooms and connected clients. */
export interface Health {
  readonly ok: true;
  readonly rooms: number;
  readonly clients: number;
  readonly redis: boolean;
}

// ---------------------------------------------------------------------------------------------
// Join options

/** Options of `joinOrCreate(GAME_ROOM, …)`. Without `key` the client watches. */
export interface GameJoinOptions {
  readonly protocol: number;
  readonly gameId: string;
  /** A player's key (seat link) or the organiser's key. */
  readonly key?: string;
  /** The last version this client already has; the welcome carries only later events. */
  readonly since?: number;
}

/** Options of `joinOrCreate(FOLLOW_ROOM, …)`. With the leader's key the client leads. */
export interface FollowJoinOptions {
  readonly protocol: number;
  readonly code: string;
  readonly key?: string;
  readonly since?: number;
}

/**
 * Join refusals: the error's message is its name, its code (Colyseus `ServerError` code) an
 * HTTP status, since a refusal of the room's creation travels as the matchmaking answer's
 * status (one of the join's itself as the WebSocket's error message).
 */
export const JOIN_ERRORS = {
  'bad-options': 400,
  'bad-key': 403,
  'no-such-game': 404,
  /** Another process is taking the room over (its owner just died): try again shortly. */
  busy: 409,
  'store-failed': 503,
} as const;

// ---------------------------------------------------------------------------------------------
// Events: the versioned, stored record of a room

export type Side = 'white' | 'black';
export type Seat = 0 | 1;
export type Actor = Side | 'organiser';

export type EndReason =
  | 'checkmate'
  | 'king-captured'
  | 'stalemate'
  | 'no-moves'
  | 'insufficient-material'
  | 'fifty-moves'
  | 'repetition'
  | 'resignation'
  | 'agreement'
  | 'timeout'
  | 'abandoned';

export interface GameOutcome {
  readonly winner: Side | null;
  readonly reason: EndReason;
}

interface EventBase {
  /** Version: 1 for the first event, then +1 per event, never reused. */
  readonly v: number;
  /** The game of the room it belongs to: 1, then +1 per rematch. */
  readonly game: number;
  /** Milliseconds since 1970 when the server accepted it. */
  readonly at: number;
}

/** A game begins: its variant, start FEN and which seat plays White. */
export interface StartEvent extends EventBase {
  readonly t: 'start';
  readonly variant: OnlineVariant;
  readonly fen: string;
  readonly white: Seat;
  /** A timed game's control; absent: untimed. */
  readonly control?: OnlineTimeControl;
}

/**
 * A whole turn: one move in the flat games, one to three sub-moves in Parallel worlds chess
 * (with `end` when it was ended early). `ply` counts the turns of this game before it; `fen` is
 * the position after it; `outcome` is there when it ended the game.
 */
export interface TurnEvent extends EventBase {
  readonly t: 'turn';
  readonly ply: number;
  readonly by: Side;
  readonly moves: readonly string[];
  readonly nonce: string;
  readonly fen: string;
  readonly outcome?: GameOutcome;
  /** A timed game: the ms of the mover's reported lag the server credited back (capped). */
  readonly lag?: number;
  /** A timed game: the mover's time left when the turn ended, increment included ([%clk]). */
  readonly clk?: number;
}

/**
 * The side to move ran out of time (the server's timer, or a turn that arrived too late): it
 * loses, or it is a draw when the other side could never win (`canStillWin`, docs/rules.md
 * §Conventions / Clocks). `by` is the side whose flag fell.
 */
export interface FlagEvent extends EventBase {
  readonly t: 'flag';
  readonly by: Side;
}

/**
 * The player `by` claimed the game after the other had left it for the grace period
 * (CLAIM_GRACE_SECONDS): a win (`result: 'win'`) or a draw, as the claimant chose.
 */
export interface ClaimEvent extends EventBase {
  readonly t: 'claim';
  readonly by: Side;
  readonly result: 'win' | 'draw';
}

export interface ResignEvent extends EventBase {
  readonly t: 'resign';
  readonly by: Side;
}

/** A draw offer (standing until the other side moves or answers), its acceptance or refusal. */
export interface DrawEvent extends EventBase {
  readonly t: 'draw';
  readonly op: 'offer' | 'accept' | 'decline';
  readonly by: Side;
}

/**
 * A takeback request, its acceptance or refusal. An acceptance carries `undo`, how many turns it
 * takes back: back to just before the requester's last turn (1 if the requester moved last, 2 if
 * the other side has replied since).
 */
export interface TakebackEvent extends EventBase {
  readonly t: 'takeback';
  readonly op: 'request' | 'accept' | 'decline';
  readonly by: Side;
  readonly undo?: number;
}

/** A rematch offer or refusal after a finished game; an acceptance is the next `start`. */
export interface RematchEvent extends EventBase {
  readonly t: 'rematch';
  readonly op: 'offer' | 'decline';
  readonly by: Side;
}

export type GameEvent =
  | StartEvent
  | TurnEvent
  | ResignEvent
  | DrawEvent
  | TakebackEvent
  | RematchEvent
  | FlagEvent
  | ClaimEvent;

// ---------------------------------------------------------------------------------------------
// Client → server messages (Colyseus `room.send(type, message)`)

export interface ClientMessages {
  /** A whole turn for the position after `ply` turns of game `game`. */
  turn: { game: number; ply: number; moves: string[]; nonce: string; lag?: number };
  /** The mover's sub-moves so far (not stored; watchers may show them as provisional). */
  provisional: { game: number; ply: number; moves: string[] };
  resign: { game: number };
  draw: { game: number; op: 'offer' | 'accept' | 'decline' };
  takeback: { game: number; op: 'request' | 'accept' | 'decline' };
  rematch: { game: number; op: 'offer' | 'accept' | 'decline' };
  /** The other player has left: take the game as a win, or as a draw. */
  claim: { game: number; result: 'win' | 'draw' };
  /** Send again every event after version `since` (answered with `events`). */
  sync: { since: number };
  /** Follow room, leader only: the board state or slide to show (any JSON object). */
  publish: { state: Record<string, unknown> };
}
export type ClientMessageType = keyof ClientMessages;

// ---------------------------------------------------------------------------------------------
// Server → client messages

export type Role = 'player' | 'organiser' | 'watcher';

/** Sent to a client alone when it has joined a game room. */
export interface GameWelcome {
  readonly protocol: number;
  readonly gameId: string;
  readonly role: Role;
  /** A player's seat (0 plays White in odd-numbered games). */
  readonly seat?: Seat;
  /** The organiser's copy of the two seat keys, to hand out the links again. */
  readonly players?: readonly [string, string];
  /** The room's latest version, and every event after the `since` of the join options. */
  readonly version: number;
  readonly events: readonly GameEvent[];
  readonly presence: GamePresence;
  /** A timed game's clocks now. */
  readonly clock?: ClockState;
}

/** Who is there, broadcast to everyone whenever it changes. */
export interface GamePresence {
  readonly watchers: number;
  readonly players: readonly [boolean, boolean];
  readonly organiser: boolean;
  /**
   * Per seat, the ms from this message until the other player may claim the game because that
   * seat has gone (0: now); null while the seat is here. The claim also needs a game in progress
   * in which both sides have played a turn.
   */
  readonly claimIn: readonly [number | null, number | null];
}

/** The mover's sub-moves so far, broadcast to everyone else. */
export interface Provisional {
  readonly game: number;
  readonly ply: number;
  readonly by: Side;
  readonly moves: readonly string[];
}

/** A message the server accepted: for a turn `ref` is its nonce, otherwise its type. */
export interface Ack {
  readonly ref: string;
  readonly v: number;
}

/** A message the server did not accept, sent to its sender only. */
export interface Refusal {
  readonly type: string;
  readonly code: RefusalCode;
  /** The turn's nonce, when the refused message was a turn. */
  readonly ref?: string;
  /** What exactly: the field at fault, the move refused (`index` is its place in the turn). */
  readonly detail?: string;
  readonly index?: number;
}

export const REFUSAL_CODES = [
  'malformed', // not a decodable message
  'too-large', // larger than the room reads
  'rate-limited', // more messages than RATE_BURST / RATE_PER_SECOND allow
  'unknown-type', // a message type the room does not take
  'bad-message', // wrong shape (detail: the field)
  'not-a-player', // a watcher or the organiser tried a player's action
  'not-leader', // a follower tried to publish
  'not-your-turn', // a player tried to move for the other side
  'wrong-game', // the message names another game of the room than the current one
  'wrong-ply', // the turn is for another position (a turn landed or was taken back since)
  'illegal-move', // a (sub-)move that is not legal where it is played (index, detail)
  'turn-incomplete', // a Parallel worlds turn that neither reaches its end nor ends with `end`
  'turn-too-long', // moves after the end of the turn
  'game-over', // the game has ended
  'game-not-over', // a rematch while the game goes on
  'no-offer', // an answer to an offer or request nobody made
  'own-offer', // answering one's own offer
  'already-offered',
  'nothing-to-take-back',
  'opponent-here', // a claim while the other player is here, or gone for less than the grace
  'claim-too-early', // a claim before both sides have played a turn of the game
  'store-failed', // the record could not be stored: nothing happened, send again
] as const;
export type RefusalCode = (typeof REFUSAL_CODES)[number];

export interface ServerMessages {
  welcome: GameWelcome;
  /** New events (one per accepted action), or the answer to `sync`. */
  events: { events: readonly GameEvent[]; clock?: ClockState };
  presence: GamePresence;
  provisional: Provisional;
  ack: Ack;
  refused: Refusal;
  /** Follow room: sent on joining. */
  'follow-welcome': FollowWelcome;
  /** Follow room: the leader's latest state. */
  follow: { v: number; state: Record<string, unknown> };
  'follow-presence': { followers: number; leader: boolean };
}

export interface FollowWelcome {
  readonly protocol: number;
  readonly code: string;
  readonly role: 'leader' | 'follower';
  readonly v: number;
  readonly state: Record<string, unknown> | null;
  readonly followers: number;
  readonly leader: boolean;
}

// ---------------------------------------------------------------------------------------------
// Validators: what the server accepts. Each returns the message typed, or the field at fault.

export type Checked<T> = { ok: true; value: T } | { ok: false; detail: string };

const fail = (detail: string): { ok: false; detail: string } => ({ ok: false, detail });
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

function shape<T>(
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
  draw: (value) => opMessage(value, OPS.draw),
  takeback: (value) => opMessage(value, OPS.takeback),
  rematch: (value) => opMessage(value, OPS.rematch),
  claim: (value) =>
    shape(value, ['game', 'result'], (m) => {
      if (!isCount(m.game)) return 'game';
      if (m.result !== 'win' && m.result !== 'draw') return 'result';
      return null;
    }),
  sync: (value) => shape(value, ['since'], (m) => (isCount(m.since, 2 ** 31) ? null : 'since')),
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
    if (m.since !== undefined && !isCount(m.since, 2 ** 31)) return 'since';
    return null;
  });
}

/** Validates the options of a follow room join. */
export function checkFollowJoin(value: unknown): Checked<FollowJoinOptions> {
  return shape(value, ['protocol', 'code', 'key', 'since'], (m) => {
    if (m.protocol !== PROTOCOL) return 'protocol';
    if (typeof m.code !== 'string' || !FOLLOW_CODE_PATTERN.test(m.code)) return 'code';
    if (m.key !== undefined && (typeof m.key !== 'string' || !KEY_PATTERN.test(m.key)))
      return 'key';
    if (m.since !== undefined && !isCount(m.since, 2 ** 31)) return 'since';
    return null;
  });
}

/** Validates the body of `POST /api/games` (the FEN itself is then read by the rules core). */
export function checkCreateGame(value: unknown): Checked<CreateGameRequest> {
  return shape(value, ['variant', 'fen', 'clock'], (m) => {
    if (!ONLINE_VARIANTS.includes(m.variant as OnlineVariant)) return 'variant';
    if (m.fen !== undefined && (typeof m.fen !== 'string' || m.fen.length > MAX_FEN_CHARS))
      return 'fen';
    if (m.clock !== undefined && (typeof m.clock !== 'string' || m.clock.length > 20))
      return 'clock';
    return null;
  });
}

/** The side that seat plays in game number `game` of a room whose first game gives White to 0. */
export const sideOf = (seat: Seat, white: Seat): Side => (seat === white ? 'white' : 'black');
export const otherSide = (side: Side): Side => (side === 'white' ? 'black' : 'white');

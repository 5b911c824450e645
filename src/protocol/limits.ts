/**
 * The limits of online play: how large a message may be, how many a client may send, how long a
 * move, a nonce or a FEN may be, how long a dropped player keeps a seat. A module of its own so
 * that the server's guards, the validators and the clients read one figure each
 * (docs/online.md §Limits).
 */

/** Largest client frame (type and payload, as sent) the game room reads; larger is refused. */
export const MAX_MESSAGE_BYTES = 2048;
/** Largest frame a follow room's leader may send (a board state or slide). */
export const MAX_FOLLOW_MESSAGE_BYTES = 32 * 1024;
/** Named parts of a follow room's state (the presenter's four, with room to spare). */
export const MAX_FOLLOW_PARTS = 8;
/** The WebSocket transport closes the connection on a frame larger than this (no reply). */
export const MAX_FRAME_BYTES = 64 * 1024;
/** Per client: a bucket of this many messages, refilled at RATE_PER_SECOND. */
export const RATE_BURST = 20;
export const RATE_PER_SECOND = 10;
/** Sub-moves (and `end`) in one turn message: three sub-moves and `end` at most. */
export const MAX_TURN_MOVES = 4;
/** The largest lag (ms) a turn message may report; what is credited is capped far lower. */
export const MAX_REPORTED_LAG_MS = 60_000;
/** A canonical move is short (`2a7-1a8=Q`, `c1d3*~B`); anything longer is not one. */
export const MAX_MOVE_CHARS = 12;
/** A client's turn nonce: 1 to 32 characters of [A-Za-z0-9_-]. */
export const MAX_NONCE_CHARS = 32;
/** A FEN given when a game is created. */
export const MAX_FEN_CHARS = 300;
/** A time control given when a game is created (`5+3`, `5+2d`). */
export const MAX_CLOCK_CHARS = 20;
/** The largest version a client may name (`since`). */
export const MAX_VERSION = 2 ** 31;
/** Seconds a dropped player or watcher keeps its place in a room for a reconnection. */
export const RECONNECT_SECONDS = 30;
/**
 * Seconds a player's seat must have been empty (no connection, the reconnection window run out
 * or not) before the other player may claim the game, as lichess's "claim victory" does. The
 * server takes another figure from PW_CLAIM_GRACE_MS (its tests use a second or two).
 */
export const CLAIM_GRACE_SECONDS = 30;
/** A day of a correspondence game's days per move (issue 43), ms. */
export const DAY_MS = 24 * 60 * 60 * 1000;
/** The days per move a correspondence game may have (lichess's choices). */
export const CORRESPONDENCE_DAYS = [1, 2, 3, 5, 7, 10, 14] as const;
/**
 * A real-time game may be aborted once the side to move has been silent this long before both
 * sides have played a turn (a player's `abort`); the server aborts a timed game by itself after
 * twice that (issue 43, docs/online.md §Abort). The server takes another figure from PW_ABORT_MS
 * (its tests use a second or two).
 */
export const ABORT_AFTER_MS = 30_000;

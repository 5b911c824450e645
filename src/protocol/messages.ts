/**
 * The messages of online play (issue 26): the protocol's version, the rooms' names, the join
 * options and refusals, every message a client may send and every message the server sends, and
 * the refusal codes. Types and constants only: what arrives is checked by validators.ts, the
 * events the messages carry are events.ts. docs/online.md describes the protocol in prose.
 */
import type { ClockState, GameEvent } from './events';
import type { FollowParts, FollowPatched } from './follow';
import type { ClassAnswerSeen, ClassStudent, ClassView, ClassYou } from './followClass';
import type { Seat, Side } from './sides';

/** Bumped when a message changes incompatibly; a client sends it in its join options. */
export const PROTOCOL = 1;

/** Colyseus room names. */
export const GAME_ROOM = 'game';
export const FOLLOW_ROOM = 'follow';

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

/**
 * Options of `joinOrCreate(FOLLOW_ROOM, …)`. With the leader's key the client leads; with a
 * `name` it is a class's student (followClass.ts; `token`, from its `follow-you`, brings it back
 * as itself), else a follower as any.
 */
export interface FollowJoinOptions {
  readonly protocol: number;
  readonly code: string;
  readonly key?: string;
  readonly name?: string;
  readonly token?: string;
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
  /** Abort a real-time game whose side to move has not played its first turn for a while. */
  abort: { game: number };
  /** Send again every event after version `since` (answered with `events`). */
  sync: { since: number };
  /** Follow room, leader only: the whole board state or slide to show (follow.ts; its changes
   * then go as a `patch`, which only the follow room reads: `checkFollowPatch`; a class's
   * student sends `answer`, also the follow room's alone: followClass.ts, `checkClassAnswer`). */
  publish: { state: FollowParts };
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
  /** Who holds each seat, by name (issue 42). */
  readonly names: SeatNames;
  /** A timed game's clocks now. */
  readonly clock?: ClockState;
  /** The current game's rating change, once it has ended rated (issue 43). */
  readonly rated?: GameRated;
}

/** One seat's rating change in a rated game, rounded: `diff` is `after - before`. */
export interface RatingChange {
  readonly before: number;
  readonly after: number;
  readonly diff: number;
}

/** A rated game's changes (the `rated` message): seat 0's, then seat 1's. */
export interface GameRated {
  readonly game: number;
  readonly seats: readonly [RatingChange, RatingChange];
}

/**
 * The name of the identity that holds a seat: the first identity (anonymous or an account) that
 * joined with the seat's key; null until one has. A seat's key still decides who plays it.
 * With an account's rating in the room's game (issue 43), rounded, and whether it is still
 * provisional ("?"); neither for an anonymous player or one without a rated game in it.
 */
export interface SeatName {
  readonly name: string;
  readonly rating?: number;
  readonly provisional?: boolean;
}
export type SeatNames = readonly [SeatName | null, SeatName | null];

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
  'abort-too-early', // an abort before the side to move has been silent ABORT_AFTER_MS
  'abort-too-late', // an abort once both sides have played, or of a correspondence game
  'store-failed', // the record could not be stored: nothing happened, send again
  'not-host', // a race: a player or a screen tried the host's action (race.ts)
  'not-racing', // a race: an answer outside the race's time, a start after the lobby
  'wrong-puzzle', // a race: an answer for another puzzle than the player's next
] as const;
export type RefusalCode = (typeof REFUSAL_CODES)[number];

export interface ServerMessages {
  welcome: GameWelcome;
  /**
   * New events (one per accepted action), or the answer to `sync`; to the sender of the action,
   * with its acknowledgement (`ack`: one frame, not an `events` and an `ack`).
   */
  events: { events: readonly GameEvent[]; clock?: ClockState; ack?: Ack };
  presence: GamePresence;
  /** Who holds each seat, broadcast to everyone when a seat is first taken or renamed. */
  names: { names: SeatNames };
  /** The ended game's rating change, broadcast once it is rated (issue 43). */
  rated: GameRated;
  provisional: Provisional;
  ack: Ack;
  refused: Refusal;
  /** Follow room: sent on joining. */
  'follow-welcome': FollowWelcome;
  /** Follow room: the leader's latest state, whole (after `publish`, or to answer `sync`). */
  follow: { v: number; state: FollowParts };
  /** Follow room: the parts of the leader's state that changed (follow.ts). */
  'follow-patch': FollowPatched;
  'follow-presence': { followers: number; leader: boolean };
  /** Follow room, to the leader only: its class whole (followClass.ts). */
  'follow-class': ClassView;
  /** Follow room, to the leader only: the students as they stand, when one comes or goes. */
  'follow-students': { students: readonly ClassStudent[] };
  /** Follow room, to the leader only: a student's answer. */
  'follow-answer': ClassAnswerSeen;
  /** Follow room, to a student on joining: who it is in the class. */
  'follow-you': ClassYou;
}

export interface FollowWelcome {
  readonly protocol: number;
  readonly code: string;
  readonly role: 'leader' | 'follower';
  readonly v: number;
  readonly state: FollowParts | null;
  readonly followers: number;
  readonly leader: boolean;
}

/**
 * A puzzle race (issue 45, "A race for a whole room", after lichess's Racer but for a hall): a
 * host (a teacher, a presenter) creates a race with `POST /api/races` and gets its code and the
 * host's key; players join the race room on their phones with the code and a name; the host
 * starts it (a countdown, then a duration); each player solves the same puzzles in the same order
 * and sends each answer (the turns played), which the server verifies; a live leaderboard goes to
 * everyone, coalesced (at most one a RACE_TICK_MS: the top RACE_TOP and each player's own
 * standing), and the host also gets every answer for the teacher's grid.
 *
 * Here: the room's name, the code's format, the HTTP body and answer, the join options, every
 * message both ways and their validators (the server checks every one; the app reads what it is
 * sent by the same types). docs/online.md §Races describes the protocol in prose.
 */
import { gameById } from '../rules';
import type { OnlineVariant } from './events';
import { FOLLOW_CODE_ALPHABET, KEY_PATTERN } from './ids';
import { MAX_MOVE_CHARS, MAX_TURN_MOVES } from './limits';
import { PROTOCOL, type RefusalCode } from './messages';
import { fail, shape, type Checked } from './validators';

/** The race room's Colyseus name; its room id is `race-<code>` (raceRoomId). */
export const RACE_ROOM = 'race';

/** A race code: 6 characters a person can read out (no 0/O, 1/I/L), typed in any case. */
export const RACE_CODE_ALPHABET = FOLLOW_CODE_ALPHABET;
export const RACE_CODE_LENGTH = 6;
export const RACE_CODE_PATTERN = /^[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{6}$/;
export const raceRoomId = (code: string): string => `race-${code}`;

/** A code as typed (any case, spaces or a dash between) → the code, or null if it is none. */
export function normaliseRaceCode(typed: string): string | null {
  const code = typed.replace(/[\s-]/g, '').toUpperCase();
  return RACE_CODE_PATTERN.test(code) ? code : null;
}

// ---------------------------------------------------------------------------------------------
// Limits and defaults

export const RACE_DEFAULT_PUZZLES = 10;
export const RACE_MAX_PUZZLES = 30;
/** The race's duration, seconds: 3 minutes unless the host says otherwise. */
export const RACE_DEFAULT_SECONDS = 180;
export const RACE_MIN_SECONDS = 10;
export const RACE_MAX_SECONDS = 1800;
/** The countdown between the host's start and the first puzzle, seconds. */
export const RACE_DEFAULT_COUNTDOWN = 10;
export const RACE_MAX_COUNTDOWN = 30;
/** Players in one race (screens and the host are not counted). */
export const RACE_MAX_PLAYERS = 500;
/** A player's name: trimmed, inner spaces collapsed, 1 to this many characters. */
export const RACE_MAX_NAME_CHARS = 20;
/** Turns in one answer (the solver's turns of a puzzle), and characters in one turn. */
export const RACE_MAX_ANSWER_TURNS = 12;
export const RACE_MAX_TURN_CHARS = MAX_TURN_MOVES * (MAX_MOVE_CHARS + 1);
/** The leaderboard goes out at most once a RACE_TICK_MS, with the top RACE_TOP standings. */
export const RACE_TICK_MS = 250;
export const RACE_TOP = 10;

// ---------------------------------------------------------------------------------------------
// HTTP: `POST /api/races`

/**
 * `POST /api/races` body. The server chooses `count` puzzles of the game, rated between `min`
 * and `max` (the nearest outside when too few are), easiest first.
 */
export interface CreateRaceRequest {
  readonly variant: OnlineVariant;
  readonly count?: number;
  readonly min?: number;
  readonly max?: number;
  /** The race's duration, seconds (RACE_MIN_SECONDS…RACE_MAX_SECONDS). */
  readonly seconds?: number;
  /** The countdown after the host's start, seconds (0…RACE_MAX_COUNTDOWN). */
  readonly countdown?: number;
}

/** `POST /api/races` answer (201): the code players type, and the host's key (never shown). */
export interface CreateRaceResponse {
  readonly code: string;
  readonly key: string;
}

/** The refusals of `POST /api/races` (`{ error }`), besides 429 `rate-limited`. */
export type CreateRaceError =
  | 'bad-body'
  | 'bad-variant'
  | 'bad-count'
  | 'bad-min'
  | 'bad-max'
  | 'bad-seconds'
  | 'bad-countdown'
  | 'no-puzzles'
  | 'no-free-code'
  | 'store-failed';

const isInt = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
const RATING_MIN = 0;
const RATING_MAX = 4000;

/** Validates `POST /api/races` (the error names the field: `bad-count`). */
export function checkCreateRace(value: unknown): Checked<CreateRaceRequest> {
  const checked = shape<CreateRaceRequest>(
    value,
    ['variant', 'count', 'min', 'max', 'seconds', 'countdown'],
    (m) => {
      if (typeof m.variant !== 'string' || !gameById(m.variant)) return 'variant';
      if (m.count !== undefined && !isInt(m.count, 1, RACE_MAX_PUZZLES)) return 'count';
      if (m.min !== undefined && !isInt(m.min, RATING_MIN, RATING_MAX)) return 'min';
      if (m.max !== undefined && !isInt(m.max, RATING_MIN, RATING_MAX)) return 'max';
      if (m.min !== undefined && m.max !== undefined && m.max < m.min) return 'max';
      if (m.seconds !== undefined && !isInt(m.seconds, RACE_MIN_SECONDS, RACE_MAX_SECONDS))
        return 'seconds';
      if (m.countdown !== undefined && !isInt(m.countdown, 0, RACE_MAX_COUNTDOWN))
        return 'countdown';
      return null;
    },
  );
  if (!checked.ok) return fail(checked.detail === 'message' ? 'body' : checked.detail);
  return checked;
}

// ---------------------------------------------------------------------------------------------
// Names

const NAME_CHARS = /^[\p{L}\p{N}](?:[\p{L}\p{N}\p{M} ._'-]*[\p{L}\p{N}\p{M}.])?$/u;

/**
 * A player's name as typed → the name the race shows (NFC, trimmed, runs of spaces made one),
 * or null when it is none: empty, longer than RACE_MAX_NAME_CHARS, or with characters other than
 * letters, digits, spaces and `. _ ' -` (starting with a letter or digit).
 */
export function normaliseRaceName(typed: string): string | null {
  const name = typed.normalize('NFC').trim().replace(/\s+/g, ' ');
  if (name.length === 0 || [...name].length > RACE_MAX_NAME_CHARS) return null;
  return NAME_CHARS.test(name) ? name : null;
}

/** Two names the race holds for one (the second is refused `name-taken`). */
export const raceNameKey = (name: string): string => name.toLocaleLowerCase('und');

// ---------------------------------------------------------------------------------------------
// Joining: `joinOrCreate(RACE_ROOM, options)`

/**
 * The join options: the host with its `key`; a new player with a `name`; a player coming back
 * (same device) with the `token` its welcome gave; none of the three: a screen (the big screen,
 * a presenter's slide), which sees the leaderboard only.
 */
export interface RaceJoinOptions {
  readonly protocol: number;
  readonly code: string;
  readonly key?: string;
  readonly name?: string;
  readonly token?: string;
}

/** Join refusals: the error's message is its name, its code an HTTP status (as JOIN_ERRORS). */
export const RACE_JOIN_ERRORS = {
  'bad-options': 400,
  'bad-name': 400,
  'bad-key': 403,
  /** The token names no player of this race. */
  'bad-token': 403,
  'no-such-race': 404,
  'name-taken': 409,
  /** Another process is taking the room over: try again shortly. */
  busy: 409,
  'race-over': 410,
  'race-full': 403,
  'rate-limited': 429,
  'store-failed': 503,
} as const;
export type RaceJoinError = keyof typeof RACE_JOIN_ERRORS;

/**
 * Validates the join options: the code as normaliseRaceCode writes it (the room is found by it:
 * a client normalises what its player typed), at most one of key, name, token.
 */
export function checkRaceJoin(value: unknown): Checked<RaceJoinOptions> {
  return shape<RaceJoinOptions>(value, ['protocol', 'code', 'key', 'name', 'token'], (m) => {
    if (m.protocol !== PROTOCOL) return 'protocol';
    if (typeof m.code !== 'string' || !RACE_CODE_PATTERN.test(m.code)) return 'code';
    if (m.key !== undefined && (typeof m.key !== 'string' || !KEY_PATTERN.test(m.key)))
      return 'key';
    if (m.token !== undefined && (typeof m.token !== 'string' || !KEY_PATTERN.test(m.token)))
      return 'token';
    if (m.name !== undefined && (typeof m.name !== 'string' || m.name.length > 100)) return 'name';
    if ([m.key, m.name, m.token].filter((given) => given !== undefined).length > 1) return 'key';
    return null;
  });
}

// ---------------------------------------------------------------------------------------------
// What the room sends

/** Where a race stands: waiting for players, counting down, racing, over. */
export type RacePhase = 'lobby' | 'countdown' | 'racing' | 'finished';
export type RaceRole = 'host' | 'player' | 'screen';

/**
 * One player's place: `solved` puzzles, `answered` (right or wrong), `ms` from the start to the
 * last right answer (the tie-break: sooner is better), `rank` from 1. Players are ordered by
 * solved (more first), then ms (less first), then who joined first.
 */
export interface RaceStanding {
  readonly id: number;
  readonly name: string;
  readonly solved: number;
  readonly answered: number;
  readonly ms: number;
  readonly rank: number;
}

/** The leaderboard everyone gets: `seq` is the number of answers it includes (all before). */
export interface RaceBoard {
  readonly seq: number;
  readonly players: number;
  /** Players who have answered every puzzle. */
  readonly finished: number;
  readonly top: readonly RaceStanding[];
}

/** One answer as the host's grid shows it: the player, the puzzle's index, right or wrong. */
export interface RaceAnswerView {
  readonly player: number;
  readonly index: number;
  readonly right: boolean;
  readonly turns: readonly string[];
  /** ms from the race's start to the answer. */
  readonly ms: number;
}

/** A player as the host sees it (its id and name; `connected` now). */
export interface RacePlayerView {
  readonly id: number;
  readonly name: string;
  readonly connected: boolean;
}

/** What a player's own welcome carries: its id, its rejoin token (keep it), its answers. */
export interface RaceYou {
  readonly id: number;
  readonly name: string;
  /** Rejoins this player (same device): kept by the app, never shown, never sent to others. */
  readonly token: string;
  /** Right or wrong per puzzle answered, in order (the next puzzle is `answers.length`). */
  readonly answers: readonly boolean[];
  readonly standing: RaceStanding;
}

/** The host's view: every player, every answer, every standing. */
export interface RaceHostView {
  readonly players: readonly RacePlayerView[];
  readonly answers: readonly RaceAnswerView[];
  readonly standings: readonly RaceStanding[];
}

/** When the race starts and ends (ms since 1970, the server's clock; null: not yet known). */
export interface RaceTimes {
  readonly phase: RacePhase;
  readonly startsAt: number | null;
  readonly endsAt: number | null;
  /** The server's clock when this was sent, to count down against. */
  readonly now: number;
}

export interface RaceWelcome extends RaceTimes {
  readonly protocol: number;
  readonly code: string;
  readonly role: RaceRole;
  readonly variant: OnlineVariant;
  /** The puzzles' ids, in the order every player solves them (the app has the puzzles). */
  readonly puzzles: readonly string[];
  readonly seconds: number;
  readonly countdown: number;
  readonly board: RaceBoard;
  /** A player's own (null for the host and a screen). */
  readonly you: RaceYou | null;
  /** The host's (null for the others). */
  readonly host: RaceHostView | null;
}

/** Who is here now. */
export interface RacePresence {
  readonly players: number; // connected players
  readonly screens: number;
  readonly host: boolean;
}

/** The room's messages to clients (Colyseus `client.send(type, message)`). */
export interface RaceServerMessages {
  'race-welcome': RaceWelcome;
  /** Broadcast when the phase changes (the host's start, the end). */
  'race-phase': RaceTimes;
  /** Broadcast at most once a RACE_TICK_MS when answers or players came. */
  'race-board': RaceBoard;
  /** To a player whose own standing changed, with the board of the same `seq`. */
  'race-rank': { readonly seq: number; readonly standing: RaceStanding };
  /** To the player who answered: right or wrong, and the answer's `seq` (1 for the first). */
  'race-answered': { readonly index: number; readonly right: boolean; readonly seq: number };
  /** To the host, with each board: the players and answers new since the last, all standings. */
  'race-host': {
    readonly seq: number;
    readonly players: readonly RacePlayerView[];
    readonly answers: readonly RaceAnswerView[];
    readonly standings: readonly RaceStanding[];
  };
  'race-presence': RacePresence;
}

// ---------------------------------------------------------------------------------------------
// What clients send

export interface RaceClientMessages {
  /** A player: the turns played for puzzle `index` (the next one; none: given up, wrong). */
  'race-answer': { readonly index: number; readonly turns: readonly string[] };
  /** The host: start the countdown (in the lobby only). */
  'race-start': Record<string, never>;
  /** The host: end the race now (counting down or racing). */
  'race-finish': Record<string, never>;
}
export type RaceClientMessageType = keyof RaceClientMessages;

/** The refusal codes of the race room (sent as `refused`, messages.ts's Refusal). */
export type RaceRefusalCode = Extract<
  RefusalCode,
  | 'bad-message'
  | 'unknown-type'
  | 'not-a-player' // the host or a screen sent an answer
  | 'not-host' // a player or a screen tried the host's action
  | 'not-racing' // an answer outside the race's time; a start after the lobby
  | 'wrong-puzzle' // an answer for another puzzle than the player's next
  | 'rate-limited'
  | 'store-failed'
>;

function turnList(value: unknown): boolean {
  return (
    Array.isArray(value) &&
    value.length <= RACE_MAX_ANSWER_TURNS &&
    value.every(
      (turn) => typeof turn === 'string' && turn.length > 0 && turn.length <= RACE_MAX_TURN_CHARS,
    )
  );
}

/** Validates a race client message of `type`; null for a type the race does not know. */
export function checkRaceMessage(type: string, value: unknown): Checked<unknown> | null {
  if (type === 'race-answer')
    return shape<RaceClientMessages['race-answer']>(value, ['index', 'turns'], (m) => {
      if (!isInt(m.index, 0, RACE_MAX_PUZZLES - 1)) return 'index';
      return turnList(m.turns) ? null : 'turns';
    });
  if (type === 'race-start' || type === 'race-finish') return shape(value, [], () => null);
  return null;
}

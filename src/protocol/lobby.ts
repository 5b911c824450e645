/**
 * The lobby (issue 43): open challenges (seeks) and quick pairing, as the server answers them
 * and the app shows them. `POST /api/seeks` and its validator, a seek as `GET /api/seeks` lists
 * it, the quick-pairing pools, the speeds (lichess's `base + 40 × increment`), and the lobby
 * room's messages (`lobby-welcome`, `seeks`, `paired`, `pool`; `pool-join`, `pool-leave`).
 */
import { gameById, parseControl } from '../rules';
import type { OnlineVariant } from './events';
import { MAX_CLOCK_CHARS } from './limits';
import { fail, shape, type Checked } from './validators';

/** The lobby's Colyseus room name. */
export const LOBBY_ROOM = 'lobby';

/** Correspondence days per move (lichess's choices). */
export const SEEK_DAYS = [1, 2, 3, 5, 7, 10, 14] as const;
/** At most this many open seeks a player. */
export const MAX_SEEKS = 10;

export type SeekColor = 'white' | 'black' | 'random';

/** `POST /api/seeks` body: a real-time seek has `clock` (`5+3`), a correspondence one `days`. */
export interface CreateSeekRequest {
  readonly variant: OnlineVariant;
  readonly clock: string | null;
  readonly days: number | null;
  readonly rated: boolean;
  readonly color: SeekColor;
}

/** A seek as listed: `GET /api/seeks` and the lobby room (a player without a rating: 1500, provisional). */
export interface SeekView extends CreateSeekRequest {
  readonly seekId: string;
  readonly player: {
    readonly name: string;
    readonly rating: number;
    readonly provisional: boolean;
  };
}

/** The refusals of the seek routes (`{error}`). */
export type SeekError =
  | 'bad-body'
  | 'bad-variant'
  | 'bad-clock'
  | 'bad-days'
  | 'bad-rated'
  | 'bad-color'
  | 'bad-time'
  | 'no-identity'
  | 'rated-needs-account'
  | 'too-many-seeks'
  | 'own-seek'
  | 'not-yours'
  | 'seek-gone'
  | 'store-failed';

const isDays = (value: unknown): value is number =>
  typeof value === 'number' && (SEEK_DAYS as readonly number[]).includes(value);

/** Validates `POST /api/seeks`: exactly one of a real-time clock and days per move. */
export function checkCreateSeek(value: unknown): Checked<CreateSeekRequest> {
  const checked = shape<CreateSeekRequest>(
    value,
    ['variant', 'clock', 'days', 'rated', 'color'],
    (m) => {
      if (typeof m.variant !== 'string' || !gameById(m.variant)) return 'variant';
      if (m.clock !== null && !isRealTimeControl(m.clock)) return 'clock';
      if (m.days !== null && !isDays(m.days)) return 'days';
      if ((m.clock === null) === (m.days === null)) return 'time';
      if (typeof m.rated !== 'boolean') return 'rated';
      if (m.color !== 'white' && m.color !== 'black' && m.color !== 'random') return 'color';
      return null;
    },
  );
  if (!checked.ok && checked.detail === 'message') return fail('body');
  return checked;
}

/** A real-time control as a seek writes it: `B+I`, minutes and increment seconds, no delay. */
function isRealTimeControl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > MAX_CLOCK_CHARS) return false;
  const control = parseControl(value);
  return control !== null && control.delay === 0;
}

export type Speed = 'bullet' | 'blitz' | 'rapid' | 'classical' | 'correspondence';
export const SPEEDS: readonly Speed[] = ['bullet', 'blitz', 'rapid', 'classical', 'correspondence'];

/** lichess's speed of a control: estimated seconds `base + 40 × increment`. */
export function speedOf(clock: string | null): Speed {
  const control = clock === null ? null : parseControl(clock);
  if (!control) return 'correspondence';
  const seconds = (control.base + 40 * control.increment) / 1000;
  if (seconds < 180) return 'bullet';
  if (seconds < 480) return 'blitz';
  if (seconds < 1500) return 'rapid';
  return 'classical';
}

/** A quick-pairing pool: one game at one control. */
export interface Pool {
  readonly id: string;
  readonly variant: OnlineVariant;
  readonly clock: string;
}

export const POOLS: readonly Pool[] = [
  { id: 'parallel-worlds-10+5', variant: 'parallel-worlds', clock: '10+5' },
  { id: 'parallel-worlds-5+3', variant: 'parallel-worlds', clock: '5+3' },
  { id: 'pocket-mutation-3+2', variant: 'pocket-mutation', clock: '3+2' },
  { id: 'plunder-5+3', variant: 'plunder', clock: '5+3' },
];

export const poolById = (id: string): Pool | undefined => POOLS.find((pool) => pool.id === id);

/** The lobby room's client messages. */
export interface LobbyClientMessages {
  'pool-join': { readonly pool: string };
  'pool-leave': Record<string, never>;
}

/** Validates a lobby client message of `type`; null for a type the lobby does not know. */
export function checkLobbyMessage(type: string, value: unknown): Checked<unknown> | null {
  if (type === 'pool-join')
    return shape(value, ['pool'], (m) =>
      typeof m.pool === 'string' && poolById(m.pool) ? null : 'pool',
    );
  if (type === 'pool-leave') return shape(value, [], () => null);
  return null;
}

/** The lobby room's server messages. */
export interface LobbyServerMessages {
  /** On join: every open seek the joiner may see. */
  'lobby-welcome': { readonly seeks: readonly SeekView[] };
  /** Then what changed. */
  seeks: { readonly added: readonly SeekView[]; readonly removed: readonly string[] };
  /** One of the player's seeks or pool entries was paired: their own seat's link (a path). */
  paired: { readonly gameId: string; readonly url: string };
  /** The pool the player waits in now (null: none), or why they may not. */
  pool: { readonly pool: string | null; readonly error?: 'no-identity' };
}

/** A seat's link as a path (`/?online=<gameId>#key=<key>`), as the app's links.ts writes it. */
export const seatPath = (gameId: string, key: string): string => `/?online=${gameId}#key=${key}`;

/**
 * Identities, accounts, players' pages and the archive of finished games over HTTP (issue 42):
 * the answers of `/api/account`, `/api/session`, `/api/me`, `/api/players/<name>` and
 * `/api/games/<gameId>` as types, the error codes, and a reader for each answer the app reads
 * (the server shares the types; its answers are checked here before a page shows them, so a
 * server of another version is a worded problem, never a crash). Readers take `unknown` and give
 * the value typed or null; they keep only the fields they know.
 */
import { gameById } from '../rules';
import type { OnlineVariant } from './events';

/** An account's name: 3–20 of `[A-Za-z0-9_-]`, unique without regard to case. */
export const ACCOUNT_NAME_PATTERN = /^[A-Za-z0-9_-]{3,20}$/;
/** The shortest password an account may have. */
export const MIN_PASSWORD_CHARS = 8;

/** The coded `error` of a refused account request (400, 401, 409). */
export const ACCOUNT_ERRORS = [
  'name-taken',
  'bad-name',
  'bad-password',
  'bad-credentials',
] as const;
export type AccountError = (typeof ACCOUNT_ERRORS)[number];

/** `POST /api/account`, `POST /api/session` body. */
export interface Credentials {
  readonly name: string;
  readonly password: string;
}

/** `GET /api/me`: this browser's identity; `account` false while it is anonymous. */
export interface Me {
  readonly id: string;
  readonly name: string;
  readonly account: boolean;
}

/** `GET /api/players/<name>`: when the player joined and how many games of each variant. */
export interface PlayerProfile {
  readonly name: string;
  readonly createdAt: string; // ISO time
  readonly games: Readonly<Partial<Record<OnlineVariant, number>>>;
}

/** A finished game of the archive (`/api/players/<name>/games`, `/api/games/<gameId>`). */
export interface ArchivedGame {
  readonly gameId: string;
  readonly variant: OnlineVariant;
  readonly white: string;
  readonly black: string;
  readonly result: string; // '1-0', '0-1', '1/2-1/2' (or '*')
  readonly rated: boolean;
  readonly fen: string; // the start position
  readonly moves: readonly string[]; // canonical; a Parallel worlds turn's sub-moves joined by spaces
  readonly endedAt: string; // ISO time
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string';
const isOnlineVariant = (value: string): value is OnlineVariant => gameById(value) !== undefined;
const isTime = (value: unknown): value is string =>
  isText(value) && !Number.isNaN(Date.parse(value));

/** The coded error of a refused account request, or null when it is none of the known codes. */
export function readAccountError(value: unknown): AccountError | null {
  const code = isRecord(value) ? value.error : null;
  return ACCOUNT_ERRORS.find((known) => known === code) ?? null;
}

export function readMe(value: unknown): Me | null {
  if (!isRecord(value) || !isText(value.id) || !isText(value.name)) return null;
  if (typeof value.account !== 'boolean') return null;
  return { id: value.id, name: value.name, account: value.account };
}

export function readProfile(value: unknown): PlayerProfile | null {
  if (!isRecord(value) || !isText(value.name) || !isTime(value.createdAt)) return null;
  if (!isRecord(value.games)) return null;
  const games: Partial<Record<OnlineVariant, number>> = {};
  for (const [variant, count] of Object.entries(value.games)) {
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 0) return null;
    if (isOnlineVariant(variant)) games[variant] = count; // a variant this app does not know: left out
  }
  return { name: value.name, createdAt: value.createdAt, games };
}

export function readArchivedGame(value: unknown): ArchivedGame | null {
  if (!isRecord(value)) return null;
  const { gameId, variant, white, black, result, rated, fen, moves, endedAt } = value;
  if (!isText(gameId) || !isText(variant) || !isOnlineVariant(variant)) return null;
  if (!isText(white) || !isText(black) || !isText(result) || typeof rated !== 'boolean')
    return null;
  if (!isText(fen) || !Array.isArray(moves) || !moves.every(isText) || !isTime(endedAt))
    return null;
  return { gameId, variant, white, black, result, rated, fen, moves, endedAt };
}

/** A list of archived games; null when it is not a list or any of its games is not one. */
export function readArchivedGames(value: unknown): ArchivedGame[] | null {
  if (!Array.isArray(value)) return null;
  const games = value.map(readArchivedGame);
  return games.every((game) => game !== null) ? games : null;
}

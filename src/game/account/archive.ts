/**
 * The players' pages and the archive as the app reads them from the game server (issue 42):
 * a player's profile and latest games, and one finished game; and the ratings (issue 43): the
 * history of a player's rating in one game, and a game's leaderboard. Each answer is read with the
 * protocol's reader (src/protocol/accounts.ts); a failure is a code the page words: ask.ts's,
 * `not-found` (404: no such player or game) or `refused` (any other answer, or one that does not
 * read).
 */
import {
  readArchivedGame,
  readArchivedGames,
  readProfile,
  type ArchivedGame,
  type PlayerProfile,
} from '../../protocol/accounts';
import {
  readLeaderboard,
  readRatingHistory,
  type LeaderboardRow,
  type RatingHistoryPoint,
} from '../../protocol/ratings';
import type { OnlineVariant } from '../../protocol/events';
import { ask } from './ask';

export type ArchiveProblem = 'offline' | 'unreachable' | 'rate-limited' | 'not-found' | 'refused';

export type Read<T> = { ok: true; value: T } | { ok: false; problem: ArchiveProblem };

async function read<T>(path: string, reader: (value: unknown) => T | null): Promise<Read<T>> {
  const answer = await ask('GET', path);
  if (!answer.ok) return { ok: false, problem: answer.problem };
  if (answer.status === 404) return { ok: false, problem: 'not-found' };
  const value = answer.status === 200 ? reader(answer.value) : null;
  return value === null ? { ok: false, problem: 'refused' } : { ok: true, value };
}

export const fetchProfile = (name: string): Promise<Read<PlayerProfile>> =>
  read(`/api/players/${encodeURIComponent(name)}`, readProfile);

const gamesPath = (name: string, max: number) =>
  `/api/players/${encodeURIComponent(name)}/games?max=${max}`;

/** A player's latest `max` games, newest first. */
export const fetchGames = (name: string, max: number): Promise<Read<ArchivedGame[]>> =>
  read(gamesPath(name, max), readArchivedGames);

/** The most games one record file holds (all of a player's, for a long while). */
const RECORD_FILE_GAMES = 10_000;

/** The address of a player's games as one record file (the server's `format=pgn`). */
export const recordFilePath = (name: string): string =>
  `${gamesPath(name, RECORD_FILE_GAMES)}&format=pgn`;

export const fetchArchivedGame = (gameId: string): Promise<Read<ArchivedGame>> =>
  read(`/api/games/${encodeURIComponent(gameId)}`, readArchivedGame);

/** A player's rating after each of their rated games in `variant`, oldest first. */
export const fetchRatingHistory = (
  name: string,
  variant: OnlineVariant,
): Promise<Read<RatingHistoryPoint[]>> =>
  read(`/api/players/${encodeURIComponent(name)}/ratings/${variant}`, readRatingHistory);

/** A game's leaderboard: the best players whose deviation is under 75. */
export const fetchLeaderboard = (variant: OnlineVariant): Promise<Read<LeaderboardRow[]>> =>
  read(`/api/leaderboard/${variant}`, readLeaderboard);

/**
 * The players' pages and the archive over HTTP (issue 42): `GET /api/players/<name>`,
 * `GET /api/players/<name>/games?max=N[&format=pgn]` and `GET /api/games/<gameId>`, read from the
 * database's archive queries (db/archive.ts) and answered in the shapes of the protocol
 * (src/protocol/accounts.ts: times as ISO text, a seat held by no identity named "?"). Anyone may
 * read them: a finished game is public, as on lichess; a seat key never leaves the server.
 * The record file (`format=pgn`) is the app's record format, written by the rules core's one
 * writer (`writeRecordText`), one game after another.
 */
import type { ServerResponse } from 'node:http';
import {
  gameById as gameDefinition,
  ratingTags,
  replay,
  writeRecordText,
  type Color,
} from '../rules';
import { NAME_PATTERN, type ArchivedGame as ApiGame, type PlayerProfile } from '../protocol';
import type { ServerContext } from './context';
import { countsByVariant, gameById, gamesOfPlayer, type ArchivedGame } from './db/archive';
import { ratingsOfPlayer } from './ratingRoutes';
import { ratedMessage } from './rating';
import type { GameRating } from './ratingStore';
import type { JsonReply } from './router';

/** How many games one answer lists at most: a page's worth as JSON, all of them as a file. */
const MAX_LISTED = 500;
const MAX_IN_FILE = 10_000;

const NOT_FOUND = { status: 404, body: { error: 'not-found' } } as const;
const NO_ARCHIVE = { status: 503, body: { error: 'no-archive' } } as const;

const iso = (ms: number): string => new Date(ms).toISOString();

/** A game as the API shows it (without the server's own `reason`). */
const shown = (game: ArchivedGame & { endedAt: number }): ApiGame => ({
  gameId: game.gameId,
  variant: game.variant,
  white: game.white ?? '?',
  black: game.black ?? '?',
  result: game.result,
  rated: game.rated,
  fen: game.fen,
  moves: game.moves,
  endedAt: iso(game.endedAt),
});

const finished = (game: ArchivedGame): game is ArchivedGame & { endedAt: number } =>
  game.endedAt !== null;

/** `GET /api/players/<name>`. */
export async function playerProfile(
  context: ServerContext,
  name: string,
): Promise<JsonReply<PlayerProfile>> {
  const db = context.store.database?.db;
  if (!db) return NO_ARCHIVE;
  if (!NAME_PATTERN.test(name)) return NOT_FOUND;
  const player = await context.store.players.playerByName(name);
  if (!player) return NOT_FOUND;
  const games = await countsByVariant(db, player.id);
  const ratings = await ratingsOfPlayer(context, player.id);
  const createdAt = iso(player.createdAt);
  return { status: 200, body: { name: player.name, createdAt, games, ratings } };
}

/**
 * `GET /api/players/<name>/games?max=N[&format=pgn]`: the finished games, newest first, as JSON
 * or as one record file (`max` is capped at MAX_LISTED, or MAX_IN_FILE for the file).
 */
export async function playerGames(
  context: ServerContext,
  name: string,
  max: number,
  format: 'json' | 'pgn',
): Promise<JsonReply<ApiGame[]> | { readonly status: 200; readonly records: string }> {
  const db = context.store.database?.db;
  if (!db) return NO_ARCHIVE;
  if (!NAME_PATTERN.test(name) || !(await context.store.players.playerByName(name)))
    return NOT_FOUND;
  const limit = Math.min(max, format === 'pgn' ? MAX_IN_FILE : MAX_LISTED);
  const games = (await gamesOfPlayer(db, name, { max: limit })).filter(finished);
  if (format === 'pgn') {
    const { ratings } = context.store;
    const rated = await Promise.all(
      games.map((game) => (game.rated ? ratings.gameRating(game.gameId, game.number) : null)),
    );
    return { status: 200, records: games.map((game, i) => recordOf(game, rated[i]!)).join('\n') };
  }
  return { status: 200, body: games.map(shown) };
}

/** `GET /api/games/<gameId>`: a finished game (a game still going on is watched, not archived). */
export async function archivedGame(
  context: ServerContext,
  gameId: string,
): Promise<JsonReply<ApiGame>> {
  const db = context.store.database?.db;
  if (!db) return NO_ARCHIVE;
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(gameId)) return NOT_FOUND;
  const game = await gameById(db, gameId);
  return game && finished(game) ? { status: 200, body: shown(game) } : NOT_FOUND;
}

/** A rated game's tags: each side's rating before the game, rounded, and its change. */
function gameRatingTags(game: ArchivedGame, rating: GameRating | null): [string, string][] {
  if (!rating) return [];
  const seats = ratedMessage(rating).seats;
  const [white, black] = [seats[game.whiteSeat], seats[1 - game.whiteSeat]!].map(
    ({ before, diff }) => ({ rating: before, diff }),
  );
  return ratingTags(white!, black!);
}

/** One game's record text: its tags, its moves replayed for their numbers, its ending. */
function recordOf(game: ArchivedGame, rating: GameRating | null): string {
  const definition = gameDefinition(game.variant)!;
  const moves = game.moves.flatMap((turn) => turn.split(' '));
  const replayed = replay(definition, game.fen, moves, { stopAtIllegal: true });
  const record = replayed.ok ? replayed.value : null;
  const winner: Color | null = game.result === '1-0' ? 0 : game.result === '0-1' ? 1 : null;
  return writeRecordText({
    game: definition,
    startFen: game.fen,
    tags: [
      ['White', game.white ?? '?'],
      ['Black', game.black ?? '?'],
      ['GameId', game.gameId],
      ...gameRatingTags(game, rating),
    ],
    moves: (record?.moves ?? []).map((text, index) => ({
      text,
      before: record!.positions[index]!,
    })),
    outcome: game.reason ? { winner, reason: game.reason } : null,
  });
}

/** Sends a player's record file (`format=pgn`). */
export function sendRecords(response: ServerResponse, name: string, text: string): void {
  response.writeHead(200, {
    'Content-Type': 'application/x-chess-pgn; charset=utf-8',
    'Content-Disposition': `attachment; filename="${name}.pgn"`,
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
  });
  response.end(text);
}

/**
 * A player's page as data (issue 42): the server's profile and archived games (their readers are
 * src/protocol/accounts.ts) turned into what the page lists — games per game in the registry's
 * order, and one row per game with the opponent, the player's colour and outcome, and where it
 * opens (the analysis board, the archive's replay) — and the search of those games by opponent,
 * game and outcome. The search filters the games the page has (the latest `PROFILE_GAMES`) in
 * the browser; the server's list route has no search of its own. Pure, so unit-tested as tables.
 */
import { gameById } from '../../rules';
import type { ArchivedGame, PlayerProfile } from '../../protocol/accounts';
import { GAME_IDS, isGameId, type GameId } from '../common/games';
import type { AnalyseRoute, Route } from '../shell/route';

/** How many of a player's latest games the page asks for (and searches). */
export const PROFILE_GAMES = 100;

export type Outcome = 'win' | 'loss' | 'draw' | 'unfinished';
export const OUTCOMES: readonly Outcome[] = ['win', 'loss', 'draw', 'unfinished'];

export interface GameRow {
  readonly gameId: string;
  readonly game: GameId | null; // null: a variant the app does not offer (plain chess)
  readonly colour: 'white' | 'black' | null; // the player's; null: not one of its players
  readonly opponent: string; // the other player's name (both, 'white – black', when not its game)
  readonly outcome: Outcome | null; // for the player; null: not one of its players
  readonly result: string; // '1-0'
  readonly rated: boolean;
  readonly endedAt: string;
  readonly analyse: AnalyseRoute | null; // null: a variant the app does not offer
  readonly replay: Route; // the archive's replay, `?game=<gameId>`
}

export interface GameFilter {
  readonly opponent: string; // a part of the opponent's name, any case; '': any
  readonly game: GameId | null;
  readonly outcome: Outcome | null;
}

export const ANY_GAME: GameFilter = { opponent: '', game: null, outcome: null };

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The moves of an archived game one by one (a Parallel worlds turn's sub-moves split). */
export const archivedMoves = (game: ArchivedGame): string[] =>
  game.moves.flatMap((turn) => turn.split(/\s+/).filter((move) => move !== ''));

/** The analysis board of an archived game, or null for a variant the app does not offer. */
export function analyseRoute(game: ArchivedGame): AnalyseRoute | null {
  if (!isGameId(game.variant)) return null;
  const start = gameById(game.variant)!.startFen;
  return {
    page: 'analyse',
    game: game.variant,
    fen: game.fen === start ? null : game.fen,
    moves: archivedMoves(game),
    tree: null,
    view: null,
  };
}

function outcomeOf(result: string, colour: 'white' | 'black'): Outcome {
  if (result === '1/2-1/2') return 'draw';
  if (result === '1-0') return colour === 'white' ? 'win' : 'loss';
  if (result === '0-1') return colour === 'black' ? 'win' : 'loss';
  return 'unfinished';
}

/** One archived game as a row of `player`'s page. */
export function gameRow(game: ArchivedGame, player: string): GameRow {
  const colour = same(game.white, player) ? 'white' : same(game.black, player) ? 'black' : null;
  return {
    gameId: game.gameId,
    game: isGameId(game.variant) ? game.variant : null,
    colour,
    opponent:
      colour === 'white'
        ? game.black
        : colour === 'black'
          ? game.white
          : `${game.white} – ${game.black}`,
    outcome: colour ? outcomeOf(game.result, colour) : null,
    result: game.result,
    rated: game.rated,
    endedAt: game.endedAt,
    analyse: analyseRoute(game),
    replay: { page: 'archive', gameId: game.gameId, view: null },
  };
}

/** The rows that pass the search. */
export function filterRows(rows: readonly GameRow[], filter: GameFilter): GameRow[] {
  const part = filter.opponent.trim().toLowerCase();
  return rows.filter(
    (row) =>
      (part === '' || row.opponent.toLowerCase().includes(part)) &&
      (filter.game === null || row.game === filter.game) &&
      (filter.outcome === null || row.outcome === filter.outcome),
  );
}

/** Games played per game, in the registry's order: the app's games that were played. */
export function gameCounts(profile: PlayerProfile): Array<{ game: GameId; count: number }> {
  return GAME_IDS.flatMap((game) => {
    const count = profile.games[game] ?? 0;
    return count > 0 ? [{ game, count }] : [];
  });
}

/**
 * The archive's queries: who holds each seat of a game (written when a player takes it), a
 * player's games newest first, one game by id, and how many games a player played per variant, in the shape of the API (`ArchivedGame`; never a seat key). A
 * room's moves and result are read off its event log through the protocol's one fold
 * (src/protocol/fold.ts), so the archive and the rooms cannot disagree; a room that played
 * rematches is archived as its latest game. Only finished games (`ended_at` set) are listed and
 * counted; `gameById` also answers for a game going on.
 */
import type { Kysely, Selectable } from 'kysely';
import { resultText, type GameEndReason } from '../../rules';
import {
  EventFold,
  colorOf,
  type GameEvent,
  type GameOutcome,
  type OnlineVariant,
  type Seat,
} from '../../protocol';
import { nameKey } from '../playerStore';
import type { Database } from './schema';

export interface ArchivedGame {
  readonly gameId: string;
  readonly variant: OnlineVariant;
  /** The players' names (null: the seat had no identity). */
  readonly white: string | null;
  readonly black: string | null;
  /** `1-0`, `0-1`, `1/2-1/2`, or `*` while it goes on. */
  readonly result: string;
  readonly rated: boolean;
  /** The start position. */
  readonly fen: string;
  /** The turns in canonical notation (a Parallel worlds turn: its sub-moves joined by spaces). */
  readonly moves: string[];
  /** Ms since 1970 of its end; null while it goes on. */
  readonly endedAt: number | null;
  /** How it ended (`resignation`, `checkmate`…; the record's Termination); null while it goes on. */
  readonly reason: GameEndReason | null;
  /** The game of the room it is (1, then one more per rematch) and the seat that played White. */
  readonly number: number;
  readonly whiteSeat: Seat;
}

/** A result as records write it (the rules core's writer; the protocol names sides by word). */
const resultOfOutcome = (outcome: GameOutcome | null): string =>
  resultText(outcome && { ...outcome, winner: outcome.winner && colorOf(outcome.winner) });

/** The result of the latest game of a room's log. */
export function resultOf(events: readonly GameEvent[]): string {
  const fold = new EventFold();
  fold.fold(events);
  return resultOfOutcome(fold.outcome);
}

const COLUMNS = [
  'game_id',
  'variant',
  'player0_name',
  'player1_name',
  'rated',
  'ended_at',
] as const;
type Row = Pick<Selectable<Database['games']>, (typeof COLUMNS)[number]>;

async function archived(db: Kysely<Database>, row: Row): Promise<ArchivedGame | null> {
  const log = await db
    .selectFrom('game_events')
    .select('body')
    .where('game_id', '=', row.game_id)
    .orderBy('v')
    .execute();
  const fold = new EventFold();
  fold.fold(log.map((event) => JSON.parse(event.body) as GameEvent));
  const game = fold.game;
  if (!game) return null;
  const names = [row.player0_name, row.player1_name] as const;
  const moves: string[] = [];
  let at = 0;
  for (const turn of game.turns) {
    moves.push(game.moves.slice(at, at + turn.length).join(' '));
    at += turn.length;
  }
  return {
    gameId: row.game_id,
    variant: row.variant as OnlineVariant,
    white: names[game.white],
    black: names[1 - game.white]!,
    result: resultOfOutcome(game.outcome),
    reason: game.outcome?.reason ?? null,
    rated: row.rated === 1,
    fen: game.fen,
    moves,
    endedAt: game.outcome ? row.ended_at : null,
    number: game.number,
    whiteSeat: game.white,
  };
}

async function archivedAll(db: Kysely<Database>, rows: readonly Row[]): Promise<ArchivedGame[]> {
  const games = await Promise.all(rows.map((row) => archived(db, row)));
  return games.filter((game): game is ArchivedGame => game !== null);
}

/** The finished games of the player named `name` (without regard to case), newest first. */
export async function gamesOfPlayer(
  db: Kysely<Database>,
  name: string,
  { max }: { max: number },
): Promise<ArchivedGame[]> {
  const player = await db
    .selectFrom('players')
    .select('id')
    .where('name_key', '=', nameKey(name))
    .executeTakeFirst();
  if (!player) return [];
  const rows = await db
    .selectFrom('games')
    .select(COLUMNS)
    .where((eb) => eb.or([eb('player0_id', '=', player.id), eb('player1_id', '=', player.id)]))
    .where('ended_at', 'is not', null)
    .orderBy('ended_at', 'desc')
    .limit(max)
    .execute();
  return archivedAll(db, rows);
}

/** One game by its id (finished or going on); null if there is none. */
export async function gameById(db: Kysely<Database>, gameId: string): Promise<ArchivedGame | null> {
  const row = await db
    .selectFrom('games')
    .select(COLUMNS)
    .where('game_id', '=', gameId)
    .executeTakeFirst();
  return row ? archived(db, row) : null;
}

/** How many finished games the player played, per variant. */
export async function countsByVariant(
  db: Kysely<Database>,
  playerId: string,
): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('games')
    .select(['variant', (eb) => eb.fn.countAll<number>().as('n')])
    .where((eb) => eb.or([eb('player0_id', '=', playerId), eb('player1_id', '=', playerId)]))
    .where('ended_at', 'is not', null)
    .groupBy('variant')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.variant, Number(row.n)]));
}

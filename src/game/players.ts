/**
 * Who plays each side, as ports: a side is played here (a person at this screen), by the computer
 * at a level (in this tab, computerPlayer.ts), or by someone elsewhere (`remote`: an opponent
 * online, which the next issue brings; nothing plays it yet). The store only asks whether the
 * side to move is played here or away (`isAway`): a player who is not at this screen moves
 * through its own intent (`playAwayMove`), driven by its `SideController`, while the screen's
 * clicks and typed moves wait. The players belong to the game: they are written into the record
 * as its `White` and `Black` tags (`[White "Computer level 4"]`, `[Black "Human"]`), so a saved
 * game, an exported record and a record opened again all keep the opponent, through the one
 * record format.
 *
 * The levels are the engine's (src/engine/levels.ts: `LEVELS`, `DEFAULT_LEVEL`, `parseLevel`); the
 * game layer imports only that module, which is data, so the engine's code stays in its worker's chunk.
 */
import { parseLevel } from '../engine/levels';
import type { Level } from '../engine/protocol';
import type { Problem, RecordRating } from '../rules';

export type Player =
  | { readonly kind: 'here'; readonly name?: string; readonly elo?: Elo } // a person at this screen (online: named)
  | { readonly kind: 'computer'; readonly level: Level } // level: 4, 'random'
  | { readonly kind: 'remote'; readonly name: string; readonly elo?: Elo }; // name: 'alice' — playing elsewhere

/**
 * An online player's rating (issue 43), as the record's `WhiteElo`/`BlackElo` tags: before the
 * game, rounded; `diff`, once the game has been rated, its `WhiteRatingDiff`/`BlackRatingDiff`.
 */
export type Elo = RecordRating;

/** How a side is played: here, by the computer, or elsewhere. */
export type PlayerKind = Player['kind'];

/**
 * What plays a side that is not at this screen (the computer here; an opponent elsewhere next):
 * once started it watches the game and, when its side is to move, plays through the store's
 * `playAwayMove`; stopped, it leaves the game alone.
 */
export interface SideController {
  readonly kind: Exclude<PlayerKind, 'here'>;
  start(): void;
  stop(): void;
}

/** White's player, then Black's. */
export type Players = readonly [Player, Player];

/** A person at this screen. */
export const HUMAN: Player = { kind: 'here' };

/** Two people at one screen: the default for every game. */
export const TWO_HUMANS: Players = [HUMAN, HUMAN];

/** The computer at a level. */
export const computer = (level: Level): Player => ({ kind: 'computer', level });

/** Whether `color` (0 White, 1 Black) is played by someone who is not at this screen. */
export const isAway = (players: Players, color: number): boolean =>
  (players[color]?.kind ?? 'here') !== 'here';

/** Whether any side is played away from this screen (by the computer or elsewhere). */
export const hasAway = (players: Players): boolean => isAway(players, 0) || isAway(players, 1);

/** Whether some side is played at this screen. */
export const hasHere = (players: Players): boolean => !isAway(players, 0) || !isAway(players, 1);

/** Why a move made at this screen is refused while `player`, who is away, is to move. */
export const awayToMoveProblem = (player: Player): Problem =>
  player.kind === 'computer' ? { code: 'computer-to-move' } : { code: 'opponent-to-move' };

/** Whether the computer plays `color` (0 White, 1 Black). */
export const isComputer = (players: Players, color: number): boolean =>
  players[color]?.kind === 'computer';

/** Whether any side is the computer. */
export const hasComputer = (players: Players): boolean =>
  isComputer(players, 0) || isComputer(players, 1);

/**
 * The record tag's text of a player: 'Human' (or the name an online player has), 'Computer level 4',
 * 'Computer random', 'alice'.
 */
export function playerTag(player: Player): string {
  if (player.kind === 'here') return player.name ?? 'Human';
  if (player.kind === 'remote') return player.name;
  return typeof player.level === 'number'
    ? `Computer level ${player.level}`
    : `Computer ${player.level}`;
}

/** A player from a record tag; any name that is not the computer's is a person. */
export function parsePlayerTag(text: string | undefined): Player {
  const match = /^\s*Computer(?: level)? (\S+)\s*$/i.exec(text ?? '');
  const level = match ? parseLevel(match[1]!.toLowerCase()) : undefined;
  return level === undefined ? HUMAN : computer(level);
}

/**
 * Who plays each side: a person at the screen or the computer at a level. The players belong to
 * the game: they are written into the record as its `White` and `Black` tags
 * (`[White "Computer level 4"]`, `[Black "Human"]`), so a saved game, an exported record and a
 * record opened again all keep the opponent, through the one record format.
 *
 * The levels are the engine's (src/engine/levels.ts: `LEVELS`, `DEFAULT_LEVEL`, `parseLevel`); the
 * game layer imports only that module, which is data, so the engine's code stays in its worker's chunk.
 */
import { parseLevel } from '../engine/levels';
import type { Level } from '../engine/protocol';

export type Player =
  { readonly kind: 'human' } | { readonly kind: 'computer'; readonly level: Level }; // level: 4, 'random'

/** White's player, then Black's. */
export type Players = readonly [Player, Player];

export const HUMAN: Player = { kind: 'human' };

/** Two people at one screen: the default for every game. */
export const TWO_HUMANS: Players = [HUMAN, HUMAN];

/** The computer at a level. */
export const computer = (level: Level): Player => ({ kind: 'computer', level });

/** Whether the computer plays `color` (0 White, 1 Black). */
export const isComputer = (players: Players, color: number): boolean =>
  players[color]?.kind === 'computer';

/** Whether any side is the computer. */
export const hasComputer = (players: Players): boolean =>
  isComputer(players, 0) || isComputer(players, 1);

/** The record tag's text of a player: 'Human', 'Computer level 4', 'Computer random'. */
export function playerTag(player: Player): string {
  if (player.kind === 'human') return 'Human';
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

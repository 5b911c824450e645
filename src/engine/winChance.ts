/**
 * Each game's win-chance curve: the constant k of 1 / (1 + e^(−k·cp)), White's (or the side to
 * move's) chance of winning from a score in centipawns. Here, below the analysis board's reading
 * of scores (src/game/analysisLines.ts) and the puzzle generator (src/puzzles), so both read a
 * score through one curve. Data only: the game layer imports it without loading the search.
 */

/** The constant of the logistic curve from centipawns to a winning chance: lichess's, for chess. */
export const LICHESS_K = 0.00368208;

/**
 * Each game's constant, fitted to the engine's self-play (level 4 against itself, 40 games a
 * game: `npm run bench:winchance`, docs/engine-results.md, 2026-12-04). Parallel worlds chess is
 * far flatter than chess (a king capture can turn any position); standard chess keeps lichess's.
 */
const WIN_CHANCE_K: Readonly<Record<string, number>> = {
  'parallel-worlds': 0.0008,
  'pocket-mutation': 0.0051,
  plunder: 0.0043,
};

/** The win-chance curve's constant of a game (lichess's chess one for a game not fitted). */
export function winChanceK(gameId: string): number {
  return WIN_CHANCE_K[gameId] ?? LICHESS_K;
}

/** The chance (0 to 1) of winning from `centipawns` for the side they are counted for. */
export function winChance(centipawns: number, k: number): number {
  return 1 / (1 + Math.exp(-k * centipawns));
}

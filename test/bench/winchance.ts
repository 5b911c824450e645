/**
 * The win-chance curve of each game, fitted to the engine's own self-play: the analysis board's
 * evaluation bar and game review (src/game/analysisLines.ts) read a score through it.
 *
 * Run: `npm run --silent bench:winchance -- --games 60 --level 4` (defaults: 60 games a game,
 * level 4 against itself, `--seed 1`). Each game starts from a seeded random opening (as
 * `npm run match` plays) and is played to its end by the rules (or the move limit, a draw); every
 * position's search score is kept with the game's result, from White's side (scores of a mate
 * or a king capture, and beyond ±2000, are left out: they say nothing about the curve's slope).
 * Prints, per game, the positions, White's score, and the k of greatest likelihood of
 * 1 / (1 + e^(−k·cp)) with its 95 % bootstrap interval (test/bench/winChanceFit.ts), beside
 * lichess's chess constant 0.00368208 for comparison.
 */
import { chooseMove, parseLevel, type Level } from '../../src/engine';
import { playGame, randomOpening, type Player } from '../../src/engine/match';
import { PARALLEL_WORLDS, PLUNDER, POCKET_MUTATION } from '../../src/rules';
import { bootstrapK, fitK, type ScoredGame } from './winChanceFit';

const options = { games: '60', level: '4', seed: '1' };
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i += 2) {
  const key = args[i]!.replace(/^--/, '') as keyof typeof options;
  if (!(key in options) || args[i + 1] === undefined) {
    console.error(`usage: bench:winchance -- [--games N] [--level L] [--seed S]; not '${args[i]}'`);
    process.exit(2);
  }
  options[key] = args[i + 1]!;
}
const games = Number(options.games);
const level = parseLevel(options.level) as Level | undefined;
const seed = Number(options.seed);
if (!Number.isInteger(games) || games < 2 || level === undefined || !Number.isInteger(seed)) {
  console.error(
    'error: --games takes a whole number from 2, --level a level, --seed a whole number',
  );
  process.exit(2);
}

const CAP = 2000;
console.log(
  `command: npm run --silent bench:winchance -- --games ${games} --level ${options.level} --seed ${seed}`,
);
for (const game of [PARALLEL_WORLDS, POCKET_MUTATION, PLUNDER]) {
  const played: ScoredGame[] = [];
  let whiteScore = 0;
  for (let g = 0; g < games; g++) {
    const scores: number[] = [];
    // the engine as both players, keeping each answer's score from White's side
    const scoring: Player = (pos, opts) => {
      const answer = chooseMove(pos, opts);
      const white = pos.turn === 0 ? answer.score : -answer.score;
      if (pos.subMoves === 0 && Math.abs(white) <= CAP) scores.push(white);
      return answer;
    };
    const record = randomOpening(game, seed * 1000 + Math.floor(g / 2));
    const result = playGame(record, level, level, g % 2 === 0, {
      seed: seed * 100_003 + g * 1000,
      players: [scoring, scoring],
    });
    const white = (result.aWhite ? result.scoreA : 1 - result.scoreA) as 0 | 0.5 | 1;
    whiteScore += white;
    played.push({ scores, result: white });
  }
  const k = fitK(played);
  const [low, high] = bootstrapK(played);
  const positions = played.reduce((sum, each) => sum + each.scores.length, 0);
  console.log(
    `${game.id}: ${games} games, ${positions} positions, White ${((whiteScore / games) * 100).toFixed(0)}%  k = ${k.toFixed(5)} (95 % ${low.toFixed(5)}…${high.toFixed(5)}; lichess's chess 0.00368)`,
  );
}

/**
 * Engine-against-engine matches, for the strength ladder: seeded random openings, each played
 * twice with colours swapped, games to the end by the rules (or a move limit, scored a draw),
 * and the result with its Elo difference and a 95 % interval. A match measures the levels'
 * node budgets alone: their time caps, which guard a player's wait on a slow machine, are off,
 * so a game depends only on its seed, not on how busy the machine is. A timed match (`clock`)
 * plays on real clocks instead (src/rules/clock.ts, read from `performance.now()`): each search
 * is held to `clockBudgetMs` of the time left, and a side that runs out loses on time (or draws,
 * `flagOutcome`); such games depend on the machine's speed.
 */
import {
  GameRecord,
  flagOutcome,
  endTurn,
  flagged,
  legalMoves,
  parseFen,
  startClock,
  timeLeft,
  END_TURN,
  type GameDefinition,
  type Move,
  type Position,
  type TimeControl,
} from '../rules';
import { TranspositionTable, chooseMove, type ChooseOptions } from './index';
import { clockBudgetMs, type Level } from './levels';
import { seededRandom } from './random';

export interface GameResult {
  /** 1 when `a` won, 0.5 a draw, 0 when `b` won. */
  readonly scoreA: number;
  readonly aWhite: boolean;
  readonly reason: string;
  readonly moves: number;
}

/** Turns (moves in the flat games) after which a game is stopped and scored a draw. */
const MOVE_LIMIT = 150;

/**
 * A seeded random opening: two turns each, one sub-move a turn in Parallel worlds chess, from
 * the game's start or from `fen` (the piece-value study's unbalanced arrays).
 */
export function randomOpening(game: GameDefinition, seed: number, fen = game.startFen): GameRecord {
  const random = seededRandom(seed);
  for (;;) {
    const start = parseFen(game, fen);
    if (!start.ok) throw new Error(start.error);
    const record = new GameRecord(start.value);
    for (let turn = 0; turn < 4 && !record.outcome; turn++) {
      const moves = record.legalMoves().filter((m) => m !== END_TURN);
      record.playMove(moves[Math.floor(random() * moves.length)]!);
      if (record.position.subMoves > 0 && legalMoves(record.position).includes(END_TURN))
        record.playMove(END_TURN);
    }
    if (!record.outcome) return record;
  }
}

/**
 * What answers a player's turns: `chooseMove` by default; a benchmark passes another build's
 * engine (test/bench/search.ts plays this tree's search against an older commit's).
 */
export type Player = (pos: Position, options: ChooseOptions) => { readonly moves: readonly Move[] };

/** Plays one game from `record` (an opening) between levels `a` and `b`. */
export function playGame(
  record: GameRecord,
  a: Level,
  b: Level,
  aWhite: boolean,
  options: {
    nodes?: number;
    seed: number;
    clock?: TimeControl;
    players?: readonly [Player, Player];
  },
): GameResult {
  const aColor = aWhite ? 0 : 1;
  // Each player searches with a table of its own, fresh for the game: a weaker level must not
  // play from the stronger one's analysis, and a game does not depend on the games before it.
  const tables = [new TranspositionTable(), new TranspositionTable()];
  let turns = 0;
  let clock = options.clock ? startClock(options.clock, record.position.turn) : null;
  while (!record.outcome && turns < MOVE_LIMIT * 2) {
    const pos = record.position;
    const level = pos.turn === aColor ? a : b;
    const history = record.positions.filter((p) => p.subMoves === 0).slice(0, -1);
    const side = pos.turn === aColor ? 0 : 1;
    const table = tables[side];
    const answer = (options.players?.[side] ?? chooseMove)(pos, {
      level,
      maxNodes: options.nodes,
      timeMs: clock
        ? clockBudgetMs(
            Infinity,
            timeLeft(clock, performance.now())[pos.turn],
            clock.control.increment,
          )
        : Number.POSITIVE_INFINITY,
      seed: options.seed + turns,
      history,
      table,
    });
    if (clock && flagged(clock, performance.now()) !== null) {
      const { winner } = flagOutcome(pos, pos.turn);
      const scoreA = winner === null ? 0.5 : winner === aColor ? 1 : 0;
      return { scoreA, aWhite, reason: 'timeout', moves: turns };
    }
    for (const move of answer.moves) if (!record.outcome) record.playMove(move);
    if (clock) clock = endTurn(clock, performance.now());
    turns++;
  }
  const outcome = record.outcome;
  if (!outcome) return { scoreA: 0.5, aWhite, reason: 'move-limit', moves: turns };
  const scoreA = outcome.winner === null ? 0.5 : outcome.winner === aColor ? 1 : 0;
  return { scoreA, aWhite, reason: outcome.reason, moves: turns };
}

export interface MatchSummary {
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  /** a's score, 0..1. */
  readonly score: number;
  readonly elo: number;
  /** Half the width of the 95 % interval of the Elo difference. */
  readonly margin: number;
}

const eloOf = (score: number): number => -400 * Math.log10(1 / score - 1);

/**
 * W/D/L, score, Elo difference and its 95 % margin (normal approximation over the games'
 * scores). A score of 0 % or 100 % is moved half a game inwards so that the Elo stays finite.
 */
export function summarize(scores: readonly number[]): MatchSummary {
  const n = scores.length;
  const wins = scores.filter((s) => s === 1).length;
  const draws = scores.filter((s) => s === 0.5).length;
  const losses = n - wins - draws;
  const score = (wins + draws / 2) / n;
  const clamp = (s: number): number => Math.min(Math.max(s, 0.5 / n), 1 - 0.5 / n);
  // All games alike (say all won) measure no spread: use the binomial spread of the clamped score.
  const measured = scores.reduce((sum, s) => sum + (s - score) ** 2, 0) / n;
  const variance = measured > 0 ? measured : clamp(score) * (1 - clamp(score));
  const spread = 1.96 * Math.sqrt(variance / n);
  const elo = eloOf(clamp(score));
  const low = eloOf(clamp(score - spread));
  const high = eloOf(clamp(score + spread));
  return { wins, draws, losses, score, elo, margin: (high - low) / 2 };
}

/** The match's last line: `<a> vs <b>: +W =D -L  score S%  elo E ± M`. */
export function summaryLine(a: string, b: string, s: MatchSummary): string {
  return `${a} vs ${b}: +${s.wins} =${s.draws} -${s.losses}  score ${(s.score * 100).toFixed(1)}%  elo ${Math.round(s.elo)} ± ${Math.round(s.margin)}`;
}

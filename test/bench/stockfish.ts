/**
 * The computer's levels measured in standard chess against Stockfish's calibrated limiter
 * (`UCI_LimitStrength`, `UCI_Elo`; Debian's `stockfish` package), so that a level can carry an
 * approximate rating a player understands. The figure is a standard-chess one: the other games
 * have no rated players to anchor to.
 *
 * Run: `npm run --silent bench:stockfish -- --levels 4,6,8 --elo 1350 --games 20 --tc 10+0.1`
 * (defaults: levels 1…8, Elo 1350 — Stockfish 15.1's lowest — 20 games, 10 s + 0.1 s a move for
 * Stockfish, `--seed 1`). Each game starts from a seeded random opening (two moves a side, as
 * `npm run match` plays), each opening twice with colours swapped; our level plays on its node
 * budget (its time cap off, as in every match), Stockfish on its clock. A level's line gives its
 * result, the Elo difference with its 95 % interval (`summarize`, src/engine/match.ts) and the
 * rating it implies: Stockfish's UCI_Elo plus that difference. Stockfish's limiter is calibrated
 * at 60 s + 0.6 s (CCRL 40/4 anchors), and on a loaded machine its clock buys it fewer nodes while
 * our node budgets do not shrink: the machine's load is printed before and after.
 */
import { loadavg } from 'node:os';
import { chooseMove, parseLevel, TranspositionTable, type Level } from '../../src/engine';
import { randomOpening, summarize, summaryLine } from '../../src/engine/match';
import { CHESS, makeMove, type GameRecord } from '../../src/rules';
import { UciEngine } from './uci';

/** Turns after which a game is stopped and scored a draw (as in src/engine/match.ts). */
const MOVE_LIMIT = 150;

const options = { levels: '1,2,3,4,5,6,7,8', elo: '1350', games: '20', tc: '10+0.1', seed: '1' };
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i += 2) {
  const key = args[i]!.replace(/^--/, '') as keyof typeof options;
  if (!(key in options) || args[i + 1] === undefined) {
    console.error(`error: unknown option or missing value '${args[i]}'`);
    process.exit(2);
  }
  options[key] = args[i + 1]!;
}
const levels = options.levels.split(',').map((text) => {
  const level = parseLevel(text);
  if (level === undefined || typeof level !== 'number') {
    console.error(`error: --levels takes levels 1…8, not '${text}'`);
    process.exit(2);
  }
  return level;
});
const [base, increment] = options.tc.split('+').map((t) => Math.round(Number(t) * 1000)) as [
  number,
  number,
];
const elo = Number(options.elo);
const games = Number(options.games);
const seed = Number(options.seed);

/** Ours 'e7e8=Q' is UCI's 'e7e8q'; castling is the king's two-square move in both. */
const toUci = (move: string) =>
  move.replace(/=([QRBN])$/, (_, piece: string) => piece.toLowerCase());

/** Plays one game from `record`; 1 when our level won, 0.5 a draw, 0 a loss. */
async function playGame(
  record: GameRecord,
  level: Level,
  stockfish: UciEngine,
  oursWhite: boolean,
  gameSeed: number,
): Promise<{ score: number; reason: string }> {
  await stockfish.newGame();
  const table = new TranspositionTable();
  const startFen = CHESS.startFen;
  let stockfishLeft = base;
  for (let turn = 0; !record.outcome && turn < MOVE_LIMIT * 2; turn++) {
    const oursToMove = (record.position.turn === 0) === oursWhite;
    if (oursToMove) {
      const answer = chooseMove(record.position, {
        level,
        timeMs: Number.POSITIVE_INFINITY,
        seed: gameSeed + turn,
        table,
        history: record.positions.slice(0, -1),
      });
      for (const move of answer.moves) record.playMove(move);
    } else {
      const clock = {
        wtime: stockfishLeft,
        btime: stockfishLeft,
        winc: increment,
        binc: increment,
      };
      const started = performance.now();
      const best = await stockfish.bestMove(startFen, record.moves.map(toUci), clock);
      stockfishLeft += increment - (performance.now() - started);
      if (stockfishLeft <= 0) return { score: 1, reason: 'stockfish lost on time' };
      const move = record.legalMoves().find((m) => toUci(makeMove(record.position, m)) === best);
      if (move === undefined) throw new Error(`Stockfish played ${best}, not legal here`);
      record.playMove(move);
    }
  }
  const outcome = record.outcome;
  if (!outcome) return { score: 0.5, reason: 'move-limit' };
  const oursColor = oursWhite ? 0 : 1;
  return {
    score: outcome.winner === null ? 0.5 : outcome.winner === oursColor ? 1 : 0,
    reason: outcome.reason,
  };
}

const stockfish = await UciEngine.start({
  UCI_LimitStrength: true,
  UCI_Elo: elo,
  Threads: 1,
  Hash: 16,
});
console.log(
  `command: npm run --silent bench:stockfish -- --levels ${options.levels} --elo ${elo} --games ${games} --tc ${options.tc} --seed ${seed}`,
);
console.log(`${stockfish.name}, UCI_Elo ${elo}; load average ${loadavg()[0]!.toFixed(1)}`);
for (const level of levels) {
  const scores: number[] = [];
  for (let g = 0; g < games; g++) {
    const record = randomOpening(CHESS, seed * 1000 + Math.floor(g / 2));
    const result = await playGame(record, level, stockfish, g % 2 === 0, seed * 100_003 + g * 1000);
    scores.push(result.score);
    console.log(`  level ${level} game ${g + 1}: ${result.score} (${result.reason})`);
  }
  const summary = summarize(scores);
  console.log(
    `${summaryLine(`level ${level}`, `Stockfish ${elo}`, summary)}  rating ≈ ${Math.round(elo + summary.elo)} ± ${Math.round(summary.margin)}`,
  );
}
console.log(`load average at the end ${loadavg()[0]!.toFixed(1)}`);
stockfish.quit();

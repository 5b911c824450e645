/**
 * `npm run bench`: speed of the rules core, measured against chessops (the lichess rules library,
 * a dev dependency used only here) in the same run, so that the figure is a ratio and survives a
 * noisy shared machine. Both count perft the same way (legal moves, the last ply counted without
 * playing it). Also: Parallel worlds sub-move listing and turn perft, Pocket mutation and
 * PlunderChess perft; the readers (FEN, record, typed move, mid-turn text) on 256 KB and 1 MB
 * inputs, to show that they are linear; the engine's search speed per game (nodes per second at a
 * fixed node count). Each figure is the best of a few alternating runs.
 */
import { Chess } from 'chessops/chess';
import { perft as chessopsPerft } from 'chessops/debug';
import { parseFen as chessopsParseFen } from 'chessops/fen';
import {
  CHESS,
  PARALLEL_WORLDS,
  PLUNDER,
  POCKET_MUTATION,
  legalMoves,
  makeFen as makeFenOf,
  parseFen,
  parseSan,
  parseTurnFen,
  perft,
} from '../../src/rules';
import { readRecord } from '../../src/game/recordFile';
import { sessionFromFen } from '../../src/ui/library/importText';
import type { GameDefinition, Position } from '../../src/rules';
import { chooseMove } from '../../src/engine';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

const CHESS_POSITIONS: Array<[string, string, number]> = [
  ['start', CHESS.startFen, 5],
  ['kiwipete', 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1', 4],
  ['position 3', '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1', 5],
  ['position 4', 'r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1', 4],
  ['position 5', 'rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8', 4],
];

function position(game: GameDefinition, fen: string): Position {
  const parsed = parseFen(game, fen);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}

/** Best wall time (ms) of `ROUNDS` runs of `work`, and its result. */
function best(work: () => number): { ms: number; result: number } {
  let ms = Infinity;
  let result = 0;
  for (let i = 0; i < ROUNDS; i++) {
    const start = performance.now();
    result = work();
    ms = Math.min(ms, performance.now() - start);
  }
  return { ms, result };
}

const rate = (count: number, ms: number): string => `${((count / ms) * 1000).toFixed(0)}/s`;

console.log('command: npm run bench  (BENCH_ROUNDS=' + ROUNDS + ', best of rounds)');
console.log('\nStandard chess perft: this core vs chessops');
let oursMs = 0;
let theirsMs = 0;
for (const [name, fen, depth] of CHESS_POSITIONS) {
  const ours = position(CHESS, fen);
  const setup = chessopsParseFen(fen).unwrap();
  const theirs = Chess.fromSetup(setup).unwrap();
  perft(ours, depth - 1); // warm up both
  chessopsPerft(theirs, depth - 1, false);
  const a = best(() => perft(ours, depth));
  const b = best(() => chessopsPerft(theirs, depth, false));
  if (a.result !== b.result)
    throw new Error(`${name}: ${a.result} nodes here, ${b.result} in chessops`);
  oursMs += a.ms;
  theirsMs += b.ms;
  console.log(
    `  ${name.padEnd(11)} depth ${depth} ${String(a.result).padStart(8)} nodes   core ${rate(a.result, a.ms).padStart(11)}   chessops ${rate(b.result, b.ms).padStart(11)}   ratio ${(b.ms / a.ms).toFixed(2)}`,
  );
}

console.log('\nParallel worlds chess');
const pwStart = position(PARALLEL_WORLDS, PARALLEL_WORLDS.startFen);
const pwMiddle = position(
  PARALLEL_WORLDS,
  'r1bqkb1r/pppp1ppp/2n2n2/4p3/4P3/2N2N2/PPPP1PPP/R1BQKB1R|8/3p4/8/8/8/8/4P3/8|rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R w 1KQkq3KQkq - 2 5',
);
for (const [name, pos] of [
  ['start', pwStart],
  ['middlegame', pwMiddle],
] as const) {
  const calls = 20000;
  const list = best(() => {
    let total = 0;
    for (let i = 0; i < calls; i++) total += legalMoves(pos).length;
    return total;
  });
  console.log(
    `  ${name}: ${list.result / calls} legal sub-moves, listed in ${((list.ms * 1000) / calls).toFixed(2)} µs per call`,
  );
}
const turns = best(() => perft(pwMiddle, 1));
console.log(
  `  turn perft(1) of the middlegame: ${turns.result} turns, ${rate(turns.result, turns.ms)} turns`,
);
const turns2 = best(() => perft(pwStart, 1));
console.log(
  `  turn perft(1) of the start: ${turns2.result} turns, ${rate(turns2.result, turns2.ms)} turns`,
);

console.log('\nPocket mutation chess and PlunderChess perft (core)');
const flatRuns: Array<[GameDefinition, string, string, number]> = [
  [POCKET_MUTATION, 'start', POCKET_MUTATION.startFen, 4],
  [PLUNDER, 'start', PLUNDER.startFen, 4],
  [PLUNDER, 'kiwipete', 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1', 3],
];
for (const [game, name, fen, depth] of flatRuns) {
  const pos = position(game, fen);
  const run = best(() => perft(pos, depth));
  console.log(
    `  ${game.id} ${name} depth ${depth}: ${run.result} nodes, ${rate(run.result, run.ms)} nodes`,
  );
}

console.log('\nReaders on long input (each must be linear: 1 MB about 4× the time of 256 KB)');
const KB = 1024;
const PW_START = PARALLEL_WORLDS.startFen;
const readers: Array<[string, (size: number) => string, (text: string) => boolean]> = [
  [
    'Pocket mutation FEN, many [',
    (n) => `4k3/8/8/8/8/8/8/4K3${'['.repeat(n)}] w - - 0 1`,
    (text) => parseFen(POCKET_MUTATION, text).ok,
  ],
  [
    'PlunderChess FEN, a long rank',
    (n) => `4k3/8/8/8/8/8/8/${'B('.repeat(n / 2)} w - - 0 1`,
    (text) => parseFen(PLUNDER, text).ok,
  ],
  [
    'pasted FEN tried on every game',
    (n) => `4k3/8/8/8/8/8/8/4K3${'['.repeat(n)} w - - 0 1`,
    (text) => !('error' in sessionFromFen(text, 'plunder')),
  ],
  [
    'record, a long body',
    (n) => `[Game "chess"]\n\n${'1. '.repeat(n / 3)}*\n`,
    (text) => readRecord(text).ok,
  ],
  ['record, a long tag', (n) => `[Game "${'x'.repeat(n)}\n\n*`, (text) => readRecord(text).ok],
  [
    'typed move, many check marks',
    (n) => `e4${'+'.repeat(n)}x`,
    (text) => parseSan(position(CHESS, CHESS.startFen), text).ok,
  ],
  [
    'mid-turn text, long sub-moves',
    (n) => `${PW_START} ; ${'1e2-1e4 '.repeat(n / 8)}`.trimEnd(),
    (text) => parseTurnFen(PARALLEL_WORLDS, text).ok,
  ],
];
for (const [name, make, read] of readers) {
  const small = make(256 * KB);
  const large = make(1024 * KB);
  const a = best(() => +read(small));
  const b = best(() => +read(large));
  console.log(
    `  ${name.padEnd(31)} 256 KB ${a.ms.toFixed(2).padStart(7)} ms   1 MB ${b.ms.toFixed(2).padStart(7)} ms   ×${(b.ms / Math.max(a.ms, 0.001)).toFixed(1)}`,
  );
}

console.log('\nEngine search speed (level 8 search cut at a fixed node count, from a middlegame)');
const SEARCH_NODES = Number(process.env.BENCH_SEARCH_NODES ?? 60000);
const ITALIAN = 'r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/2N2N2/PPPP1PPP/R1BQK2R';
const searchRuns: Array<[GameDefinition, string]> = [
  [CHESS, `${ITALIAN} b KQkq - 5 4`],
  [PARALLEL_WORLDS, makeFenOf(pwMiddle)],
  [POCKET_MUTATION, `${ITALIAN}[] b - - 5 4`],
  [PLUNDER, `${ITALIAN} b KQkq - 5 4`],
];
for (const [game, fen] of searchRuns) {
  const pos = position(game, fen);
  const run = best(() => chooseMove(pos, { level: 8, nodes: SEARCH_NODES, timeMs: 60_000 }).nodes);
  console.log(
    `  ${game.id}: ${run.result} nodes in ${run.ms.toFixed(0)} ms, ${rate(run.result, run.ms)} nodes`,
  );
}

console.log(`\nperft ratio vs chessops: ${(theirsMs / oursMs).toFixed(2)}`);

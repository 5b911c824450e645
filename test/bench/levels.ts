/**
 * Time per move of each level, per game, from a middlegame position (the answer's own clock,
 * wall time on this machine, so a loaded machine reads slower), with the nodes and depth reached.
 * Run: `npm run --silent bench:levels -- [levels]` (default 1…8).
 */
import { CHESS, PARALLEL_WORLDS, PLUNDER, POCKET_MUTATION, parseFen } from '../../src/rules';
import type { GameDefinition } from '../../src/rules';
import { TranspositionTable, chooseMove, parseLevel, type Level } from '../../src/engine';

const ITALIAN = 'r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/2N2N2/PPPP1PPP/R1BQK2R';
const MIDDLEGAMES: Array<[GameDefinition, string]> = [
  [
    PARALLEL_WORLDS,
    'r1bqkb1r/pppp1ppp/2n2n2/4p3/4P3/2N2N2/PPPP1PPP/R1BQKB1R|8/3p4/8/8/8/8/4P3/8|rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R w 1KQkq3KQkq - 2 5',
  ],
  [POCKET_MUTATION, `${ITALIAN}[] b - - 5 4`],
  [PLUNDER, `${ITALIAN} b KQkq - 5 4`],
  [CHESS, `${ITALIAN} b KQkq - 5 4`],
];
const levels = (process.argv[2] ?? '1,2,3,4,5,6,7,8')
  .split(',')
  .map((t) => parseLevel(t)!) as Level[];

console.log('game | level | ms | nodes | depth | answer');
for (const [game, fen] of MIDDLEGAMES) {
  const pos = parseFen(game, fen);
  if (!pos.ok) throw new Error(pos.error);
  for (const level of levels) {
    const a = chooseMove(pos.value, { level, table: new TranspositionTable() }); // a fresh table
    console.log(
      `${game.id} | ${String(level)} | ${a.timeMs} | ${a.nodes} | ${a.depth} | ${a.notation.join(' ')}`,
    );
  }
}

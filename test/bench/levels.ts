/**
 * Time per move of each level, per game, from a middlegame position (the answer's own clock,
 * wall time on this machine, so a loaded machine reads slower), with the nodes and depth reached.
 * Run: `npm run --silent bench:levels -- [levels]` (default 1…8).
 *
 * `npm run --silent bench:levels -- depth [budgets]` instead prints, for six Parallel worlds
 * middlegames (seeded openings, then twelve turns of level 4), the sub-moves completed and the
 * answer at each node budget (default: level 7's, level 8's in the flat games and level 8's
 * here): why level 8 there has 5× level 7's budget and not the flat games' 2.5×.
 */
import { CHESS, PARALLEL_WORLDS, PLUNDER, POCKET_MUTATION, parseFen } from '../../src/rules';
import type { GameDefinition } from '../../src/rules';
import {
  TranspositionTable,
  budgetOf,
  chooseMove,
  levelInfo,
  parseLevel,
  type Level,
} from '../../src/engine';
import { randomOpening } from '../../src/engine/match';

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
function depthByBudget(budgets: number[]): void {
  console.log(`position | ${budgets.map((b) => `${b} nodes: depth, ms, answer`).join(' | ')}`);
  for (let g = 1; g <= 6; g++) {
    const record = randomOpening(PARALLEL_WORLDS, g * 7919);
    for (let turn = 0; turn < 12 && !record.outcome; turn++) {
      const answer = chooseMove(record.position, { level: 4, seed: g + turn, timeMs: Infinity });
      for (const move of answer.moves) record.playMove(move);
    }
    const row = budgets.map((nodes) => {
      const a = chooseMove(record.position, {
        level: 8,
        nodes,
        timeMs: Infinity,
        table: new TranspositionTable(),
      });
      return `${a.depth}, ${a.timeMs}, ${a.notation.join(' ')}`;
    });
    console.log(`${g} | ${row.join(' | ')}`);
  }
}

if (process.argv[2] === 'depth') {
  // Default: level 7's budget, the flat games' level 8 and Parallel worlds level 8.
  const levelBudgets = [
    budgetOf(levelInfo(7), true),
    budgetOf(levelInfo(8), false),
    budgetOf(levelInfo(8), true),
  ];
  const budgets = process.argv[3]?.split(',').map(Number) ?? levelBudgets.map((b) => b.nodes);
  depthByBudget(budgets);
  process.exit(0);
}

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

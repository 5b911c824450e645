/**
 * The tactics figure: the share of the tactics set (`test/unit/support/engineTactics.ts`) each
 * level solves, per game, then the harder rows (mates in two and three, wins in two turns, not
 * promised by any level) on their own, with the time the level took for the whole set.
 * Run: `npm run --silent bench:tactics -- [levels]` (levels comma-separated, default all:
 * random, greedy, 1…8).
 */
import { chooseMove, parseLevel, type Level } from '../../src/engine';
import { TACTICS, tacticPosition } from '../unit/support/engineTactics';

const levels: Level[] = (process.argv[2] ?? 'random,greedy,1,2,3,4,5,6,7,8')
  .split(',')
  .map((text) => {
    const level = parseLevel(text);
    if (level === undefined) throw new Error(`unknown level '${text}'`);
    return level;
  });
const games = [...new Set(TACTICS.map((t) => t.game))];
const harder = TACTICS.filter((t) => !t.guaranteed);

console.log(
  `level | ${games.map((g) => `${g} (${TACTICS.filter((t) => t.game === g).length})`).join(' | ')} | harder rows (${harder.length}) | ms | failed`,
);
for (const level of levels) {
  const started = Date.now();
  const cells: string[] = [];
  const failed: string[] = [];
  let harderSolved = 0;
  for (const game of games) {
    const rows = TACTICS.filter((t) => t.game === game);
    let solved = 0;
    for (const tactic of rows) {
      const pos = tacticPosition(tactic);
      const answer = chooseMove(pos, { level, seed: 1 });
      if (tactic.solves(answer.notation, pos)) {
        solved++;
        if (!tactic.guaranteed) harderSolved++;
      } else failed.push(`${game}: ${tactic.name}`);
    }
    cells.push(`${solved}/${rows.length}`);
  }
  const ms = Date.now() - started;
  console.log(
    `${String(level)} | ${cells.join(' | ')} | ${harderSolved}/${harder.length} | ${ms} | ${failed.join('; ') || '-'}`,
  );
}

/**
 * The promises of levels ≥ 3 (docs/engine.md), on the tactics set of `support/engineTactics.ts`: a
 * king capture within the turn or a mate in one is always taken, and a turn that leaves a king
 * capturable is never played when a turn exists that avoids it. The baselines are checked too:
 * `greedy` takes a king when it can; `random` need not.
 */
import { describe, expect, it } from 'vitest';
import { TranspositionTable, chooseMove, findKingCapture, type Level } from '../../src/engine';
import { WIN_BOUND } from '../../src/engine/search';
import { TACTICS, tacticPosition } from './support/engineTactics';
import { forcesMate } from './support/tacticProofs';

const guaranteed = TACTICS.filter((t) => t.guaranteed);
const rows = ([3, 5] as Level[]).flatMap((level) =>
  guaranteed.map((t) => [level, t.game, t.name, t] as const),
);

describe('levels ≥ 3 solve every guaranteed tactic', () => {
  it.each(rows)(
    'level %s, %s: %s',
    (level, _game, _name, tactic) => {
      const pos = tacticPosition(tactic);
      const answer = chooseMove(pos, { level, seed: 3 });
      expect(tactic.solves(answer.notation, pos), answer.notation.join(' ')).toBe(true);
    },
    30_000,
  );
});

describe('the safety net of levels ≥ 2 (Parallel worlds)', () => {
  it('with a budget too small to see a two-sub-move defence, level 3 still defends both kings', () => {
    const tactic = TACTICS.find((t) => t.name === 'defence: both kings threatened')!;
    const pos = tacticPosition(tactic);
    const answer = chooseMove(pos, { level: 3, nodes: 10 });
    expect(answer.depth).toBe(1); // the search alone saw one sub-move and the end of the turn
    expect(tactic.solves(answer.notation, pos), answer.notation.join(' ')).toBe(true);
    // Level 1 has no safety net: with the same budget it leaves a king to be taken.
    expect(tactic.solves(chooseMove(pos, { level: 1, nodes: 10 }).notation, pos)).toBe(false);
  });
});

describe('the rows of the set are real', () => {
  it.each(TACTICS.map((t) => [t.game, t.name, t] as const))(
    "%s, %s: the row's own solution is right, proved by the rules core",
    (_game, _name, tactic) => {
      const pos = tacticPosition(tactic);
      expect(tactic.solves(tactic.solution.split(' '), pos)).toBe(true);
      if (tactic.depth === undefined) return;
      // No shorter win: no mate in n − 1, or no king capture within this turn.
      if (pos.game.subMoveTurns) expect(findKingCapture(pos)).toBeNull();
      else expect(forcesMate(pos, tactic.depth - 1)).toBe(false);
    },
    30_000,
  );

  it.each(TACTICS.map((t) => [t.game, t.name, t] as const))(
    '%s, %s: not every legal answer solves it (random answers fail)',
    (_game, _name, tactic) => {
      const pos = tacticPosition(tactic);
      let failures = 0;
      for (let seed = 1; seed <= 8; seed++) {
        const answer = chooseMove(pos, { level: 'random', seed });
        if (!tactic.solves(answer.notation, pos)) failures++;
      }
      expect(failures).toBeGreaterThan(0);
    },
    30_000,
  );

  it('greedy takes a king in one sub-move', () => {
    const tactic = TACTICS.find((t) => t.name === 'king capture in 1 sub-move')!;
    const pos = tacticPosition(tactic);
    expect(tactic.solves(chooseMove(pos, { level: 'greedy' }).notation, pos)).toBe(true);
  });
});

describe('Parallel worlds: a win in two turns', () => {
  it('where the win is real (the set’s row), level 5 proves it and plays it', () => {
    const tactic = TACTICS.find((t) => t.name.startsWith('win in two turns: a rook'))!;
    const pos = tacticPosition(tactic);
    const answer = chooseMove(pos, { level: 5, table: new TranspositionTable() });
    expect(answer.score).toBeGreaterThanOrEqual(WIN_BOUND);
    expect(tactic.solves(answer.notation, pos)).toBe(true);
  }, 60_000);
});

/**
 * The promises of levels ≥ 3 (issue 13), on the tactics set of `support/engineTactics.ts`: a
 * king capture within the turn or a mate in one is always taken, and a turn that leaves a king
 * capturable is never played when a turn exists that avoids it. The baselines are checked too:
 * `greedy` takes a king when it can; `random` need not.
 */
import { describe, expect, it } from 'vitest';
import { chooseMove, type Level } from '../../src/engine';
import { TACTICS, tacticPosition } from './support/engineTactics';

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
  it('each guaranteed tactic is not solved by every legal first move (random fails some)', () => {
    let failures = 0;
    for (const tactic of guaranteed) {
      const pos = tacticPosition(tactic);
      for (let seed = 1; seed <= 5; seed++) {
        const answer = chooseMove(pos, { level: 'random', seed });
        if (!tactic.solves(answer.notation, pos)) failures++;
      }
    }
    expect(failures).toBeGreaterThan(guaranteed.length * 2);
  });

  it('greedy takes a king in one sub-move', () => {
    const tactic = TACTICS.find((t) => t.name === 'king capture in 1 sub-move')!;
    const pos = tacticPosition(tactic);
    expect(tactic.solves(chooseMove(pos, { level: 'greedy' }).notation, pos)).toBe(true);
  });
});

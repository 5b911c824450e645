/**
 * The match harness (`src/engine/match.ts`): W/D/L, score, the Elo difference
 * -400·log10(1/s − 1) and its 95 % margin, the summary line's exact format, and games that
 * depend on nothing played before them (each player searches with a fresh table of its own)
 * nor on the machine's speed (no time caps: budgets alone).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHESS, PARALLEL_WORLDS } from '../../src/rules';
import { TranspositionTable, chooseMove, type ChooseOptions } from '../../src/engine';
import { playGame, randomOpening, summarize, summaryLine } from '../../src/engine/match';

describe('match summary', () => {
  const rows: Array<[string, number[], number, number, number, number]> = [
    // [what it pins, game scores for a, W, D, L, Elo]
    ['an even match is 0 Elo', [1, 0, 1, 0, 0.5, 0.5], 2, 2, 2, 0],
    ['75 % is +191 Elo', [1, 1, 1, 0, 1, 1, 1, 0], 6, 0, 2, 191],
    ['25 % is −191 Elo', [0, 0, 0, 1, 0, 0, 0, 1], 2, 0, 6, -191],
    ['draws count half', [0.5, 0.5, 1, 0.5], 1, 3, 0, 89],
    ['a clean sweep stays finite (scored as N − ½ of N)', [1, 1, 1, 1], 4, 0, 0, 338],
  ];
  it.each(rows)('%s', (_what, scores, w, d, l, elo) => {
    const s = summarize(scores);
    expect([s.wins, s.draws, s.losses]).toEqual([w, d, l]);
    expect(Math.round(s.elo) + 0).toBe(elo); // + 0: no -0
    expect(s.margin).toBeGreaterThan(0);
  });

  it('the margin shrinks with more games', () => {
    const few = summarize([1, 0, 1, 0.5]);
    const many = summarize(Array.from({ length: 40 }, (_, i) => [1, 0, 1, 0.5][i % 4]!));
    expect(many.margin).toBeLessThan(few.margin / 2);
  });

  it('writes the line `<a> vs <b>: +W =D -L  score S%  elo E ± M`', () => {
    expect(summaryLine('3', '2', summarize([1, 1, 1, 0, 1, 1, 1, 0]))).toMatch(
      /^3 vs 2: \+6 =0 -2 {2}score 75\.0% {2}elo 191 ± \d+$/,
    );
  });
});

describe('match games', () => {
  it.each([
    [CHESS.id, CHESS, 2, 1],
    [PARALLEL_WORLDS.id, PARALLEL_WORLDS, 2, 1],
  ] as const)(
    '%s: a game is the same whatever the engine searched before it',
    (_id, game, a, b) => {
      const play = () => playGame(randomOpening(game, 5), a, b, true, { seed: 9, nodes: 300 });
      const first = play();
      // Fill the module's own table with another game's analysis: the match must not read it.
      const other = randomOpening(game, 6);
      chooseMove(other.position, { level: 8, nodes: 20_000 });
      expect(play()).toEqual(first);
    },
    120_000,
  );
});

describe('match games on a slow machine', () => {
  afterEach(() => vi.restoreAllMocks());

  it('a game is the same when every clock reading is ten seconds later (no time caps)', () => {
    const play = () => playGame(randomOpening(CHESS, 3), 3, 2, true, { seed: 4, nodes: 2_000 });
    const first = play();
    let now = Date.now();
    vi.spyOn(Date, 'now').mockImplementation(() => (now += 10_000));
    expect(play()).toEqual(first);
  }, 120_000);
});

describe('a match’s node cap (`--nodes`)', () => {
  // [level, cap, the search it must equal]: a cap below the level's budget replaces it, a cap
  // above leaves the level's own budget.
  it.each([
    [6, 2_000, { nodes: 2_000 }],
    [2, 100_000, {}],
  ] as const)('level %s capped at %i searches as %o', (level, cap, same) => {
    const start = randomOpening(CHESS, 11).position;
    const search = (options: ChooseOptions) =>
      chooseMove(start, {
        level,
        seed: 3,
        timeMs: Infinity,
        table: new TranspositionTable(),
        ...options,
      });
    const capped = search({ maxNodes: cap });
    const plain = search(same);
    expect([capped.notation, capped.nodes, capped.depth]).toEqual([
      plain.notation,
      plain.nodes,
      plain.depth,
    ]);
  });
});

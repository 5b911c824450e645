/**
 * Game review (src/game/review.ts): lichess's judgements and accuracy as tables; a line reviewed
 * with scores given (the fool's mate: the move that allows the mate is the blunder, the mate
 * itself is no mistake, a game over is its result); and with the engine itself, in-process, on
 * the fool's mate and on a Parallel worlds turn that lets a king capture go, the review written
 * into the move tree (glyphs, the missed best turn as a variation).
 */
import { describe, expect, it } from 'vitest';
import { nodeAt, type TreePath } from '../../src/content/contentTree';
import { addTurns, emptyTree, type MoveTree } from '../../src/content/moveTree';
import {
  annotateReview,
  engineEvaluator,
  judge,
  reviewLine,
  sideAccuracy,
  turnAccuracy,
  type Evaluation,
} from '../../src/game/review';
import { GameSession } from '../../src/game/session';
import { CHESS, PARALLEL_WORLDS, PLUNDER, type GameDefinition } from '../../src/rules';

describe('review: judgements and accuracy', () => {
  it.each([
    [0, null],
    [0.049, null],
    [0.05, 'inaccuracy'],
    [0.099, 'inaccuracy'],
    [0.1, 'mistake'],
    [0.149, 'mistake'],
    [0.15, 'blunder'],
    [0.8, 'blunder'],
  ])('a drop of %f in winning chance is %s (lichess: 0.1, 0.2, 0.3 on −1…1)', (drop, expected) => {
    expect(judge(drop)).toBe(expected);
  });

  it.each([
    [0.6, 0.6, 100, 'no drop'],
    [0.6, 0.7, 100, 'a gain counts as no drop'],
    [0.6, 0.5, 63.58, 'a drop of 10 points'],
    [0.55, 0.25, 24.78, 'a drop of 30 points'],
    [1, 0, 0, 'a won game thrown away (kept at 0, not below)'],
  ])('turn accuracy %f → %f is %f (%s)', (before, after, expected) => {
    expect(turnAccuracy(before, after)).toBeCloseTo(expected, 1);
  });

  it('a side’s accuracy: the mean of the arithmetic and harmonic means; none without turns', () => {
    expect(sideAccuracy([100, 50])).toBeCloseTo((75 + 200 / 3) / 2, 6);
    expect(sideAccuracy([100, 100])).toBeCloseTo(100, 6);
    expect(sideAccuracy([])).toBeNull();
  });
});

/** A session at the start of `game` (or `fen`) and a tree of one line of whole turns. */
function line(game: GameDefinition, turns: string[][], fen?: string) {
  const started = GameSession.start(game, fen);
  if (!started.ok) throw new Error(started.error);
  const { tree, path } = addTurns(emptyTree(), [], turns);
  return { session: started.value, tree, path };
}

const FOOLS_MATE = [['f2f3'], ['e7e5'], ['g2g4'], ['d8h4']];

describe('review: a line', () => {
  it('scores given: the move that allows the mate is a blunder, the mate is none', async () => {
    const { session, tree, path } = line(CHESS, FOOLS_MATE);
    // the side to move's score after 0, 1, 2 and 3 moves (after the 4th the game is over)
    const scores: Evaluation[] = [
      { score: 20, line: ['e2e4'] },
      { score: 30, line: ['e7e5'] },
      { score: -40, line: ['d2d4'] },
      { score: { mate: 1 }, line: ['d8h4'] },
    ];
    const progress: number[] = [];
    const review = await reviewLine(
      session,
      tree,
      path,
      async (moves) => scores[moves.length]!,
      (done) => progress.push(done),
    );
    expect(progress).toEqual([0, 1, 2, 3, 4, 5]);
    expect(review.turns.map((turn) => [turn.number, turn.color, turn.judgement])).toEqual([
      [1, 0, null], // 51.8 % → 47.2 %: under 5 points
      [1, 1, null], // the engine's own move
      [2, 0, 'blunder'], // 46.3 % → 0: the mate is allowed
      [2, 1, null], // mate: a win before and after
    ]);
    expect(review.turns[2]!.best).toEqual(['d2d4']);
    expect(review.sides[0]).toMatchObject({ blunders: 1, mistakes: 0, inaccuracies: 0 });
    expect(review.sides[1]).toMatchObject({ blunders: 0, mistakes: 0, inaccuracies: 0 });
    expect(review.sides[1].accuracy).toBeGreaterThan(review.sides[0].accuracy!);
  });

  it('a position the engine could not evaluate leaves its turns out, not judged', async () => {
    const { session, tree, path } = line(CHESS, FOOLS_MATE.slice(0, 2));
    const review = await reviewLine(session, tree, path, async (moves) =>
      moves.length === 1 ? null : { score: 0, line: [] },
    );
    expect(review.turns).toHaveLength(0);
    expect(review.sides[0].accuracy).toBeNull();
  });
});

/** The glyph at a path, and the turns beside it (its parent's children). */
function around(tree: MoveTree, path: TreePath) {
  const parent = nodeAt(tree, path.slice(0, -1))!;
  return {
    glyph: nodeAt(tree, path)!.glyph,
    turns: parent.children.map((child) => child.moves.join(' ')),
  };
}

describe('review: with the engine', () => {
  const budget = { maxDepth: 3, timeMs: 0 };

  it('PlunderChess, the fool’s mate: g4 is the blunder, a better move beside it', async () => {
    const { session, tree, path } = line(PLUNDER, FOOLS_MATE);
    const review = await reviewLine(
      session,
      tree,
      path,
      engineEvaluator(PLUNDER.id, PLUNDER.startFen, budget),
    );
    const g4 = review.turns[2]!;
    expect(g4.judgement).toBe('blunder');
    expect(g4.best).toHaveLength(1);
    expect(g4.best[0]).not.toBe('g2g4');
    expect(review.turns[3]!.judgement).toBeNull(); // the mate
    const annotated = annotateReview(tree, review);
    expect(around(annotated, g4.path)).toEqual({ glyph: '??', turns: ['g2g4', g4.best[0]] });
    // written twice, the review adds nothing more
    expect(annotateReview(annotated, review)).toEqual(annotated);
  }, 60_000);

  it('Parallel worlds: a turn that lets a king capture go is a blunder; the capture is the best turn', async () => {
    const fen = '4k3/pp6/8/8/8/8/8/4R1K1|8/8/8/8/8/8/8/8|4k3/8/8/8/8/8/8/6K1 w - - 0 5';
    const { session, tree, path } = line(PARALLEL_WORLDS, [['1g1-1h1', 'end']], fen);
    const review = await reviewLine(
      session,
      tree,
      path,
      engineEvaluator(PARALLEL_WORLDS.id, fen, budget),
    );
    const [turn] = review.turns;
    expect(turn).toMatchObject({ judgement: 'blunder', before: 1 });
    expect(turn!.best[0]).toBe('1e1-1e8');
    const annotated = annotateReview(tree, review);
    expect(around(annotated, turn!.path).glyph).toBe('??');
    expect(around(annotated, turn!.path).turns).toHaveLength(2);
  }, 60_000);
});

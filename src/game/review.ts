/**
 * Game review, as lichess's: every turn of a line judged by how much it dropped the mover's
 * winning chance (the engine's score of the position before it, best play, against its score
 * of the position after it), an accuracy per side, and the best turn the mover missed.
 *
 * - Judgements: lichess's thresholds on the drop in winning chance, 0.3 a blunder, 0.2 a mistake,
 *   0.1 an inaccuracy on its −1…1 scale, so 15, 10 and 5 points of a 0…100 % chance here.
 * - A turn's accuracy: lichess's curve, 103.1668 · e^(−0.04354 · drop in %) − 3.1669, kept within
 *   0…100. A side's accuracy: the mean of its turns' arithmetic and harmonic means (lichess
 *   weighs its arithmetic mean by the position's volatility; this one does not).
 * - The winning chance is the evaluation bar's (analysisLines.ts): the game's logistic curve on
 *   centipawns (fitted to self-play), a mate or a king capture a certain win or loss; a game
 *   over is its result.
 *
 * The engine is a function given (`evaluate`): the analysis board's worker in the app, the
 * in-process analysis in tests. `annotateReview` writes a review into the move tree: each judged
 * turn gets its glyph (`?!`, `?`, `??`) and the missed best turn becomes a variation beside it.
 */
import { replay, type Position } from '../rules';
import { startAnalysis } from './analysisClient';
import { firstTurn, whiteWinChance, winChanceK, type LineScore } from './analysisLines';
import { nodesOf, toggleGlyph, type Glyph, type TreePath } from '../content/contentTree';
import { addTurns, movesTo, type MoveTree } from '../content/moveTree';
import type { GameSession } from './session';

export type Judgement = 'inaccuracy' | 'mistake' | 'blunder';

export const JUDGEMENT_GLYPHS: Record<Judgement, Glyph> = {
  inaccuracy: '?!',
  mistake: '?',
  blunder: '??',
};

/** The judgement of a turn that dropped the mover's winning chance (0…1) by `drop`. */
export function judge(drop: number): Judgement | null {
  if (drop >= 0.15) return 'blunder';
  if (drop >= 0.1) return 'mistake';
  if (drop >= 0.05) return 'inaccuracy';
  return null;
}

/** A turn's accuracy (0…100) from the mover's winning chance (0…1) before and after it. */
export function turnAccuracy(before: number, after: number): number {
  const drop = Math.max(0, before - after) * 100;
  return Math.min(100, Math.max(0, 103.1668 * Math.exp(-0.04354 * drop) - 3.1669));
}

/** A side's accuracy from its turns' accuracies: the mean of their arithmetic and harmonic means. */
export function sideAccuracy(accuracies: readonly number[]): number | null {
  if (accuracies.length === 0) return null;
  const mean = accuracies.reduce((sum, each) => sum + each, 0) / accuracies.length;
  // a turn of accuracy 0 would make the harmonic mean 0: lichess floors each at a small value
  const harmonic =
    accuracies.length / accuracies.reduce((sum, each) => sum + 1 / Math.max(each, 1), 0);
  return (mean + harmonic) / 2;
}

/** The engine's view of a position: its score from the side to move and its best line. */
export interface Evaluation {
  readonly score: LineScore;
  readonly line: readonly string[]; // canonical moves
}

/** How long the engine looks at each position of a review: a depth, and a time once it has a line. */
export interface ReviewBudget {
  readonly maxDepth: number;
  readonly timeMs: number;
}

/** The review's look at each position: deeper in the flat games, whose positions search faster. */
export function reviewBudget(subMoveTurns: boolean): ReviewBudget {
  return subMoveTurns ? { maxDepth: 6, timeMs: 700 } : { maxDepth: 10, timeMs: 400 };
}

/**
 * The analysis board's engine (analysisClient.ts: its worker, or in-process where there is none)
 * as a review's `evaluate`: each position analysed to `maxDepth`, or stopped after `timeMs` once
 * it has a line; null when the analysis fails or is stopped from elsewhere before any line.
 */
export function engineEvaluator(
  game: string,
  startFen: string,
  budget: ReviewBudget,
): (moves: readonly string[]) => Promise<Evaluation | null> {
  return async (moves) => {
    const handle = startAnalysis(game, startFen, moves, { multiPv: 1, maxDepth: budget.maxDepth });
    const started = Date.now();
    const timer = setInterval(() => {
      if (Date.now() - started >= budget.timeMs && handle.latest() !== null) handle.stop();
    }, 50);
    await handle.done;
    clearInterval(timer);
    const line = handle.latest()?.lines[0];
    return line ? { score: line.score, line: line.moves } : null;
  };
}

/** One turn of a reviewed line. */
export interface ReviewedTurn {
  readonly path: TreePath;
  readonly position: Position; // before the turn
  readonly color: 0 | 1; // the mover
  readonly number: number;
  readonly before: number; // the mover's winning chance before the turn (best play), 0…1
  readonly after: number; // and after it
  readonly judgement: Judgement | null;
  readonly accuracy: number;
  readonly best: readonly string[]; // the engine's best turn instead (canonical), [] if unknown
  readonly played: readonly string[];
}

export interface SideReview {
  readonly accuracy: number | null;
  readonly inaccuracies: number;
  readonly mistakes: number;
  readonly blunders: number;
}

export interface Review {
  readonly turns: readonly ReviewedTurn[];
  readonly sides: readonly [SideReview, SideReview];
}

/** A mover's winning chance in a position (its side to move `turn`) from its evaluation. */
const chanceOf = (score: LineScore, turn: 0 | 1, mover: 0 | 1, k: number): number => {
  const white = whiteWinChance(score, turn, k);
  return mover === 0 ? white : 1 - white;
};

/**
 * Reviews the line to `path` of `tree`, replayed from the start of `session` (its game and start
 * FEN; the session itself is not touched): each position is evaluated once,
 * through `evaluate(moves)` (the moves from the start), and `onProgress(done, total)` follows.
 * A position where the game is over is its result, not the engine's.
 */
export async function reviewLine(
  session: Pick<GameSession, 'game' | 'startFen'>,
  tree: MoveTree,
  path: TreePath,
  evaluate: (moves: readonly string[]) => Promise<Evaluation | null>,
  onProgress?: (done: number, total: number) => void,
): Promise<Review> {
  const nodes = nodesOf(tree, path);
  const replayed = replay(
    session.game,
    session.startFen,
    nodes.flatMap((node) => node.moves),
  );
  if (!replayed.ok) throw new Error(`the line does not replay: ${replayed.error}`); // a tree's moves were legal
  const record = replayed.value;
  // only the line's last position can be over: a move was played from every other one
  const at = (index: number) => ({
    position: record.positions[index]!,
    over: index === record.moves.length ? record.outcome : null,
  });
  const positions = [at(0)];
  let index = 0;
  for (const node of nodes) {
    index += node.moves.length;
    positions.push(at(index));
  }
  const evaluations: Array<Evaluation | null> = [];
  for (let i = 0; i < positions.length; i++) {
    onProgress?.(i, positions.length);
    const moves = movesTo(tree, path.slice(0, i));
    evaluations.push(positions[i]!.over ? null : await evaluate(moves));
  }
  onProgress?.(positions.length, positions.length);

  const k = winChanceK(session.game.id);
  const chanceAt = (index: number, mover: 0 | 1): number | null => {
    const { position, over } = positions[index]!;
    if (over) return over.winner === null ? 0.5 : over.winner === mover ? 1 : 0;
    const evaluation = evaluations[index];
    return evaluation ? chanceOf(evaluation.score, position.turn as 0 | 1, mover, k) : null;
  };
  const turns: ReviewedTurn[] = [];
  nodes.forEach((node, index) => {
    const { position } = positions[index]!;
    const mover = position.turn as 0 | 1;
    const before = chanceAt(index, mover);
    const after = chanceAt(index + 1, mover);
    if (before === null || after === null) return;
    const best = firstTurn(position, evaluations[index]?.line ?? []);
    const missed = best.length > 0 && best.join(' ') !== node.moves.join(' ');
    turns.push({
      path: path.slice(0, index + 1),
      position,
      color: mover,
      number: position.fullmove,
      before,
      after,
      judgement: missed ? judge(before - after) : null,
      accuracy: turnAccuracy(before, after),
      best: missed ? best : [],
      played: node.moves,
    });
  });
  const side = (color: 0 | 1): SideReview => {
    const own = turns.filter((turn) => turn.color === color);
    const count = (judgement: Judgement) =>
      own.filter((turn) => turn.judgement === judgement).length;
    return {
      accuracy: sideAccuracy(own.map((turn) => turn.accuracy)),
      inaccuracies: count('inaccuracy'),
      mistakes: count('mistake'),
      blunders: count('blunder'),
    };
  };
  return { turns, sides: [side(0), side(1)] };
}

/** The tree with the review written in: judged turns' glyphs, the missed best turns beside them. */
export function annotateReview(tree: MoveTree, review: Review): MoveTree {
  let next = tree;
  for (const turn of review.turns) {
    if (!turn.judgement) continue;
    const glyph = JUDGEMENT_GLYPHS[turn.judgement];
    const node = nodesOf(next, turn.path).at(-1);
    if (node && node.glyph !== glyph) next = toggleGlyph(next, turn.path, glyph);
    next = addTurns(next, turn.path.slice(0, -1), [turn.best]).tree;
  }
  return next;
}

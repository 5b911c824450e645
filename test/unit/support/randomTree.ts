/**
 * Random authored trees for property tests (move-tree.test.ts, tree-json.test.ts): random lines
 * played through a session from random nodes, with random glyphs, comments and shapes (a circle,
 * and in Parallel worlds chess an arrow between levels), so that every part of a node is written
 * and read back.
 */
import { BRUSHES, type Shape } from '../../../src/content/annotations';
import {
  GLYPHS,
  setComment,
  setShapes,
  toggleGlyph,
  type TreePath,
} from '../../../src/content/contentTree';
import { addTurns, emptyTree, movesTo, type MoveTree } from '../../../src/content/moveTree';
import { GameSession } from '../../../src/game/session';
import { parseSquare, type GameDefinition } from '../../../src/rules';

/** A shape from a number: a circle on e4 or an arrow to d5 (from level 1 to 3 when stacked). */
function shapeOf(game: GameDefinition, choice: number): Shape {
  const square = (name: string) => parseSquare(name, game.levels)!;
  const [from, to] = game.levels > 1 ? ['1e4', '3d5'] : ['e4', 'd5'];
  const brush = BRUSHES[choice % BRUSHES.length]!;
  return choice % 2 === 0
    ? { orig: square(from!), brush }
    : { orig: square(from!), dest: square(to!), brush };
}

/** A random tree of `game`, one step per choice. */
export function randomTree(game: GameDefinition, choices: number[]): MoveTree {
  let tree = emptyTree();
  let path: TreePath = [];
  choices.forEach((choice, step) => {
    // every fifth step goes back to a node of the current path, so lines branch
    if (step % 5 === 4) path = path.slice(0, choice % (path.length + 1));
    const started = GameSession.start(game);
    if (!started.ok) throw new Error(started.error);
    const session = started.value;
    for (const move of movesTo(tree, path)) session.playText(move);
    const turn: string[] = [];
    while (!session.outcome && (turn.length === 0 || session.position.subMoves !== 0)) {
      const legal = session.legalMoves();
      turn.push(session.play(legal[(choice >> turn.length) % legal.length]!).canonical);
    }
    if (turn.length === 0) return;
    ({ tree, path } = addTurns(tree, path, [turn]));
    if (choice % 7 === 0) tree = toggleGlyph(tree, path, GLYPHS[choice % GLYPHS.length]!);
    if (choice % 11 === 0) tree = setComment(tree, path, `note ${step}; (in parentheses)`);
    if (choice % 13 === 0) tree = setShapes(tree, path, [shapeOf(game, choice)]);
    if (choice % 17 === 0) tree = setShapes(tree, [], [shapeOf(game, choice >> 1)]);
  });
  return tree;
}

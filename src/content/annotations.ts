/**
 * Drawn shapes: the arrows and circles a teacher or presenter draws on the board (lichess's
 * "shapes"). One model for both views, the saved game, links, lessons and presenter slides.
 *
 * The text form is lichess's, so that records move between the two sites: a circle is a brush
 * letter and a square (`Ge4`), an arrow a brush letter and two squares (`Ge2e4`); in a record they
 * stand in a move's comment as `[%csl Ge4,Rd5]` and `[%cal Ge2e4]`. On the stacked board a square
 * is written with its level (`2e4`), so an arrow between levels reads `G1e23e4`: the width of a
 * square is fixed per game, which keeps the text unambiguous.
 */
import { parseSquare, squareName, type Problem, type Square } from '../rules';

/** The four brushes, as in lichess (right-drag; with Shift red, Alt blue, Shift+Alt yellow). */
export const BRUSHES = ['green', 'red', 'blue', 'yellow'] as const;
export type Brush = (typeof BRUSHES)[number];

/** The colour each brush paints in (lichess's), shared by the flat and the 3D board. */
export const BRUSH_COLOURS: Record<Brush, string> = {
  green: '#15781b',
  red: '#b52a2a',
  blue: '#1f55c4',
  yellow: '#e68f00',
};

const BRUSH_LETTER: Record<Brush, string> = { green: 'G', red: 'R', blue: 'B', yellow: 'Y' };
const BRUSH_BY_LETTER: Record<string, Brush> = { G: 'green', R: 'red', B: 'blue', Y: 'yellow' };

/** An arrow from `orig` to `dest`, or a circle on `orig` when `dest` is absent. */
export interface Shape {
  readonly orig: Square;
  readonly dest?: Square;
  readonly brush: Brush;
  /** A number drawn on an arrow: its place in the engine's turn (engineArrows.ts), never recorded. */
  readonly label?: string;
}

/** The most shapes one position carries (a bound on pasted text, not a teaching limit). */
const MAX_SHAPES = 64;

const sameSquares = (a: Shape, b: Shape): boolean => a.orig === b.orig && a.dest === b.dest;

/** Whether two lists draw the same shapes in the same order. */
export const sameShapes = (a: readonly Shape[], b: readonly Shape[]): boolean =>
  a.length === b.length &&
  a.every((shape, i) => sameSquares(shape, b[i]!) && shape.brush === b[i]!.brush);

/**
 * Drawing `shape` over `shapes`, as lichess does: the same shape again erases it, the same squares
 * with another brush repaint it, anything else is added (the oldest dropped beyond MAX_SHAPES).
 */
export function toggleShape(shapes: readonly Shape[], shape: Shape): Shape[] {
  const existing = shapes.find((s) => sameSquares(s, shape));
  const others = shapes.filter((s) => !sameSquares(s, shape));
  if (existing?.brush === shape.brush) return others;
  return [...others, shape].slice(-MAX_SHAPES);
}

/** The brush a pointer gesture paints with, from its modifier keys (lichess's convention). */
export function brushOf(modifiers: { shiftKey: boolean; altKey: boolean }): Brush {
  if (modifiers.shiftKey && modifiers.altKey) return 'yellow';
  if (modifiers.shiftKey) return 'red';
  if (modifiers.altKey) return 'blue';
  return 'green';
}

/**
 * The shape a drawing gesture makes: from the square it started on to the square it ended on
 * (an arrow), or a circle when both are the same square.
 */
export function gestureShape(orig: Square, dest: Square, brush: Brush): Shape {
  return orig === dest ? { orig, brush } : { orig, dest, brush };
}

/** One shape as text: `Ge4`, `Ge2e4`, `R1e23e4`. */
function writeShape(shape: Shape, levels: number): string {
  const dest = shape.dest === undefined ? '' : squareName(shape.dest, levels);
  return BRUSH_LETTER[shape.brush] + squareName(shape.orig, levels) + dest;
}

/** Shapes as one comma-separated text (circles and arrows mixed), for links and slides. */
export function writeShapes(shapes: readonly Shape[], levels: number): string {
  return shapes.map((s) => writeShape(s, levels)).join(',');
}

/** Why a shape text was refused: the offending item, quoted and cut short (a rules `Problem`). */
export type ShapeProblem = Extract<Problem, { code: 'shape-unreadable' | 'shape-too-many' }>;

/** Reads one shape written by `writeShape`; undefined when it is not one. */
export function parseShape(text: string, levels: number): Shape | undefined {
  const brush = BRUSH_BY_LETTER[text.charAt(0)];
  const width = levels > 1 ? 3 : 2;
  if (!brush || (text.length !== 1 + width && text.length !== 1 + 2 * width)) return undefined;
  const orig = parseSquare(text.slice(1, 1 + width), levels);
  if (orig === undefined) return undefined;
  if (text.length === 1 + width) return { orig, brush };
  const dest = parseSquare(text.slice(1 + width), levels);
  if (dest === undefined || dest === orig) return undefined;
  return { orig, dest, brush };
}

/** Reads a comma-separated shape text (empty text is no shapes). Any bad item refuses it all. */
export function parseShapes(
  text: string,
  levels: number,
): { ok: true; shapes: Shape[] } | { ok: false; problem: ShapeProblem } {
  const items = text.trim() === '' ? [] : text.split(',').map((s) => s.trim());
  if (items.length > MAX_SHAPES)
    return { ok: false, problem: { code: 'shape-too-many', item: String(items.length) } };
  const shapes: Shape[] = [];
  for (const item of items) {
    const shape = parseShape(item, levels);
    if (!shape)
      return { ok: false, problem: { code: 'shape-unreadable', item: item.slice(0, 12) } };
    shapes.push(shape);
  }
  return { ok: true, shapes };
}

/**
 * The shapes of a record comment (`[%csl …]` and `[%cal …]`, lichess's commands); items that do
 * not read on this board are skipped, as lichess skips them.
 */
export function shapesFromComment(comment: string, levels: number): Shape[] {
  const shapes: Shape[] = [];
  for (const match of comment.matchAll(/\[%(csl|cal)\s+([^\]]*)\]/g)) {
    for (const item of (match[2] ?? '').split(',')) {
      const shape = parseShape(item.trim(), levels);
      if (shape && (match[1] === 'cal') === (shape.dest !== undefined)) shapes.push(shape);
    }
  }
  return shapes.slice(0, MAX_SHAPES);
}

/** The comment commands for `shapes` (`[%csl …][%cal …]`), empty when there are none. */
export function shapesToComment(shapes: readonly Shape[], levels: number): string {
  const circles = shapes.filter((s) => s.dest === undefined);
  const arrows = shapes.filter((s) => s.dest !== undefined);
  return (
    (circles.length ? `[%csl ${writeShapes(circles, levels)}]` : '') +
    (arrows.length ? `[%cal ${writeShapes(arrows, levels)}]` : '')
  );
}

/**
 * The highlights of one level of the flat board, read from the view model:
 * which man stands where, which square is a target, selected, part of the last turn, of the
 * engine's hint or of a premove, and where a move between levels starts or ends. Kept apart from the drawing so
 * that the board component stays a short loop over squares.
 */
import type { BoardView, ManView, TargetView } from '../game/viewModel';
import type { Pick } from '../game/staging';
import { squareAtCoords, squareView } from '../game/squares';

const FILES = 'abcdefgh';

/** The letter of a file (0-based) as the board's coordinates write it. */
export const fileLetter = (file: number): string => FILES[file]!;

const pickSquare = (pick: Pick | null): number | null =>
  pick && pick.kind === 'square' ? pick.square : null;

/** Where a square of a level is drawn: its index, name, file and rank, column and row. */
export interface SquarePlace {
  readonly square: number;
  readonly name: string; // as in `data-square`: 'e4' or '1e4'
  readonly file: number; // 0..7
  readonly rank: number; // 0..7
  readonly column: number; // where it is drawn, 0..7 from the left
  readonly row: number; // 0..7 from the top
}

/** The 64 squares of `level` as drawn with `orientation`'s colour at the bottom, row by row. */
export function boardPlaces(view: BoardView, level: number, orientation: 0 | 1): SquarePlace[] {
  const places: SquarePlace[] = [];
  for (let row = 0; row < 8; row++) {
    for (let column = 0; column < 8; column++) {
      const file = orientation === 0 ? column : 7 - column;
      const rank = orientation === 0 ? 7 - row : row;
      const square = squareAtCoords(level, file, rank);
      const name = squareView(square, view.levels).name;
      places.push({ square, name, file, rank, column, row });
    }
  }
  return places;
}

/** What the board draws on the squares of one level, by square index. */
export interface BoardMarks {
  readonly menBySquare: ReadonlyMap<number, ManView>;
  readonly targetsBySquare: ReadonlyMap<number, TargetView>;
  readonly selectedSquare: number | null;
  readonly selectedMan: ManView | undefined;
  readonly selectableSquares: ReadonlySet<number | null>;
  readonly lastSquares: ReadonlySet<number>;
  readonly levelEnds: ReadonlyMap<number, number>; // square -> the other level of a last move
  readonly hintSquares: ReadonlySet<number>;
  readonly premoveSquares: ReadonlySet<number>; // the premove's from and to squares
  readonly levelExits: readonly number[]; // level steps (+1, -1…) the selected man can take
}

/** The highlights of `level` (0-based) in `view`. */
export function boardMarks(view: BoardView, level: number): BoardMarks {
  const menBySquare = new Map(view.men.map((man) => [man.square, man]));
  const targetsBySquare = new Map<number, TargetView>();
  for (const target of view.targets) if (target.at) targetsBySquare.set(target.at.square, target);
  const selectedSquare = pickSquare(view.selected);
  const selectedMan = selectedSquare === null ? undefined : menBySquare.get(selectedSquare);
  const selectableSquares = new Set(view.selectable.map(pickSquare));
  const lastSquares = new Set<number>();
  const levelEnds = new Map<number, number>();
  for (const { from, to } of view.lastMoves) {
    if (from) lastSquares.add(from.square);
    if (to) lastSquares.add(to.square);
    if (from && to && from.level !== to.level) {
      levelEnds.set(from.square, to.level);
      levelEnds.set(to.square, from.level);
    }
  }
  const squaresOf = (moves: BoardView['hint']) =>
    new Set(moves.flatMap(({ from, to }) => [from, to].flatMap((s) => (s ? [s.square] : []))));
  const hintSquares = squaresOf(view.hint);
  const premoveSquares = squaresOf(view.premove);
  // Directions the selected man can take between levels, shown on its own square.
  const levelExits = view.targets
    .filter((t) => t.kind === 'level' && t.origin?.level === level && t.at)
    .map((t) => t.at!.level - level);
  return {
    menBySquare,
    targetsBySquare,
    selectedSquare,
    selectedMan,
    selectableSquares,
    lastSquares,
    levelEnds,
    hintSquares,
    premoveSquares,
    levelExits,
  };
}

/**
 * The flat board's square indexing and the highlights of one level, read from the view model:
 * which man stands where, which square is a target, selected, part of the last turn or of the
 * engine's hint, and where a move between levels starts or ends. Kept apart from the drawing so
 * that the board component stays a short loop over squares.
 */
import type { BoardView, ManView } from '../game/viewModel';
import type { Pick, Target } from '../game/staging';

const FILES = 'abcdefgh';

/** Square index (0x88 with level) of a file, rank and level. */
export const squareIndex = (level: number, file: number, rank: number): number =>
  level * 128 + rank * 16 + file;

/** The name of a square as the board writes it in `data-square`: `e4`, or `1e4` with levels. */
export function squareLabel(square: number, levels: number): string {
  const name = FILES[square & 7]! + String(((square >> 4) & 7) + 1);
  return levels > 1 ? String((square >> 7) + 1) + name : name;
}

/** The letter of a file (0-based) as the board's coordinates write it. */
export const fileLetter = (file: number): string => FILES[file]!;

const pickSquare = (pick: Pick | null): number | null =>
  pick && pick.kind === 'square' ? pick.square : null;

/** What the board draws on the squares of one level, by square index. */
export interface BoardMarks {
  readonly menBySquare: ReadonlyMap<number, ManView>;
  readonly targetsBySquare: ReadonlyMap<number, Target>;
  readonly selectedSquare: number | null;
  readonly selectedMan: ManView | undefined;
  readonly selectableSquares: ReadonlySet<number | null>;
  readonly lastSquares: ReadonlySet<number>;
  readonly levelEnds: ReadonlyMap<number, number>; // square -> the other level of a last move
  readonly hintSquares: ReadonlySet<number>;
  readonly levelExits: readonly number[]; // level steps (+1, -1…) the selected man can take
}

/** The highlights of `level` (0-based) in `view`. */
export function boardMarks(view: BoardView, level: number): BoardMarks {
  const menBySquare = new Map(view.men.map((man) => [man.square, man]));
  const targetsBySquare = new Map<number, Target>();
  for (const target of view.targets) {
    const square = pickSquare(target.pick);
    if (square !== null) targetsBySquare.set(square, target);
  }
  const selectedSquare = pickSquare(view.selected);
  const selectedMan = selectedSquare === null ? undefined : menBySquare.get(selectedSquare);
  const selectableSquares = new Set(view.selectable.map(pickSquare));
  const lastSquares = new Set<number>();
  const levelEnds = new Map<number, number>();
  for (const move of view.lastMoves) {
    if (move.from !== null) lastSquares.add(move.from);
    if (move.to !== null) lastSquares.add(move.to);
    if (move.from !== null && move.to !== null && move.from >> 7 !== move.to >> 7) {
      levelEnds.set(move.from, move.to >> 7);
      levelEnds.set(move.to, move.from >> 7);
    }
  }
  const hintSquares = new Set<number>();
  for (const move of view.hint) {
    if (move.from !== null) hintSquares.add(move.from);
    if (move.to !== null) hintSquares.add(move.to);
  }
  // Directions the selected man can take between levels, shown on its own square.
  const levelExits = view.targets
    .filter((t) => t.kind === 'level' && selectedSquare !== null && selectedSquare >> 7 === level)
    .map((t) => (pickSquare(t.pick)! >> 7) - level);
  return {
    menBySquare,
    targetsBySquare,
    selectedSquare,
    selectedMan,
    selectableSquares,
    lastSquares,
    levelEnds,
    hintSquares,
    levelExits,
  };
}

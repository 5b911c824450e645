/**
 * Reading the board without seeing it (the screen-reader mode, docs/accessibility.md): the men on
 * a square, a rank, a file, a column through the levels or a whole level; the men of a side, level
 * by level; who attacks a square; and each move as what it did (which man went where, what it
 * took, what it became). All as data — squares decoded, men as the boards draw them — for the
 * interface to word in its language; nothing here is text a player reads.
 */
import { PIECES, attackersOf, letterOf, type Color, type Position } from '../rules';
import type { MoveFacts } from './moveFacts';
import { moveSquares, type GameSession } from './session';
import { squareAtCoords, squareView, type SquareView } from './squares';
import { menOf, type ManView } from './viewModel';

/** A square and the man on it (null: empty). */
export interface SquareReading {
  readonly at: SquareView;
  readonly man: ManView | null;
}

/** Which squares to read: one, a rank or a file (of one level or of each), or a column. */
export type SquareSet =
  | {
      readonly kind: 'square';
      readonly level: number;
      readonly file: number;
      readonly rank: number;
    }
  | { readonly kind: 'rank'; readonly rank: number; readonly level: number | null }
  | { readonly kind: 'file'; readonly file: number; readonly level: number | null }
  | { readonly kind: 'column'; readonly file: number; readonly rank: number } // through every level
  | { readonly kind: 'level'; readonly level: number }; // the whole board, from rank 8 down

/** The squares of a set with their men, level by level (lowest first), in reading order. */
export function readSquares(pos: Position, set: SquareSet): SquareReading[] {
  const men = new Map(menOf(pos).map((man) => [man.square, man]));
  const levels = (level: number | null) =>
    level === null ? [...Array(pos.levels).keys()] : [level];
  const places: [number, number, number][] = []; // level, file, rank
  const all = [0, 1, 2, 3, 4, 5, 6, 7];
  switch (set.kind) {
    case 'square':
      places.push([set.level, set.file, set.rank]);
      break;
    case 'rank':
      for (const level of levels(set.level)) for (const f of all) places.push([level, f, set.rank]);
      break;
    case 'file':
      for (const level of levels(set.level)) for (const r of all) places.push([level, set.file, r]);
      break;
    case 'column':
      for (const level of levels(null)) places.push([level, set.file, set.rank]);
      break;
    case 'level':
      for (const r of [...all].reverse()) for (const f of all) places.push([set.level, f, r]);
      break;
  }
  return places.map(([level, file, rank]) => {
    const square = squareAtCoords(level, file, rank);
    return { at: squareView(square, pos.levels), man: men.get(square) ?? null };
  });
}

/** The order men are listed in: king first, then by the catalogue (queen, rook, … fairies), pawns last. */
const rankOfPiece = (letter: string): number => {
  const upper = letter.toUpperCase();
  if (upper === 'K') return -1;
  if (upper === 'P') return PIECES.length;
  return PIECES.findIndex((piece) => piece.letter === upper);
};

/**
 * The men of `color` (of one piece, `letter` in either case, when given), level by level, each
 * level's men king first and pawns last, then by square.
 */
export function menOfSide(pos: Position, color: Color, letter: string | null = null): ManView[] {
  return menOf(pos)
    .filter(
      (m) => m.color === color && (!letter || m.letter.toUpperCase() === letter.toUpperCase()),
    )
    .sort(
      (a, b) =>
        a.level - b.level ||
        rankOfPiece(a.letter) - rankOfPiece(b.letter) ||
        a.file - b.file ||
        a.rank - b.rank,
    );
}

/** The men of either side that attack `square` directly (none on the level where nothing captures). */
export function attackersOfSquare(pos: Position, square: SquareView): ManView[] {
  const men = new Map(menOf(pos).map((man) => [man.square, man]));
  return ([0, 1] as const).flatMap((by) =>
    attackersOf(pos, square.square, by)
      .map((from) => men.get(from)!)
      .sort((a, b) => rankOfPiece(a.letter) - rankOfPiece(b.letter) || a.file - b.file),
  );
}

/** A played move as what it did, for wording. */
export interface MoveReading {
  readonly color: Color;
  readonly man: string | null; // the letter of the man that moved (dropped, pocketed); null: `end`
  readonly from: SquareView | null; // null: a drop, `end`
  readonly to: SquareView | null; // null: a pocketing, `end`
  readonly captured: string | null; // the letter of the man taken (en passant: the pawn)
  readonly became: string | null; // what it is after the move when that changed (promotion, mutation)
  readonly vest: string | null; // the vest put on (PlunderChess)
  readonly facts: MoveFacts;
}

/** Move `index` of `session` (0-based) as what it did. */
export function readMove(session: GameSession, index: number): MoveReading {
  const played = session.moves[index]!;
  const before = session.positionAt(index);
  const after = session.positionAt(index + 1);
  const squares = moveSquares(played.move);
  const levels = before.levels;
  const manAt = (pos: Position, square: number | null | undefined) =>
    square == null ? undefined : menOf(pos).find((m) => m.square === square);
  const moved = manAt(before, squares?.from);
  const landed = manAt(after, squares?.to);
  const pocketed = pocketLetter(after, played.color);
  const letter = squares
    ? (moved?.letter ?? pocketLetter(before, played.color) ?? landed?.letter ?? null)
    : null;
  const now = squares?.to != null ? (landed?.letter ?? null) : pocketed;
  const captured = played.facts.capture
    ? (manAt(before, squares?.to)?.letter ?? (played.color === 0 ? 'p' : 'P'))
    : null;
  return {
    color: played.color,
    man: letter,
    from: squares?.from != null ? squareView(squares.from, levels) : null,
    to: squares?.to != null ? squareView(squares.to, levels) : null,
    captured,
    became: letter && now && now.toUpperCase() !== letter.toUpperCase() ? now : null,
    vest: played.facts.vestTaken ? (landed?.vest ?? null) : null,
    facts: played.facts,
  };
}

/** The letter of the man in `color`'s pocket (with its case), or null. */
const pocketLetter = (pos: Position, color: Color): string | null =>
  pos.pockets[color] ? letterOf(pos.pockets[color]!, color) : null;

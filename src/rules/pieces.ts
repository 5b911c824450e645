/**
 * The piece catalogue: every piece of every game as data.
 *
 * A piece is a set of move atoms (Betza-like: wazir and ferz steps, knight leap, rook, bishop and
 * nightrider rides, the pawn) plus a class for Pocket mutation chess. One generator and one attack
 * test walk the atoms, so a fairy piece is one line here and nothing else. Names are words, not
 * rules: the app's catalogue (src/ui/i18n/i18n.ts `piece.*`) names every letter in each language.
 */

export type Color = 0 | 1;
export const WHITE: Color = 0;
export const BLACK: Color = 1;

/** Piece type ids, 1..19 (0 is "none"). */
export const PAWN = 1;
export const KNIGHT = 2;
export const BISHOP = 3;
export const ROOK = 4;
export const QUEEN = 5;
export const KING = 6;

/** Move atoms, as bits. */
export const ATOM_WAZIR = 1; // one step orthogonally
export const ATOM_FERZ = 2; // one step diagonally
export const ATOM_KNIGHT = 4; // (1,2) leap
export const ATOM_ROOK = 8; // orthogonal ride
export const ATOM_BISHOP = 16; // diagonal ride
export const ATOM_NIGHTRIDER = 32; // repeated knight leaps in one direction
export const ATOM_PAWN = 64; // forward step, double step, diagonal capture forward, en passant
export const ATOM_ROYAL = 128; // the king: cannot be pocketed, must not be left attacked

export interface PieceSpec {
  readonly type: number;
  readonly letter: string; // upper-case FEN letter
  readonly atoms: number;
  readonly mutationClass: number; // Pocket mutation class 1..8, 0 for the king
}

const KING_STEPS = ATOM_WAZIR | ATOM_FERZ;

/** Index = type id. */
export const PIECES: readonly PieceSpec[] = [
  { type: 0, letter: '?', atoms: 0, mutationClass: 0 },
  { type: 1, letter: 'P', atoms: ATOM_PAWN, mutationClass: 1 },
  { type: 2, letter: 'N', atoms: ATOM_KNIGHT, mutationClass: 2 },
  { type: 3, letter: 'B', atoms: ATOM_BISHOP, mutationClass: 2 },
  { type: 4, letter: 'R', atoms: ATOM_ROOK, mutationClass: 3 },
  { type: 5, letter: 'Q', atoms: ATOM_ROOK | ATOM_BISHOP, mutationClass: 5 },
  { type: 6, letter: 'K', atoms: KING_STEPS | ATOM_ROYAL, mutationClass: 0 },
  { type: 7, letter: 'I', atoms: ATOM_NIGHTRIDER, mutationClass: 3 },
  { type: 8, letter: 'D', atoms: ATOM_BISHOP | KING_STEPS, mutationClass: 3 },
  { type: 9, letter: 'A', atoms: ATOM_BISHOP | ATOM_KNIGHT, mutationClass: 4 },
  { type: 10, letter: 'G', atoms: ATOM_ROOK | KING_STEPS, mutationClass: 4 },
  { type: 11, letter: 'M', atoms: ATOM_ROOK | ATOM_KNIGHT, mutationClass: 5 },
  {
    type: 12,
    letter: 'U',
    atoms: ATOM_BISHOP | ATOM_NIGHTRIDER,
    mutationClass: 5,
  },
  {
    type: 13,
    letter: 'V',
    atoms: ATOM_BISHOP | ATOM_KNIGHT | KING_STEPS,
    mutationClass: 5,
  },
  {
    type: 14,
    letter: 'F',
    atoms: ATOM_ROOK | ATOM_NIGHTRIDER,
    mutationClass: 6,
  },
  {
    type: 15,
    letter: 'W',
    atoms: ATOM_ROOK | ATOM_KNIGHT | KING_STEPS,
    mutationClass: 6,
  },
  {
    type: 16,
    letter: 'X',
    atoms: ATOM_BISHOP | ATOM_NIGHTRIDER | KING_STEPS,
    mutationClass: 6,
  },
  {
    type: 17,
    letter: 'T',
    atoms: ATOM_ROOK | ATOM_BISHOP | ATOM_KNIGHT,
    mutationClass: 7,
  },
  {
    type: 18,
    letter: 'H',
    atoms: ATOM_ROOK | ATOM_NIGHTRIDER | KING_STEPS,
    mutationClass: 7,
  },
  {
    type: 19,
    letter: 'Z',
    atoms: ATOM_ROOK | ATOM_BISHOP | ATOM_NIGHTRIDER,
    mutationClass: 8,
  },
];

/**
 * Atoms with the redundant ones removed (a rider covers the step or leap of its own direction),
 * so that the generator never emits a move twice.
 */
export function generationAtoms(atoms: number): number {
  let result = atoms & ~ATOM_ROYAL;
  if (result & ATOM_ROOK) result &= ~ATOM_WAZIR;
  if (result & ATOM_BISHOP) result &= ~ATOM_FERZ;
  if (result & ATOM_NIGHTRIDER) result &= ~ATOM_KNIGHT;
  return result;
}

/** A board code: 0 empty, else `type | color << 5`. */
export const pieceCode = (type: number, color: Color): number => type | (color << 5);
export const typeOfCode = (code: number): number => code & 31;
export const colorOfCode = (code: number): Color => (code >> 5) as Color;

const TYPE_BY_LETTER = new Map(PIECES.slice(1).map((p) => [p.letter, p.type]));

/** The type id of an upper-case letter, or undefined. */
export const typeOfLetter = (letter: string): number | undefined => TYPE_BY_LETTER.get(letter);

/** FEN letter of a piece of this type and colour. */
export const letterOf = (type: number, color: Color): string =>
  color === WHITE ? PIECES[type]!.letter : PIECES[type]!.letter.toLowerCase();

/**
 * Whether a man of `type` lifted into the pocket as `becomes` was promoted: Pocket mutation
 * chess's only promotion is a pocketing that changes the class (from the last rank;
 * docs/rules.md §Pocket mutation chess / Pawns).
 */
export const changesClass = (type: number, becomes: number): boolean =>
  PIECES[type]!.mutationClass !== PIECES[becomes]!.mutationClass;

/** Pieces of one mutation class, in catalogue order. */
export function piecesOfClass(mutationClass: number): number[] {
  return PIECES.filter((p) => p.type > 0 && p.mutationClass === mutationClass).map((p) => p.type);
}

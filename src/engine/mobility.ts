/**
 * The flat games' mobility term: White's reach less Black's, where a piece's reach (pawns and
 * kings have none) is the squares its own moves reach, empty or holding an enemy man, its rides
 * stopping at the first man met.
 *
 * The evaluation asks for it at most nodes of the flat games' search. A piece's one-step moves
 * and leaps are one mask of squares per piece and square on the occupancy bits, less its own
 * men, counted in two words (a knight: two counts instead of eight squares looked at); its rides
 * are walked on the board up to the first man (tried on bits too, a scan for the first man of
 * each line: no faster on an 8×8 board, where a ride is two or three squares long on average).
 * A level's occupancy is two words: ranks 1–4 and 5–8, bit `rank % 4 * 8 + file`.
 * test/unit/engine-mobility.test.ts checks it against a walk along every line.
 */
import {
  ATOM_BISHOP,
  ATOM_FERZ,
  ATOM_KNIGHT,
  ATOM_NIGHTRIDER,
  ATOM_ROOK,
  ATOM_WAZIR,
  DIAGONAL,
  KING,
  KNIGHT_LEAPS,
  ORTHOGONAL,
  PAWN,
  PIECES,
  occupancySquare,
  type WorkingPosition as Position,
} from '../rules';

/** Per piece type and square: the squares of its one-step moves and leaps, as two words. */
const STEPS_LOW = new Int32Array(PIECES.length * 64);
const STEPS_HIGH = new Int32Array(PIECES.length * 64);
/** Per piece type, the 0x88 steps of its rides, from `RIDES_START[type]` to the next type's. */
const RIDES_START = new Int32Array(PIECES.length + 1);
const RIDE_STEPS: Int8Array = (() => {
  const steps: number[] = [];
  for (const piece of PIECES) {
    RIDES_START[piece.type] = steps.length;
    if (piece.atoms & ATOM_ROOK) steps.push(...ORTHOGONAL);
    if (piece.atoms & ATOM_BISHOP) steps.push(...DIAGONAL);
    if (piece.atoms & ATOM_NIGHTRIDER) steps.push(...KNIGHT_LEAPS);
  }
  RIDES_START[PIECES.length] = steps.length;
  return Int8Array.from(steps);
})();

/** One-step moves (file, rank): orthogonal, then diagonal. */
const KING_STEPS: ReadonlyArray<readonly [number, number]> = [
  [0, 1],
  [0, -1],
  [1, 0],
  [-1, 0],
  [1, 1],
  [-1, 1],
  [1, -1],
  [-1, -1],
];

const onBoard = (file: number, rank: number): boolean =>
  file >= 0 && file < 8 && rank >= 0 && rank < 8;

/** Sets the bit of (file, rank) in the two words at `i` of `low`/`high`. */
function setBit(low: Int32Array, high: Int32Array, i: number, file: number, rank: number): void {
  const bit = 1 << ((rank & 3) * 8 + file);
  if (rank < 4) low[i]! |= bit;
  else high[i]! |= bit;
}

for (let square = 0; square < 64; square++) {
  const file = square & 7;
  const rank = square >> 3;
  for (const piece of PIECES) {
    const atoms = piece.atoms;
    const steps: Array<readonly [number, number]> = [];
    if (atoms & ATOM_WAZIR && !(atoms & ATOM_ROOK)) steps.push(...KING_STEPS.slice(0, 4));
    if (atoms & ATOM_FERZ && !(atoms & ATOM_BISHOP)) steps.push(...KING_STEPS.slice(4));
    if (atoms & ATOM_KNIGHT && !(atoms & ATOM_NIGHTRIDER))
      for (const d of KNIGHT_LEAPS)
        steps.push([((d + 8) & 15) - 8, (d - (((d + 8) & 15) - 8)) / 16]);
    for (const [df, dr] of steps)
      if (onBoard(file + df, rank + dr))
        setBit(STEPS_LOW, STEPS_HIGH, piece.type * 64 + square, file + df, rank + dr);
  }
}

/** The number of bits set in a 32-bit word. */
export function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** White's reach less Black's, over the pieces of a one-level board. */
export function mobility(pos: Position): number {
  const board = pos.board;
  const occupancy = pos.occupancy;
  let moves = 0;
  for (let word = 0; word < 4; word++)
    for (let bits = occupancy[word]!; bits !== 0; bits &= bits - 1) {
      const bit = 31 - Math.clz32(bits & -bits);
      const square = occupancySquare(word, bit);
      const code = board[square]!;
      const type = code & 31;
      if (type === PAWN || type === KING) continue;
      const black = word >> 1;
      const index = ((word & 1) << 5) | bit; // 0–63
      let reach =
        popcount(STEPS_LOW[type * 64 + index]! & ~occupancy[black << 1]!) +
        popcount(STEPS_HIGH[type * 64 + index]! & ~occupancy[(black << 1) | 1]!);
      for (let i = RIDES_START[type]!, end = RIDES_START[type + 1]!; i < end; i++) {
        const d = RIDE_STEPS[i]!;
        for (let t = square + d; !(t & 0x88); t += d) {
          const other = board[t]!;
          if (other) {
            if ((other & 32) !== (code & 32)) reach++;
            break;
          }
          reach++;
        }
      }
      moves += black ? -reach : reach;
    }
  return moves;
}

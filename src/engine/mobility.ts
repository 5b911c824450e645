/**
 * The flat games' mobility term: White's reach less Black's, where a piece's reach (pawns and
 * kings have none) is the squares its own moves reach, empty or holding an enemy man, its rides
 * stopping at the first man met.
 *
 * Counted on the occupancy bits rather than square by square, since the evaluation asks for it
 * at most nodes of the flat games' search: a piece's one-step moves and leaps are one mask of
 * squares per piece and square, less its own men, counted in two words; a ride is a mask of the
 * line's squares, where the first man met is the lowest or the highest bit of the line's men (by
 * its direction) and the reach runs up to it. Nightrider lines, which few positions have, are
 * walked on the board. A level is two words: ranks 1–4 and 5–8, bit `rank % 4 * 8 + file`.
 * test/unit/engine-mobility.test.ts checks it against a walk along every line.
 */
import {
  ATOM_BISHOP,
  ATOM_FERZ,
  ATOM_KNIGHT,
  ATOM_NIGHTRIDER,
  ATOM_ROOK,
  ATOM_WAZIR,
  KING,
  KNIGHT_LEAPS,
  PAWN,
  PIECES,
  occupancySquare,
  type WorkingPosition as Position,
} from '../rules';

/** The eight directions of rides as (file, rank) steps: rook lines, then bishop lines. */
const DIRECTIONS: ReadonlyArray<readonly [number, number]> = [
  [0, 1],
  [0, -1],
  [1, 0],
  [-1, 0],
  [1, 1],
  [-1, 1],
  [1, -1],
  [-1, -1],
];
/** A direction whose squares come in rising bit order (the first man met is the lowest bit). */
const RISING = Uint8Array.from(DIRECTIONS, ([f, r]) => (r > 0 || (r === 0 && f > 0) ? 1 : 0));

/** Per square (0–63) and direction: the line's squares as two words, and how many there are. */
const RAY_LOW = new Int32Array(64 * 8);
const RAY_HIGH = new Int32Array(64 * 8);
const RAY_LENGTH = new Int8Array(64 * 8);
/** Per piece type and square: the squares of its one-step moves and leaps, as two words. */
const STEPS_LOW = new Int32Array(PIECES.length * 64);
const STEPS_HIGH = new Int32Array(PIECES.length * 64);
/** Per piece type: the directions it rides (bits of `DIRECTIONS`), and whether it is a nightrider. */
const RIDES = new Uint8Array(PIECES.length);
const NIGHTRIDER = new Uint8Array(PIECES.length);

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
  DIRECTIONS.forEach(([df, dr], k) => {
    for (let f = file + df, r = rank + dr; onBoard(f, r); f += df, r += dr) {
      setBit(RAY_LOW, RAY_HIGH, square * 8 + k, f, r);
      RAY_LENGTH[square * 8 + k]!++;
    }
  });
  for (const piece of PIECES) {
    const atoms = piece.atoms;
    const steps: Array<readonly [number, number]> = [];
    if (atoms & ATOM_WAZIR && !(atoms & ATOM_ROOK)) steps.push(...DIRECTIONS.slice(0, 4));
    if (atoms & ATOM_FERZ && !(atoms & ATOM_BISHOP)) steps.push(...DIRECTIONS.slice(4));
    if (atoms & ATOM_KNIGHT && !(atoms & ATOM_NIGHTRIDER))
      for (const d of KNIGHT_LEAPS)
        steps.push([((d + 8) & 15) - 8, (d - (((d + 8) & 15) - 8)) / 16]);
    for (const [df, dr] of steps)
      if (onBoard(file + df, rank + dr))
        setBit(STEPS_LOW, STEPS_HIGH, piece.type * 64 + square, file + df, rank + dr);
  }
}
for (const piece of PIECES) {
  RIDES[piece.type] = (piece.atoms & ATOM_ROOK ? 0x0f : 0) | (piece.atoms & ATOM_BISHOP ? 0xf0 : 0);
  NIGHTRIDER[piece.type] = piece.atoms & ATOM_NIGHTRIDER ? 1 : 0;
}

/** The number of bits set in a 32-bit word. */
export function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** White's reach less Black's, over the pieces of a one-level board. */
export function mobility(pos: Position): number {
  const occupancy = pos.occupancy;
  const allLow = occupancy[0]! | occupancy[2]!;
  const allHigh = occupancy[1]! | occupancy[3]!;
  let moves = 0;
  for (let word = 0; word < 4; word++)
    for (let bits = occupancy[word]!; bits !== 0; bits &= bits - 1) {
      const bit = 31 - Math.clz32(bits & -bits);
      const index = ((word & 1) << 5) | bit; // 0–63
      const code = pos.board[occupancySquare(word, bit)]!;
      const type = code & 31;
      if (type === PAWN || type === KING) continue;
      const black = word >> 1;
      const ownLow = occupancy[black << 1]!;
      const ownHigh = occupancy[(black << 1) | 1]!;
      let reach =
        popcount(STEPS_LOW[type * 64 + index]! & ~ownLow) +
        popcount(STEPS_HIGH[type * 64 + index]! & ~ownHigh);
      for (let rides = RIDES[type]!, k = 0; rides !== 0; rides >>= 1, k++) {
        if (!(rides & 1)) continue;
        const ray = index * 8 + k;
        const low = RAY_LOW[ray]! & allLow;
        const high = RAY_HIGH[ray]! & allHigh;
        let first: number; // the first man met on the line, 0–63, or −1
        if (RISING[k])
          first = low ? 31 - Math.clz32(low & -low) : high ? 63 - Math.clz32(high & -high) : -1;
        else first = high ? 63 - Math.clz32(high) : low ? 31 - Math.clz32(low) : -1;
        if (first < 0) {
          reach += RAY_LENGTH[ray]!;
          continue;
        }
        const distance = Math.max(
          Math.abs((first & 7) - (index & 7)),
          Math.abs((first >> 3) - (index >> 3)),
        );
        const own = first < 32 ? (ownLow >>> first) & 1 : (ownHigh >>> (first - 32)) & 1;
        reach += distance - own;
      }
      if (NIGHTRIDER[type]) reach += nightriderReach(pos.board, occupancySquare(word, bit), code);
      moves += black ? -reach : reach;
    }
  return moves;
}

/** A nightrider's reach along its eight lines, walked on the board. */
function nightriderReach(board: Int8Array, square: number, code: number): number {
  let count = 0;
  for (let i = 0; i < KNIGHT_LEAPS.length; i++) {
    const d = KNIGHT_LEAPS[i]!;
    for (let t = square + d; !(t & 0x88); t += d) {
      const other = board[t]!;
      if (other) {
        if ((other & 32) !== (code & 32)) count++;
        break;
      }
      count++;
    }
  }
  return count;
}

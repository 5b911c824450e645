/**
 * A deliberately simple second move generator for PlunderChess, used only by the tests to
 * cross-check the rules core (src/rules). It is written straight from the text of
 * docs/rules.md §PlunderChess and
 * shares no code with the core: plain objects, its own little FEN reader, square names computed
 * here, every move tried on a copied board and kept when the mover's king is not attacked. It is
 * slow on purpose: clarity over speed, so that it can serve as the second opinion.
 *
 * Squares are 0..63 (`file + 8 * rank`). Moves are named in the canonical notation of §0
 * (`e2e4`, `e7e8=Q`, `c1d3*`, `d4e5~P`, `a2a8*=Q`, `e7d8=N~R`, `c1d3*~B`), so that a move list
 * is a set of strings and perft counts distinct strings.
 */
import { fenFields } from './fenFields';

export type Side = 'w' | 'b';
export type Kind = 'P' | 'N' | 'B' | 'R' | 'Q' | 'K';

export interface Man {
  side: Side;
  kind: Kind;
  vest: Kind | null;
}

export interface RefPosition {
  board: Array<Man | null>; // 64 squares, a1 = 0, h8 = 63
  turn: Side;
  castling: string; // subset of 'KQkq'
  ep: number | null; // the square passed over by the last double step
  halfmove: number;
  fullmove: number;
}

export interface RefMove {
  name: string;
  next: RefPosition;
}

const PROMOTIONS: Kind[] = ['Q', 'R', 'B', 'N'];

const fileOf = (sq: number): number => sq % 8;
const rankOf = (sq: number): number => Math.floor(sq / 8);
const at = (file: number, rank: number): number | null =>
  file >= 0 && file < 8 && rank >= 0 && rank < 8 ? file + 8 * rank : null;
const nameOf = (sq: number): string => 'abcdefgh'[fileOf(sq)]! + String(rankOf(sq) + 1);
const squareOf = (name: string): number => name.charCodeAt(0) - 97 + 8 * (Number(name[1]) - 1);
const other = (side: Side): Side => (side === 'w' ? 'b' : 'w');
/** Rank numbers 0..7 relative to the owner: 0 is its first rank, 7 its last. */
const ownRank = (sq: number, side: Side): number => (side === 'w' ? rankOf(sq) : 7 - rankOf(sq));
const forward = (side: Side): number => (side === 'w' ? 1 : -1);

/** Reads a PlunderChess FEN (no validation: the tests only give it good ones). */
export function readFen(fen: string): RefPosition {
  const [placement, turn, castling, ep, half, full] = fenFields(fen);
  const board: Array<Man | null> = new Array<Man | null>(64).fill(null);
  placement.split('/').forEach((row, r) => {
    let file = 0;
    for (let i = 0; i < row.length; i++) {
      const ch = row[i]!;
      if (ch >= '1' && ch <= '8') {
        file += Number(ch);
        continue;
      }
      const side: Side = ch === ch.toUpperCase() ? 'w' : 'b';
      let vest: Kind | null = null;
      if (row[i + 1] === '(') {
        vest = row[i + 2]!.toUpperCase() as Kind;
        i += 3;
      }
      board[file + 8 * (7 - r)] = { side, kind: ch.toUpperCase() as Kind, vest };
      file++;
    }
  });
  return {
    board,
    turn: turn as Side,
    castling: castling === '-' ? '' : castling,
    ep: ep === '-' ? null : squareOf(ep),
    halfmove: Number(half),
    fullmove: Number(full),
  };
}

/** Writes the FEN (en passant square whenever a double step was made, as the core does). */
export function writeFen(pos: RefPosition): string {
  const rows: string[] = [];
  for (let rank = 7; rank >= 0; rank--) {
    let row = '';
    let empty = 0;
    for (let file = 0; file < 8; file++) {
      const man = pos.board[file + 8 * rank];
      if (!man) {
        empty++;
        continue;
      }
      if (empty) row += String(empty);
      empty = 0;
      const letter = (k: Kind) => (man.side === 'w' ? k : k.toLowerCase());
      row += letter(man.kind) + (man.vest ? `(${letter(man.vest)})` : '');
    }
    if (empty) row += String(empty);
    rows.push(row);
  }
  const ep = pos.ep === null ? '-' : nameOf(pos.ep);
  return `${rows.join('/')} ${pos.turn} ${pos.castling || '-'} ${ep} ${pos.halfmove} ${pos.fullmove}`;
}

/**
 * "A vest must add a way of moving that the wearer lacks: no piece takes a vest of its own type,
 * and a queen takes only a knight or a pawn vest. A king may wear any vest."
 */
const vestAdds = (wearer: Kind, vest: Kind): boolean =>
  vest !== wearer && (wearer !== 'Q' || vest === 'N' || vest === 'P');

/** One way a man of some kind can move from a square: where it lands, what it takes. */
interface Step {
  to: number;
  victim: number | null; // square of the man taken (differs from `to` for en passant)
  double: boolean; // a pawn-style double step (passes `to - forward`)
}

const KING_DIRS = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
  [1, 1],
  [1, -1],
  [-1, 1],
  [-1, -1],
];
const KNIGHT_DIRS = [
  [1, 2],
  [2, 1],
  [2, -1],
  [1, -2],
  [-1, -2],
  [-2, -1],
  [-2, 1],
  [-1, 2],
];
const ROOK_DIRS = KING_DIRS.slice(0, 4);
const BISHOP_DIRS = KING_DIRS.slice(4);

/** The moves a man of `kind` and `side` standing on `from` could make by that kind's powers. */
function steps(pos: RefPosition, from: number, kind: Kind, side: Side): Step[] {
  const out: Step[] = [];
  const f = fileOf(from);
  const r = rankOf(from);
  const free = (sq: number) => pos.board[sq] === null;
  const enemy = (sq: number) => pos.board[sq] !== null && pos.board[sq]!.side !== side;
  const leap = (dirs: number[][]) => {
    for (const [df, dr] of dirs) {
      const to = at(f + df!, r + dr!);
      if (to === null) continue;
      if (free(to)) out.push({ to, victim: null, double: false });
      else if (enemy(to)) out.push({ to, victim: to, double: false });
    }
  };
  const ride = (dirs: number[][]) => {
    for (const [df, dr] of dirs) {
      for (let k = 1; ; k++) {
        const to = at(f + k * df!, r + k * dr!);
        if (to === null) break;
        if (free(to)) {
          out.push({ to, victim: null, double: false });
          continue;
        }
        if (enemy(to)) out.push({ to, victim: to, double: false });
        break;
      }
    }
  };
  switch (kind) {
    case 'K':
      leap(KING_DIRS);
      break;
    case 'N':
      leap(KNIGHT_DIRS);
      break;
    case 'B':
      ride(BISHOP_DIRS);
      break;
    case 'R':
      ride(ROOK_DIRS);
      break;
    case 'Q':
      ride(KING_DIRS);
      break;
    case 'P': {
      const fwd = forward(side);
      const one = at(f, r + fwd);
      if (one !== null && free(one)) {
        out.push({ to: one, victim: null, double: false });
        const two = at(f, r + 2 * fwd);
        if (ownRank(from, side) === 1 && two !== null && free(two))
          out.push({ to: two, victim: null, double: true });
      }
      for (const df of [-1, 1]) {
        const to = at(f + df, r + fwd);
        if (to === null) continue;
        if (enemy(to)) out.push({ to, victim: to, double: false });
        else if (to === pos.ep && free(to)) {
          const victim = to - 8 * fwd;
          if (enemy(victim)) out.push({ to, victim, double: false });
        }
      }
      break;
    }
  }
  return out;
}

/** The squares a man of `kind` and `side` on `from` attacks (pawns: diagonally forward). */
function attacksOf(pos: RefPosition, from: number, kind: Kind, side: Side): number[] {
  if (kind !== 'P') {
    // Attacks of a piece are the squares it could move to or capture on if they held an enemy:
    // the rides stop at the first man of either side, which is attacked.
    const f = fileOf(from);
    const r = rankOf(from);
    const out: number[] = [];
    const dirs =
      kind === 'K' || kind === 'Q'
        ? KING_DIRS
        : kind === 'N'
          ? KNIGHT_DIRS
          : kind === 'B'
            ? BISHOP_DIRS
            : ROOK_DIRS;
    const rides = kind === 'B' || kind === 'R' || kind === 'Q';
    for (const [df, dr] of dirs) {
      for (let k = 1; ; k++) {
        const to = at(f + k * df!, r + k * dr!);
        if (to === null) break;
        out.push(to);
        if (!rides || pos.board[to] !== null) break;
      }
    }
    return out;
  }
  const out: number[] = [];
  for (const df of [-1, 1]) {
    const to = at(fileOf(from) + df, rankOf(from) + forward(side));
    if (to !== null) out.push(to);
  }
  return out;
}

/** "A piece attacks everything that its own powers and its vest reach." */
function isAttacked(pos: RefPosition, square: number, by: Side): boolean {
  for (let sq = 0; sq < 64; sq++) {
    const man = pos.board[sq];
    if (!man || man.side !== by) continue;
    if (attacksOf(pos, sq, man.kind, by).includes(square)) return true;
    if (man.vest && attacksOf(pos, sq, man.vest, by).includes(square)) return true;
  }
  return false;
}

/** Attacked by an enemy pawn or a man of `by` wearing a pawn vest (the pawn's diagonals only). */
function attackedByPawnPowers(pos: RefPosition, square: number, by: Side): boolean {
  for (let sq = 0; sq < 64; sq++) {
    const man = pos.board[sq];
    if (!man || man.side !== by || (man.kind !== 'P' && man.vest !== 'P')) continue;
    if (attacksOf(pos, sq, 'P', by).includes(square)) return true;
  }
  return false;
}

const kingSquare = (pos: RefPosition, side: Side): number =>
  pos.board.findIndex((m) => m !== null && m.side === side && m.kind === 'K');

/** A move before the vest choice and legality: what it does on the board. */
interface Candidate {
  from: number;
  to: number;
  victim: number | null;
  double: boolean;
  usesVest: boolean;
  promotion: Kind | null;
  castle: boolean;
}

/** Plays a candidate with a vest choice (`vestTaken`, or null to decline). */
function apply(pos: RefPosition, c: Candidate, vestTaken: Kind | null): RefPosition {
  const board = pos.board.map((m) => (m ? { ...m } : null));
  const man = board[c.from]!;
  const captured = c.victim !== null ? board[c.victim] : null;
  if (c.victim !== null) board[c.victim] = null;
  board[c.from] = null;
  let vest = c.usesVest ? null : man.vest; // a used vest is gone
  const kind = c.promotion ?? man.kind;
  // A pawn that promotes keeps its vest only if the vest still adds something to the new piece.
  if (c.promotion && vest && !vestAdds(kind, vest)) vest = null;
  if (vestTaken) vest = vestTaken; // one vest per man: a taken vest replaces the worn one
  board[c.to] = { side: man.side, kind, vest };
  if (c.castle) {
    const rank = rankOf(c.from);
    const [rookFrom, rookTo] = fileOf(c.to) === 6 ? [7, 5] : [0, 3];
    board[rookTo + 8 * rank] = board[rookFrom + 8 * rank]!;
    board[rookFrom + 8 * rank] = null;
  }
  let castling = pos.castling;
  const drop = (rights: string) => {
    for (const ch of rights) castling = castling.replace(ch, '');
  };
  for (const sq of [c.from, c.to]) {
    if (sq === squareOf('e1')) drop('KQ');
    if (sq === squareOf('h1')) drop('K');
    if (sq === squareOf('a1')) drop('Q');
    if (sq === squareOf('e8')) drop('kq');
    if (sq === squareOf('h8')) drop('k');
    if (sq === squareOf('a8')) drop('q');
  }
  // Any move of a real pawn and any capture reset the 50-move count; a piece's pawn-vest move
  // does not.
  const resets = man.kind === 'P' || captured !== null;
  return {
    board,
    turn: other(pos.turn),
    castling,
    ep: c.double ? c.to - 8 * forward(man.side) : null,
    halfmove: resets ? 0 : pos.halfmove + 1,
    fullmove: pos.fullmove + (pos.turn === 'b' ? 1 : 0),
  };
}

/** Every legal move of the side to move, with the position it leads to. */
export function legalRefMoves(pos: RefPosition): RefMove[] {
  const us = pos.turn;
  const them = other(us);
  const candidates: Candidate[] = [];
  for (let from = 0; from < 64; from++) {
    const man = pos.board[from];
    if (!man || man.side !== us) continue;
    const own = steps(pos, from, man.kind, us);
    const sameMove = (a: Step, b: Step) => a.to === b.to && a.victim === b.victim;
    const promotesOn = (to: number) => man.kind === 'P' && ownRank(to, us) === 7;
    const push = (s: Step, usesVest: boolean) => {
      const base = { from, to: s.to, victim: s.victim, double: s.double, usesVest, castle: false };
      // A pawn promotes when it reaches its last rank, by an ordinary move or by a vest move.
      if (promotesOn(s.to)) for (const p of PROMOTIONS) candidates.push({ ...base, promotion: p });
      else candidates.push({ ...base, promotion: null });
    };
    for (const s of own) push(s, false);
    if (man.vest) {
      for (const s of steps(pos, from, man.vest, us)) {
        // Only a move the piece cannot make with its own powers uses the vest.
        if (own.some((o) => sameMove(o, s))) continue;
        // A king may not double-step over a square an enemy pawn or pawn vest attacks.
        if (s.double && man.kind === 'K' && attackedByPawnPowers(pos, s.to - 8 * forward(us), them))
          continue;
        push(s, true);
      }
    }
    // Castling: king and rook on their squares with the right, empty between, the king's
    // square, the square it passes and the one it lands on not attacked.
    if (man.kind === 'K') {
      const rank = us === 'w' ? 0 : 7;
      if (from === 4 + 8 * rank) {
        for (const side of ['K', 'Q']) {
          const right = us === 'w' ? side : side.toLowerCase();
          if (!pos.castling.includes(right)) continue;
          const rook = pos.board[(side === 'K' ? 7 : 0) + 8 * rank];
          if (!rook || rook.side !== us || rook.kind !== 'R') continue;
          const between = side === 'K' ? [5, 6] : [1, 2, 3];
          if (between.some((f) => pos.board[f + 8 * rank] !== null)) continue;
          const path = side === 'K' ? [4, 5, 6] : [4, 3, 2];
          if (path.some((f) => isAttacked(pos, f + 8 * rank, them))) continue;
          const to = (side === 'K' ? 6 : 2) + 8 * rank;
          candidates.push({
            from,
            to,
            victim: null,
            double: false,
            usesVest: false,
            promotion: null,
            castle: true,
          });
        }
      }
    }
  }

  const moves = new Map<string, RefPosition>();
  for (const c of candidates) {
    const man = pos.board[c.from]!;
    const name =
      nameOf(c.from) +
      nameOf(c.to) +
      (c.usesVest ? '*' : '') +
      (c.promotion ? `=${c.promotion}` : '');
    const choices: Array<Kind | null> = [null];
    if (c.victim !== null) {
      // The offer: a vest of the captured piece's type, or the vest it was wearing, if it adds
      // powers to the piece as it stands after the capture, and unless it is the vest the piece
      // would wear anyway after declining.
      const victim = pos.board[c.victim]!;
      const kind = c.promotion ?? man.kind;
      let declined = c.usesVest ? null : man.vest;
      if (c.promotion && declined && !vestAdds(kind, declined)) declined = null;
      for (const offered of [victim.kind, victim.vest]) {
        if (offered && offered !== declined && vestAdds(kind, offered)) choices.push(offered);
      }
    }
    for (const vest of choices) {
      const next = apply(pos, c, vest);
      if (isAttacked(next, kingSquare(next, us), them)) continue;
      moves.set(name + (vest ? `~${vest}` : ''), next);
    }
  }
  return [...moves].map(([name, next]) => ({ name, next }));
}

/** perft by the reference generator (distinct move strings per position). */
export function refPerft(pos: RefPosition, depth: number): number {
  if (depth === 0) return 1;
  const moves = legalRefMoves(pos);
  if (depth === 1) return moves.length;
  let nodes = 0;
  for (const m of moves) nodes += refPerft(m.next, depth - 1);
  return nodes;
}

/** Sorted names of the legal moves. */
export const refMoveNames = (pos: RefPosition): string[] =>
  legalRefMoves(pos)
    .map((m) => m.name)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

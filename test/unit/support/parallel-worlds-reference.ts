/**
 * A deliberately simple, independent reference for Parallel worlds chess
 * (docs/rules.md §Parallel worlds chess), written
 * straight from the text of the rules to cross-check the rules core (perft over turns, legal
 * sub-move lists). It shares no code with src/rules: positions are plain maps from square names
 * (`1e4`) to men, moves are found by walking file/rank steps, every sub-move copies the whole
 * state, and a turn is enumerated the way §2's Perft paragraph defines it. Slow on purpose: it is
 * only ever run on small positions or shallow depths.
 */
import { fenFields } from './fenFields';

export type Side = 'w' | 'b';
export type Letter = 'P' | 'N' | 'B' | 'R' | 'Q' | 'K';

export interface Man {
  readonly id: number;
  readonly side: Side;
  readonly letter: Letter;
}

export interface RefState {
  /** Men by square name: `1e4` is e4 on level 1 (bottom). */
  readonly board: Map<string, Man>;
  readonly turn: Side;
  /** Castling rights as level + FEN letter: `1K`, `3q`. */
  readonly castling: Set<string>;
  /** En passant rights of the side to move: level -> square passed over. */
  readonly ep: Map<number, string>;
  readonly fullmove: number;
  /** The turn in progress: sub-moves made, levels where they ended, men that moved. */
  readonly subMoves: number;
  readonly usedLevels: Set<number>;
  readonly moved: Set<number>;
  /** Rights created this turn, handed to the opponent when the turn ends. */
  readonly pendingEp: Map<number, string>;
  /** Who captured a king, if anyone. */
  readonly winner: Side | null;
}

interface SubMove {
  readonly text: string;
  readonly from: string;
  readonly to: string;
  readonly promotion?: Letter;
  readonly doubleStep?: boolean;
  readonly enPassantVictim?: string;
  readonly rookFrom?: string;
  readonly rookTo?: string;
}

const FILES = 'abcdefgh';
const PROMOTIONS: Letter[] = ['Q', 'R', 'B', 'N'];
const ROOK_STEPS = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
];
const BISHOP_STEPS = [
  [1, 1],
  [1, -1],
  [-1, 1],
  [-1, -1],
];
const QUEEN_STEPS = [...ROOK_STEPS, ...BISHOP_STEPS];
const KNIGHT_STEPS = [
  [1, 2],
  [2, 1],
  [2, -1],
  [1, -2],
  [-1, -2],
  [-2, -1],
  [-2, 1],
  [-1, 2],
];

/** Square name from level (1..3), file (0..7) and rank (0..7); undefined off the board. */
function sq(level: number, file: number, rank: number): string | undefined {
  if (file < 0 || file > 7 || rank < 0 || rank > 7) return undefined;
  return `${level}${FILES[file]}${rank + 1}`;
}

function coords(name: string): [number, number, number] {
  return [Number(name[0]), FILES.indexOf(name[1]!), Number(name[2]) - 1];
}

const other = (side: Side): Side => (side === 'w' ? 'b' : 'w');
const forwardOf = (side: Side): number => (side === 'w' ? 1 : -1);
const lastRankOf = (side: Side): number => (side === 'w' ? 7 : 0);
const secondRankOf = (side: Side): number => (side === 'w' ? 1 : 6);

/** Reads a Parallel worlds FEN (trusting it: the core's parseFen judges validity). */
export function refFromFen(fen: string): RefState {
  const [boards, side, castling, ep, , full] = fenFields(fen.trim());
  const board = new Map<string, Man>();
  let id = 1;
  boards.split('|').forEach((levelText, index) => {
    levelText.split('/').forEach((row, r) => {
      let file = 0;
      for (const ch of row) {
        if (/\d/.test(ch)) {
          file += Number(ch);
          continue;
        }
        const letter = ch.toUpperCase() as Letter;
        const man: Man = { id: id++, side: ch === letter ? 'w' : 'b', letter };
        board.set(sq(index + 1, file, 7 - r)!, man);
        file++;
      }
    });
  });
  const rights = new Set<string>();
  if (castling !== '-')
    for (const m of castling.matchAll(/(\d)([KQkq]+)/g))
      for (const ch of m[2]!) rights.add(m[1]! + ch);
  const epMap = new Map<number, string>();
  if (ep !== '-') for (const name of ep.split(',')) epMap.set(Number(name[0]), name);
  return {
    board,
    turn: side as Side,
    castling: rights,
    ep: epMap,
    fullmove: Number(full),
    subMoves: 0,
    usedLevels: new Set(),
    moved: new Set(),
    pendingEp: new Map(),
    winner: null,
  };
}

/** At most 3 sub-moves a turn, 2 on White's first turn of the game. */
const maxSubMoves = (s: RefState): number => (s.turn === 'w' && s.fullmove === 1 ? 2 : 3);

/** Squares an enemy man on that level attacks "by an ordinary move" (for castling). */
function attackedBy(s: RefState, target: string, by: Side): boolean {
  const [level] = coords(target);
  for (const [name, man] of s.board) {
    if (man.side !== by) continue;
    const [l, f, r] = coords(name);
    if (l !== level) continue;
    const hits: string[] = [];
    const rides = (steps: number[][]) => {
      for (const [df, dr] of steps) {
        for (let k = 1; ; k++) {
          const t = sq(l, f + k * df!, r + k * dr!);
          if (!t) break;
          hits.push(t);
          if (s.board.has(t)) break;
        }
      }
    };
    const leaps = (steps: number[][]) => {
      for (const [df, dr] of steps) {
        const t = sq(l, f + df!, r + dr!);
        if (t) hits.push(t);
      }
    };
    if (man.letter === 'P')
      leaps([
        [1, forwardOf(by)],
        [-1, forwardOf(by)],
      ]);
    if (man.letter === 'N') leaps(KNIGHT_STEPS);
    if (man.letter === 'K') leaps(QUEEN_STEPS);
    if (man.letter === 'B' || man.letter === 'Q') rides(BISHOP_STEPS);
    if (man.letter === 'R' || man.letter === 'Q') rides(ROOK_STEPS);
    if (hits.includes(target)) return true;
  }
  return false;
}

/** Every legal sub-move of the turn in progress (not `end`). */
function refSubMoves(s: RefState): SubMove[] {
  if (s.winner || s.subMoves >= maxSubMoves(s)) return [];
  const us = s.turn;
  const moves: SubMove[] = [];
  const add = (from: string, to: string, extra: Partial<SubMove> = {}) => {
    const text = `${from}-${to}${extra.promotion ? `=${extra.promotion}` : ''}`;
    moves.push({ text, from, to, ...extra });
  };
  const addMaybePromoting = (from: string, to: string, promotes: boolean) => {
    if (promotes) for (const p of PROMOTIONS) add(from, to, { promotion: p });
    else add(from, to);
  };
  for (const [from, man] of s.board) {
    if (man.side !== us || s.moved.has(man.id)) continue;
    const [l, f, r] = coords(from);

    // Between levels: straight up or down one level, onto an empty square, kings never.
    if (man.letter !== 'K') {
      for (const tl of [l - 1, l + 1]) {
        if (tl < 1 || tl > 3 || s.usedLevels.has(tl)) continue;
        const to = sq(tl, f, r)!;
        if (s.board.has(to)) continue;
        addMaybePromoting(from, to, man.letter === 'P' && tl !== 2 && r === lastRankOf(us));
      }
    }
    if (s.usedLevels.has(l)) continue;

    // Level 2: every man moves as a queen, never capturing.
    if (l === 2) {
      for (const [df, dr] of QUEEN_STEPS) {
        for (let k = 1; ; k++) {
          const t = sq(l, f + k * df!, r + k * dr!);
          if (!t || s.board.has(t)) break;
          add(from, t);
        }
      }
      continue;
    }

    // Levels 1 and 3: standard chess moves without check.
    const canLand = (t: string | undefined): t is string =>
      t !== undefined && s.board.get(t)?.side !== us;
    if (man.letter === 'P') {
      const fwd = forwardOf(us);
      const one = sq(l, f, r + fwd);
      if (one && !s.board.has(one)) {
        addMaybePromoting(from, one, r + fwd === lastRankOf(us));
        const two = sq(l, f, r + 2 * fwd);
        if (r === secondRankOf(us) && two && !s.board.has(two))
          add(from, two, { doubleStep: true });
      }
      for (const df of [-1, 1]) {
        const t = sq(l, f + df, r + fwd);
        if (!t) continue;
        const victim = s.board.get(t);
        if (victim && victim.side !== us) addMaybePromoting(from, t, r + fwd === lastRankOf(us));
        const passer = sq(l, f + df, r)!;
        const passerMan = s.board.get(passer);
        if (
          !victim &&
          s.ep.get(l) === t &&
          passerMan?.side === other(us) &&
          passerMan.letter === 'P'
        )
          add(from, t, { enPassantVictim: passer });
      }
    }
    if (man.letter === 'N' || man.letter === 'K') {
      for (const [df, dr] of man.letter === 'N' ? KNIGHT_STEPS : QUEEN_STEPS) {
        const t = sq(l, f + df!, r + dr!);
        if (canLand(t)) add(from, t);
      }
    }
    const slides =
      man.letter === 'B'
        ? BISHOP_STEPS
        : man.letter === 'R'
          ? ROOK_STEPS
          : man.letter === 'Q'
            ? QUEEN_STEPS
            : [];
    for (const [df, dr] of slides) {
      for (let k = 1; ; k++) {
        const t = sq(l, f + k * df!, r + k * dr!);
        if (!canLand(t)) break;
        add(from, t);
        if (s.board.has(t)) break;
      }
    }

    // Castling on this level with this level's rights.
    const home = us === 'w' ? 0 : 7;
    if (man.letter === 'K' && f === 4 && r === home) {
      for (const side of ['K', 'Q']) {
        const right = `${l}${us === 'w' ? side : side.toLowerCase()}`;
        if (!s.castling.has(right)) continue;
        const rookFrom = sq(l, side === 'K' ? 7 : 0, home)!;
        const rook = s.board.get(rookFrom);
        if (!rook || rook.letter !== 'R' || rook.side !== us || s.moved.has(rook.id)) continue;
        const between = side === 'K' ? [5, 6] : [1, 2, 3];
        if (between.some((bf) => s.board.has(sq(l, bf, home)!))) continue;
        const kingPath = (side === 'K' ? [4, 5, 6] : [4, 3, 2]).map((kf) => sq(l, kf, home)!);
        if (kingPath.some((t) => attackedBy(s, t, other(us)))) continue;
        add(from, kingPath[2]!, {
          rookFrom,
          rookTo: kingPath[1]!,
        });
      }
    }
  }
  return moves;
}

/** The state with the turn handed to the other side. */
function refEndTurn(s: RefState): RefState {
  return {
    ...s,
    turn: other(s.turn),
    ep: new Map(s.pendingEp),
    fullmove: s.turn === 'b' ? s.fullmove + 1 : s.fullmove,
    subMoves: 0,
    usedLevels: new Set(),
    moved: new Set(),
    pendingEp: new Map(),
  };
}

/** Castling rights lost when a man leaves or arrives at a king's or rook's home square. */
function touchRights(castling: Set<string>, square: string): void {
  const [l, f, r] = coords(square);
  if (r !== 0 && r !== 7) return;
  const k = r === 0 ? 'K' : 'k';
  const q = r === 0 ? 'Q' : 'q';
  if (f === 4) {
    castling.delete(`${l}${k}`);
    castling.delete(`${l}${q}`);
  }
  if (f === 7) castling.delete(`${l}${k}`);
  if (f === 0) castling.delete(`${l}${q}`);
}

/** The state after a sub-move: the turn ends after the last allowed one or a king capture. */
function refApply(s: RefState, m: SubMove): RefState {
  const board = new Map(s.board);
  const castling = new Set(s.castling);
  const moved = new Set(s.moved);
  const usedLevels = new Set(s.usedLevels);
  const pendingEp = new Map(s.pendingEp);
  const man = board.get(m.from)!;
  const captured =
    board.get(m.to) ?? (m.enPassantVictim ? board.get(m.enPassantVictim) : undefined);
  board.delete(m.from);
  if (m.enPassantVictim) board.delete(m.enPassantVictim);
  board.set(m.to, m.promotion ? { ...man, letter: m.promotion } : man);
  moved.add(man.id);
  if (m.rookFrom && m.rookTo) {
    const rook = board.get(m.rookFrom)!;
    board.delete(m.rookFrom);
    board.set(m.rookTo, rook);
    moved.add(rook.id);
  }
  touchRights(castling, m.from);
  touchRights(castling, m.to);
  const [toLevel, toFile, toRank] = coords(m.to);
  usedLevels.add(toLevel);
  if (m.doubleStep) pendingEp.set(toLevel, sq(toLevel, toFile, toRank - forwardOf(s.turn))!);
  const next: RefState = {
    ...s,
    board,
    castling,
    moved,
    usedLevels,
    pendingEp,
    subMoves: s.subMoves + 1,
    winner: captured?.letter === 'K' ? s.turn : s.winner,
  };
  if (next.winner || next.subMoves >= maxSubMoves(next)) return refEndTurn(next);
  return next;
}

/** Legal moves as canonical strings, sorted, with `end` when the turn may end. */
export function refLegalMoves(s: RefState): string[] {
  const texts = refSubMoves(s).map((m) => m.text);
  if (s.subMoves > 0 && !s.winner) texts.push('end');
  return texts.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** Plays one canonical move (or `end`); a turn with no sub-move left ends by itself. */
export function refPlay(s: RefState, text: string): RefState {
  let next: RefState;
  if (text === 'end') {
    if (s.subMoves === 0) throw new Error('reference: `end` before any sub-move');
    next = refEndTurn(s);
  } else {
    const m = refSubMoves(s).find((candidate) => candidate.text === text);
    if (!m) throw new Error(`reference: illegal move '${text}'`);
    next = refApply(s, m);
  }
  if (next.subMoves > 0 && refSubMoves(next).length === 0) next = refEndTurn(next);
  return next;
}

/** Calls `visit` with the state after each distinct way of completing the turn in progress. */
function forEachTurnEnd(s: RefState, visit: (after: RefState) => void): void {
  const moves = refSubMoves(s);
  if (s.subMoves > 0) visit(refEndTurn(s)); // `end`, or the turn ending by itself
  for (const m of moves) {
    const next = refApply(s, m);
    if (next.subMoves === 0) visit(next);
    else forEachTurnEnd(next, visit);
  }
}

/** perft over complete turns (the first one being the rest of the turn in progress). */
export function refPerft(s: RefState, depth: number): number {
  if (depth === 0) return 1;
  if (s.winner) return 0;
  let nodes = 0;
  forEachTurnEnd(s, (after) => {
    nodes += refPerft(after, depth - 1);
  });
  return nodes;
}

/** Each first move (canonical, `end` included) with its count, as `perftDivide` reports. */
export function refPerftDivide(s: RefState, depth: number): Map<string, number> {
  const rows = new Map<string, number>();
  for (const text of refLegalMoves(s)) {
    const next =
      text === 'end'
        ? refEndTurn(s)
        : refApply(
            s,
            refSubMoves(s).find((m) => m.text === text)!,
          );
    rows.set(text, next.subMoves === 0 ? refPerft(next, depth - 1) : refPerft(next, depth));
  }
  return rows;
}

/**
 * The outcome of a flag, the one rule for it: the side whose time ran out loses, unless the side
 * left on the board could never mate or capture a king, and then it is a draw (lichess's rule for
 * a flag, scalachess `InsufficientMatingMaterial`, stated per game in docs/rules.md §Conventions /
 * Clocks). Judged on material alone, as lichess does, so that the answer is quick and the same at
 * one screen (`game/session.ts`), on the server (`server/game.ts`) and in the match harness
 * (`engine/match.ts`), which all ask `flagOutcome`.
 */
import { BISHOP, KING, KNIGHT, PAWN, colorOfCode, type Color } from './pieces';
import type { PositionView as Position } from './position';

interface Material {
  readonly knights: number;
  readonly bishops: number[]; // squares
  readonly pawns: number;
  readonly others: number; // rooks, queens, fairy men
  readonly vests: number; // men wearing a vest
}

function materialOf(pos: Position, color: Color): Material {
  const material = {
    knights: 0,
    bishops: [] as number[],
    pawns: 0,
    others: 0,
    vests: 0,
  };
  for (let square = 0; square < pos.board.length; square++) {
    const code = pos.board[square]!;
    if (!code || square & 127 & 0x88 || colorOfCode(code) !== color) continue;
    if (pos.vests[square]) material.vests++;
    const type = code & 31;
    if (type === KING) continue;
    if (type === KNIGHT) material.knights++;
    else if (type === BISHOP) material.bishops.push(square);
    else if (type === PAWN) material.pawns++;
    else material.others++;
  }
  return material;
}

const shade = (square: number) => ((square >> 4) + square) & 1;

/**
 * Whether `color` could ever win in `pos` by some sequence of legal moves, judged on material:
 * - Parallel worlds chess: always (each side keeps a king on each outer level until one is
 *   captured, and a king can capture the enemy king beside it: there is no check);
 * - Pocket mutation chess: unless it has a lone king and an empty pocket (any other man can be
 *   pocketed and mutated into more);
 * - chess and PlunderChess (lichess's rule): not with a lone king; not with king and one knight
 *   against king and knights only; not with king and bishops when every bishop on the board
 *   stands on one colour and the other side has no knight and no pawn; a vest on any man but the
 *   lone king is mating material; anything else can.
 */
function canStillWin(pos: Position, color: Color): boolean {
  if (pos.game.levels > 1) return true;
  const us = materialOf(pos, color);
  const them = materialOf(pos, (color ^ 1) as Color);
  const lone = us.knights + us.bishops.length + us.pawns + us.others === 0;
  if (pos.game.pockets) return !lone || pos.pockets[color] !== 0;
  if (lone) return false;
  if (us.vests > 0 || us.pawns + us.others > 0) return true;
  if (us.bishops.length === 0 && us.knights === 1)
    return them.vests + them.bishops.length + them.pawns + them.others > 0;
  if (us.knights === 0) {
    const colours = new Set([...us.bishops, ...them.bishops].map(shade));
    return them.vests + them.knights + them.pawns > 0 || colours.size > 1;
  }
  return true;
}

/** How a game ends when `flagged` runs out of time: the other side wins, or it is a draw. */
export interface FlagOutcome {
  readonly winner: Color | null; // null: a draw, the other side could never win
  readonly reason: 'timeout';
}

/**
 * The outcome when `flagged` runs out of time in `pos` (the position as the flag leaves it: in
 * Parallel worlds chess the start of the turn in progress): its opponent wins if it could still
 * win by some sequence of legal moves (`canStillWin`), otherwise it is a draw.
 */
export function flagOutcome(pos: Position, flagged: Color): FlagOutcome {
  const other = (flagged ^ 1) as Color;
  return { winner: canStillWin(pos, other) ? other : null, reason: 'timeout' };
}

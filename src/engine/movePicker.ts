/**
 * The order in which the search tries a node's moves, and the staged generation that yields
 * them: the hash move, the captures and promotions (most valuable victim, least valuable
 * attacker), the killers, `end` (Parallel worlds, mid-turn), then the quiet moves by history
 * (and, before there is any, by their gain in placement).
 *
 * Most nodes cut off on one of the first moves, so the quiet moves are generated only when the
 * search gets to them: a quiet hash move and the killers are checked to be legal here by
 * generating their man's moves (`generateLegalFrom`) or the drops, the captures come from `generateTactical`
 * (kept per level in Parallel worlds, `LevelTactics`), and the full generation comes last, its
 * moves already tried left out. The weak levels' blind spots (no moves between levels, drops or
 * vest moves below the root) generate every move at once and drop those.
 * test/unit/engine-move-picker.test.ts: every legal move exactly once, in this order.
 */
import {
  END_TURN,
  KING,
  MAX_MOVES,
  MOVE_DROP,
  MOVE_EN_PASSANT,
  MOVE_LEVEL,
  MOVE_POCKET,
  generateLegal,
  generateLegalDrops,
  generateLegalFrom,
  generateTactical,
  moveFrom,
  moveKind,
  movePromotion,
  moveTo,
  moveUsesVest,
  moveVestTaken,
  type WorkingPosition as Position,
} from '../rules';
import { placementGain } from './evaluate';
import { LevelTactics } from './levelTactics';
import { PIECE_VALUES, VEST_VALUES } from './values';

const ORDER_HASH = 1 << 30;
const ORDER_CAPTURE = 1 << 24;
export const ORDER_KILLER = 1 << 22;
const ORDER_END = (1 << 22) - 1;
/** `urgency` of a quiet move that is neither the hash move nor a killer (quiet moves score > 0). */
const UNSCORED = 0;

/** `next` past a node's last move (0 is no move: a move from a1 to a1 does not exist). */
export const NO_MOVE = 0;

const STAGE_HASH = 0;
const STAGE_CAPTURES = 1;
const STAGE_KILLERS = 2;
const STAGE_QUIETS = 3;
const STAGE_DONE = 4;
/** Every move at once (the blind spots). */
const STAGE_ALL = 5;

export class MovePicker {
  /** By ply, the node's moves as picked so far (`next` puts its `k`-th at index k). */
  readonly moves: Int32Array[] = [];
  /** By ply, the order scores of `moves`. */
  readonly order: Int32Array[] = [];
  private readonly killers: Int32Array;
  private readonly history = new Int32Array(1 << 18);
  private readonly stage: Int8Array;
  private readonly filled: Int32Array;
  private readonly hashMove: Int32Array;
  private readonly checked: Uint8Array;
  /** By ply: the hash move and the killers tried in their own stages (left out of the last). */
  private readonly hashTried: Int32Array;
  private readonly killersTried: Int32Array;
  private readonly scratch = new Int32Array(MAX_MOVES);
  /** Parallel worlds: the captures kept per level. */
  private readonly levelTactics: LevelTactics | null;

  /** Nodes from ply 0 to `maxPly`; `blindSpots`: below the root, leave those moves out. */
  constructor(
    private readonly pos: Position,
    maxPly: number,
    private readonly blindSpots: boolean,
  ) {
    for (let ply = 0; ply <= maxPly; ply++) {
      this.moves.push(new Int32Array(MAX_MOVES));
      this.order.push(new Int32Array(MAX_MOVES));
    }
    this.killers = new Int32Array(2 * (maxPly + 1));
    this.stage = new Int8Array(maxPly + 1);
    this.filled = new Int32Array(maxPly + 1);
    this.hashMove = new Int32Array(maxPly + 1);
    this.checked = new Uint8Array(maxPly + 1);
    this.hashTried = new Int32Array(maxPly + 1);
    this.killersTried = new Int32Array(2 * (maxPly + 1));
    this.levelTactics = pos.game.subMoveTurns ? new LevelTactics() : null;
  }

  /** The node at `ply` (below the root) will pick its moves from the first stage. */
  start(ply: number, hashMove: number, checked: boolean): void {
    this.filled[ply] = 0;
    this.stage[ply] = this.blindSpots ? STAGE_ALL : STAGE_HASH;
    this.hashMove[ply] = hashMove;
    this.checked[ply] = checked ? 1 : 0;
    this.hashTried[ply] = 0;
    this.killersTried[2 * ply] = 0;
    this.killersTried[2 * ply + 1] = 0;
  }

  /** The node's `k`-th move in the order it is tried (k = 0, 1, … in turn), or `NO_MOVE`. */
  next(ply: number, k: number): number {
    const moves = this.moves[ply]!;
    const order = this.order[ply]!;
    while (k >= this.filled[ply]!) if (!this.fill(ply)) return NO_MOVE;
    pickNext(moves, order, k, this.filled[ply]!);
    return moves[k]!;
  }

  /** The order score of the node's `k`-th move (after `next` gave it). */
  score(ply: number, k: number): number {
    return this.order[ply]![k]!;
  }

  /** Every move of the node has been given: `next` starts again from k = 0 over all of them. */
  again(ply: number): void {
    this.stage[ply] = STAGE_DONE;
  }

  /** The next stage's moves into `moves[ply]`; false when there is no stage left. */
  private fill(ply: number): boolean {
    const pos = this.pos;
    const moves = this.moves[ply]!;
    const order = this.order[ply]!;
    const hashMove = this.hashMove[ply]!;
    const checked = this.checked[ply] === 1;
    let filled = this.filled[ply]!;
    switch (this.stage[ply]) {
      case STAGE_ALL: {
        filled = this.generateAll(moves, checked);
        for (let i = 0; i < filled; i++) order[i] = this.orderScore(moves[i]!, ply, hashMove);
        this.stage[ply] = STAGE_DONE;
        break;
      }
      case STAGE_HASH:
        if (hashMove && !isTactical(pos, hashMove) && this.legalHere(hashMove, checked)) {
          moves[filled] = hashMove;
          order[filled++] = ORDER_HASH;
          this.hashTried[ply] = hashMove;
        }
        this.stage[ply] = STAGE_CAPTURES;
        break;
      case STAGE_CAPTURES: {
        const n = this.tactical(this.scratch, checked);
        for (let i = 0; i < n; i++) {
          moves[filled] = this.scratch[i]!;
          order[filled++] = this.urgency(this.scratch[i]!, ply, hashMove);
        }
        this.stage[ply] = STAGE_KILLERS;
        break;
      }
      case STAGE_KILLERS:
        for (let i = 0; i < 2; i++) {
          const killer = this.killers[2 * ply + i]!;
          if (
            killer === NO_MOVE ||
            killer === END_TURN ||
            killer === this.hashTried[ply] ||
            isTactical(pos, killer) ||
            !this.legalHere(killer, checked)
          )
            continue;
          moves[filled] = killer;
          order[filled++] = ORDER_KILLER - i;
          this.killersTried[2 * ply + i] = killer;
        }
        if (pos.game.subMoveTurns && pos.subMoves > 0) {
          moves[filled] = END_TURN;
          order[filled++] = ORDER_END;
        }
        this.stage[ply] = STAGE_QUIETS;
        break;
      case STAGE_QUIETS: {
        const n = generateLegal(pos, this.scratch, checked);
        const hash = this.hashTried[ply]!;
        const killer1 = this.killersTried[2 * ply]!;
        const killer2 = this.killersTried[2 * ply + 1]!;
        for (let i = 0; i < n; i++) {
          const move = this.scratch[i]!;
          if (move === hash || move === killer1 || move === killer2 || isTactical(pos, move))
            continue;
          moves[filled] = move;
          order[filled++] = this.orderScore(move, ply, hashMove);
        }
        this.stage[ply] = STAGE_DONE;
        break;
      }
      default:
        return false;
    }
    this.filled[ply] = filled;
    return true;
  }

  /** The captures and promotions of the side to move (every evasion's when `checked`). */
  tactical(out: Int32Array, checked: boolean): number {
    if (checked) return generateTactical(this.pos, out, true);
    return this.levelTactics
      ? this.levelTactics.generate(this.pos, out)
      : generateTactical(this.pos, out, false);
  }

  /** Is `move` a legal move here? Its man's moves (or the drops) are generated to see. */
  private legalHere(move: number, checked: boolean): boolean {
    const n =
      moveKind(move) === MOVE_DROP
        ? generateLegalDrops(this.pos, this.scratch, checked)
        : generateLegalFrom(this.pos, moveFrom(move), this.scratch, checked);
    for (let i = 0; i < n; i++) if (this.scratch[i] === move) return true;
    return false;
  }

  /** Every legal move (with `end` mid-turn) but the blind spots (when any move is left). */
  private generateAll(moves: Int32Array, checked: boolean): number {
    const pos = this.pos;
    let n = generateLegal(pos, moves, checked);
    let kept = 0;
    for (let i = 0; i < n; i++) {
      const move = moves[i]!;
      const kind = moveKind(move);
      if (kind === MOVE_LEVEL || kind === MOVE_DROP || moveUsesVest(move)) continue;
      moves[kept++] = move;
    }
    if (kept > 0) n = kept;
    if (pos.game.subMoveTurns && pos.subMoves > 0) moves[n++] = END_TURN;
    return n;
  }

  /** Hash move, then captures, killers, `end`, history. */
  orderScore(move: number, ply: number, hashMove: number): number {
    const score = this.urgency(move, ply, hashMove);
    return score === UNSCORED ? this.quietScore(move) : score;
  }

  /** `orderScore` but for a quiet move that is neither the hash move nor a killer: `UNSCORED`. */
  private urgency(move: number, ply: number, hashMove: number): number {
    if (move === hashMove && move !== NO_MOVE) return ORDER_HASH;
    if (move === END_TURN) return ORDER_END;
    const pos = this.pos;
    const kind = moveKind(move);
    const to = moveTo(move);
    const victim =
      kind === MOVE_EN_PASSANT
        ? 1
        : kind === MOVE_POCKET || kind === MOVE_DROP
          ? 0
          : pos.board[to]! & 31;
    const promotion = kind === MOVE_POCKET || kind === MOVE_DROP ? 0 : movePromotion(move);
    if (victim || promotion) {
      const value = victim === KING ? 20_000 : PIECE_VALUES[victim]!;
      const attacker = kind === MOVE_DROP ? 0 : PIECE_VALUES[pos.board[moveFrom(move)]! & 31]!;
      return (
        ORDER_CAPTURE +
        value * 32 +
        PIECE_VALUES[promotion]! * 16 +
        VEST_VALUES[moveVestTaken(move)]! -
        (attacker >> 4)
      );
    }
    if (this.killers[ply * 2] === move) return ORDER_KILLER;
    if (this.killers[ply * 2 + 1] === move) return ORDER_KILLER - 1;
    return UNSCORED;
  }

  /** A quiet move's order: its history, and before there is any its gain in placement. */
  private quietScore(move: number): number {
    const kind = moveKind(move);
    const gain = kind === MOVE_DROP ? 0 : placementGain(this.pos, moveFrom(move), moveTo(move));
    return Math.min(this.history[move & 0x3ffff]! + 64 * (gain + 32), ORDER_KILLER - 2);
  }

  /** A quiet move cut off at `ply`: a killer there, and history by the depth it was searched. */
  reward(move: number, ply: number, depth: number): void {
    if (this.killers[ply * 2] !== move) {
      this.killers[ply * 2 + 1] = this.killers[ply * 2]!;
      this.killers[ply * 2] = move;
    }
    if (move !== END_TURN) this.history[move & 0x3ffff]! += depth * depth;
  }

  /** An analysis may run for hours: the history scores are halved before they can overflow. */
  keepHistoryInRange(): void {
    if (this.history.some((score) => score > 1 << 28))
      for (let i = 0; i < this.history.length; i++) this.history[i]! >>= 1;
  }
}

/** A capture (en passant too) or a promotion: the moves quiescence follows. */
export function isTactical(pos: Position, move: number): boolean {
  if (move === END_TURN) return false;
  const kind = moveKind(move);
  if (kind === MOVE_EN_PASSANT) return true;
  if (kind === MOVE_POCKET || kind === MOVE_DROP) return false;
  return pos.board[moveTo(move)] !== 0 || movePromotion(move) !== 0;
}

/** Moves the best-ordered of `moves[k..n)` to index k (selection sort, one step). */
export function pickNext(moves: Int32Array, order: Int32Array, k: number, n: number): void {
  let best = k;
  for (let i = k + 1; i < n; i++) if (order[i]! > order[best]!) best = i;
  if (best === k) return;
  const move = moves[k]!;
  moves[k] = moves[best]!;
  moves[best] = move;
  const score = order[k]!;
  order[k] = order[best]!;
  order[best] = score;
}

/**
 * The search, one code for every game: iterative deepening principal-variation search with a
 * transposition table, quiescence, and move ordering (hash move, captures by MVV-LVA, killers,
 * history), under a node budget, a time cap and a stop check.
 *
 * Parallel worlds chess is searched sub-move by sub-move, as Arimaa programs search steps: the
 * side to move changes only when a turn ends, so a child's score is negated only then, and the
 * window passes through unchanged between sub-moves of one turn. Depth counts sub-moves; ending a
 * turn early (`end`) costs no depth. The key includes the turn state (sub-moves made, levels used,
 * men moved), so the table merges the orders of independent sub-moves that reach one position.
 * At the start of every turn below the root, an exact test asks whether the side to move can take
 * a king this turn (`canCaptureKing`): that is the opponent's threat after our turn, for free.
 *
 * Analysis (`analysis.ts`) drives the same search one root iteration at a time
 * (`iterateExcluding`), leaving out the root side's choices already reported: a choice is the
 * position its whole turn reaches, so the nodes of the root side's first turn are searched
 * without the table's cut-offs and stores while choices are left out (their scores there would
 * count the choices left out), and a stand pat in the middle of a turn is written into the line
 * as `end`. The player's answer (`run`) is searched exactly as before.
 */
import {
  END_TURN,
  KING,
  MOVE_EN_PASSANT,
  generateLegal,
  inCheck,
  inCheckAfter,
  isAttacked,
  moveFrom,
  moveKind,
  movePromotion,
  moveTo,
  moveVestTaken,
  type WorkingPosition as Position,
} from '../rules';
import { Material } from './evaluate';
import { KingLines, canCaptureKing } from './kingCapture';
import { MovePicker, NO_MOVE, ORDER_KILLER, isTactical, pickNext } from './movePicker';
import type { TranspositionTable } from './tt';
import { BOUND_EXACT, BOUND_LOWER, BOUND_UPPER } from './tt';
import { PIECE_VALUES, VEST_VALUES } from './values';

/** The score of taking a king (Parallel worlds) or mating, less the plies it takes. */
export const WIN = 100_000;
/** Scores beyond this are wins or losses found by the search. */
export const WIN_BOUND = WIN - 1000;

const MAX_PLY = 96;
/** Parallel worlds: quiet sub-moves searched below the root, plus one per ply of depth left. */
const PW_QUIET_TURN_START = 12;
const PW_QUIET_MID_TURN = 6;

export interface SearchLimits {
  readonly nodes: number;
  readonly timeMs: number;
  /** Iterations completed whatever the node budget (the time cap and stop check still apply). */
  readonly minDepth: number;
  readonly maxDepth: number;
  /** Below the root, overlook moves between levels, drops and vest moves (level 1). */
  readonly blindSpots: boolean;
  /** How many plies of captures quiescence follows. */
  readonly quiescence: number;
  /** Breaks ties between root moves the ordering cannot tell apart (seeded). */
  readonly random: () => number;
  readonly shouldStop?: () => boolean;
  readonly onIteration?: (iteration: Iteration) => void;
  /** Keys (lo, hi pairs) of earlier start-of-turn positions of the game, for repetitions. */
  readonly history?: readonly (readonly [number, number])[];
}

/** A position's Zobrist key, low and high halves. */
export type Key = readonly [number, number];

export interface Iteration {
  readonly depth: number;
  /** Centipawns from the side to move's point of view. */
  readonly score: number;
  /** The principal variation from the root. */
  readonly line: readonly number[];
  readonly nodes: number;
  readonly timeMs: number;
  readonly stopped: boolean;
}

class Abort extends Error {}

export class Searcher {
  nodes = 0;
  private readonly pos: Position;
  private readonly tt: TranspositionTable;
  private readonly limits: SearchLimits;
  /** The evaluation's sums, kept by `make`/`unmake`. */
  private readonly material: Material;
  /** The order of each node's moves, and their generation in stages. */
  private readonly picker: MovePicker;
  /** Parallel worlds: the king-capture lines of each level met. */
  private readonly kingLines = new KingLines();
  private readonly pv: Int32Array[] = [];
  private readonly pvLength = new Int32Array(MAX_PLY + 1);
  private readonly keysLo = new Int32Array(MAX_PLY + 1024);
  private readonly keysHi = new Int32Array(MAX_PLY + 1024);
  private readonly historyCount: number;
  /** Moves made below the root and not yet taken back (to unwind after an abort). */
  private made = 0;
  /** The moves made, by ply: a node at ply p was reached by `path[p - 1]`. */
  private readonly path = new Int32Array(MAX_PLY + 8);
  private start = 0;
  /** The best root move so far in the iteration under way. */
  private partial: { score: number; line: number[] } | null = null;
  private minDepthDone = false;
  private stopped = false;
  /** Analysis: the keys of the positions reached by the root side's choices left out. */
  private excluded: readonly Key[] = [];
  /** Analysis: this node is in the root side's first turn and choices are left out. */
  private guard = false;
  /** Analysis: a stand pat in the middle of a Parallel worlds turn goes into the line as `end`. */
  private explicitEnds = false;
  /** Analysis: the root moves, and their scores by line (each line orders by its own). */
  private analysisRoot: { moves: number[]; scores: Int32Array[] } | null = null;

  /** `pos` is searched in place with make/unmake and left as it was. */
  constructor(pos: Position, tt: TranspositionTable, limits: SearchLimits) {
    this.pos = pos;
    this.tt = tt;
    this.limits = limits;
    this.material = new Material(pos, MAX_PLY + 8);
    this.picker = new MovePicker(pos, MAX_PLY, limits.blindSpots);
    for (let ply = 0; ply <= MAX_PLY; ply++) this.pv.push(new Int32Array(MAX_PLY + 1));
    const past = (limits.history ?? []).slice(-1000);
    past.forEach(([lo, hi], i) => {
      this.keysLo[i] = lo;
      this.keysHi[i] = hi;
    });
    this.historyCount = past.length;
  }

  /** Iterative deepening from depth 1; returns the last completed iteration. */
  run(): Iteration {
    this.start = Date.now();
    let last: Iteration | null = null;
    const rootMoves = this.rootMoves();
    const rootScores = new Int32Array(rootMoves.length);
    for (let depth = 1; depth <= this.limits.maxDepth; depth++) {
      this.minDepthDone = depth > this.limits.minDepth;
      let result: { score: number; line: number[] } | null = null;
      try {
        result = this.root(depth, rootMoves, rootScores);
      } catch (error) {
        if (!(error instanceof Abort)) throw error;
        while (this.made > 0) this.unmake();
        // The root moves searched so far in the unfinished iteration (the last best first):
        // a move that beat the last best there is the better answer.
        if (last && this.partial && this.partial.line[0] !== last.line[0])
          last = { ...last, score: this.partial.score, line: this.partial.line };
        // Stopped (time cap, stop check) inside the first iteration: its best so far, or the
        // first move by the ordering.
        last ??= {
          depth: 0,
          score: this.partial?.score ?? 0,
          line: this.partial?.line ?? [this.firstByOrder(rootMoves)],
          nodes: this.nodes,
          timeMs: Date.now() - this.start,
          stopped: true,
        };
      }
      if (!result) break;
      last = {
        depth,
        score: result.score,
        line: result.line,
        nodes: this.nodes,
        timeMs: Date.now() - this.start,
        stopped: false,
      };
      this.limits.onIteration?.(last);
      if (result.score >= WIN_BOUND || rootMoves.length === 1) break;
      if (depth >= this.limits.minDepth && (Date.now() - this.start) * 2 > this.limits.timeMs)
        break;
    }
    if (!last) throw new Error('the search ended without an answer');
    return { ...last, nodes: this.nodes, timeMs: Date.now() - this.start, stopped: this.stopped };
  }

  /**
   * Analysis (multi-PV): one root iteration at `depth` for the `line`-th line (0 first), over the
   * root side's choices except those reaching a position keyed in `excluded`. The clock starts
   * at the first call. Null when the budget or the stop check ended it (the position is left as
   * it was); an empty line when every choice is excluded.
   */
  iterateExcluding(
    depth: number,
    line: number,
    excluded: readonly Key[],
  ): { score: number; line: number[] } | null {
    if (!this.analysisRoot) {
      this.start = Date.now();
      this.explicitEnds = true;
      this.analysisRoot = { moves: this.rootMoves(), scores: [] };
    }
    const root = this.analysisRoot;
    const moves = root.moves;
    while (root.scores.length <= line) root.scores.push(new Int32Array(moves.length));
    this.minDepthDone = depth > this.limits.minDepth;
    this.excluded = excluded;
    if (line === 0) this.picker.keepHistoryInRange();
    try {
      return this.root(depth, moves, root.scores[line]!);
    } catch (error) {
      if (!(error instanceof Abort)) throw error;
      while (this.made > 0) this.unmake();
      return null;
    } finally {
      this.excluded = [];
      this.guard = false;
    }
  }

  /** Is the position reached the one a choice left out reaches (analysis)? */
  private isExcluded(): boolean {
    const lo = this.pos.hashLo();
    const hi = this.pos.hashHi();
    for (const [l, h] of this.excluded) if (l === lo && h === hi) return true;
    return false;
  }

  private firstByOrder(moves: readonly number[]): number {
    let best = moves[0]!;
    for (const move of moves)
      if (this.picker.orderScore(move, 0, 0) > this.picker.orderScore(best, 0, 0)) best = move;
    return best;
  }

  private rootMoves(): number[] {
    const pos = this.pos;
    const n = generateLegal(pos, this.picker.moves[0]!);
    const moves = Array.from(this.picker.moves[0]!.subarray(0, n));
    if (pos.game.subMoveTurns && pos.subMoves > 0) moves.push(END_TURN);
    for (let i = moves.length - 1; i > 0; i--) {
      const j = Math.floor(this.limits.random() * (i + 1));
      [moves[i], moves[j]] = [moves[j]!, moves[i]!];
    }
    return moves;
  }

  /** One iteration at the root: every root move, best of the last iteration first. */
  private root(
    depth: number,
    moves: number[],
    scores: Int32Array,
  ): { score: number; line: number[] } {
    const pos = this.pos;
    const us = pos.turn;
    this.pushKey(0);
    // Order: by last iteration's scores (stable), the first iteration by the move ordering.
    const order = moves.map((move, i) => ({ move, score: scores[i]!, i }));
    if (depth === 1) for (const o of order) o.score = this.picker.orderScore(o.move, 0, 0);
    order.sort((a, b) => b.score - a.score || a.i - b.i);
    let alpha = -WIN - 1;
    const beta = WIN + 1;
    let bestLine: number[] = [];
    this.partial = null;
    const guarding = this.excluded.length > 0;
    let searched = 0;
    for (let k = 0; k < order.length; k++) {
      const { move, i } = order[k]!;
      this.make(move);
      const changed = pos.turn !== us;
      if (guarding) {
        if ((changed || pos.winner >= 0) && this.isExcluded()) {
          this.unmake();
          continue;
        }
        this.guard = !changed && pos.winner < 0;
      }
      const childDepth = move === END_TURN ? depth : depth - 1;
      let score: number;
      if (searched++ === 0) score = this.child(changed, childDepth, alpha, beta, 1);
      else {
        score = this.child(changed, childDepth, alpha, alpha + 1, 1);
        if (score > alpha) score = this.child(changed, childDepth, alpha, beta, 1);
      }
      this.guard = false;
      this.unmake();
      scores[i] = k === 0 || score > alpha ? score : -WIN - 2 - k; // keep the order of the rest
      if (score > alpha) {
        alpha = score;
        bestLine = [move, ...this.pv[1]!.subarray(0, this.pvLength[1]!)];
        this.partial = { score, line: bestLine };
      }
    }
    if (!guarding && bestLine.length > 0)
      this.tt.store(pos.hashLo(), pos.hashHi(), bestLine[0]!, alpha, depth, BOUND_EXACT);
    return { score: alpha, line: bestLine };
  }

  /** A child's score from the parent's side: negated only when the turn changed. */
  private child(changed: boolean, depth: number, alpha: number, beta: number, ply: number): number {
    return changed ? -this.search(depth, -beta, -alpha, ply) : this.search(depth, alpha, beta, ply);
  }

  /** Is the side to move at the node at `ply` in check (the flat games)? From the move made. */
  private inCheck(ply: number): boolean {
    const pos = this.pos;
    if (!pos.game.check) return false;
    return ply === 0 ? inCheck(pos) : inCheckAfter(pos, this.path[ply - 1]!);
  }

  private tick(): void {
    this.nodes++;
    const limits = this.limits;
    if (this.minDepthDone && this.nodes >= limits.nodes) throw new Abort();
    if ((this.nodes & 1023) !== 0) return;
    if (
      Date.now() - this.start >= limits.timeMs ||
      (limits.shouldStop !== undefined && limits.shouldStop())
    ) {
      this.stopped = true;
      throw new Abort();
    }
  }

  private pushKey(ply: number): void {
    this.keysLo[this.historyCount + ply] = this.pos.hashLo();
    this.keysHi[this.historyCount + ply] = this.pos.hashHi();
  }

  private make(move: number): void {
    this.material.make(move);
    this.path[this.made++] = move;
  }

  private unmake(): void {
    this.material.unmake();
    this.made--;
  }

  /** Has this start-of-turn position occurred before, in the game or on the line searched? */
  private repeated(ply: number): boolean {
    const at = this.historyCount + ply;
    const lo = this.keysLo[at]!;
    const hi = this.keysHi[at]!;
    for (let i = at - 2; i >= 0; i--)
      if (this.keysLo[i] === lo && this.keysHi[i] === hi) return true;
    return false;
  }

  private search(depth: number, alpha: number, beta: number, ply: number): number {
    const pos = this.pos;
    this.pvLength[ply] = 0;
    if (pos.winner >= 0) return -(WIN - ply);
    this.tick();
    const pw = pos.game.subMoveTurns;
    const turnStart = pos.subMoves === 0;
    const guarded = this.guard;
    const lo = pos.hashLo();
    const hi = pos.hashHi();
    this.keysLo[this.historyCount + ply] = lo;
    this.keysHi[this.historyCount + ply] = hi;
    if (turnStart) {
      if (this.repeated(ply) || pos.halfmove >= 100) return 0;
      if (pw && canCaptureKing(pos, this.kingLines)) return WIN - ply - 1;
    }
    if (ply >= MAX_PLY - 8) return this.material.evaluate();
    const checked = this.inCheck(ply);
    if (checked) depth++;
    if (depth <= 0) return this.quiesce(alpha, beta, ply, 0);

    const slot = this.tt.probe(lo, hi);
    let hashMove = 0;
    if (slot >= 0) {
      hashMove = this.tt.move(slot);
      if (this.tt.depth(slot) >= depth && beta - alpha === 1 && !guarded) {
        const score = fromTable(this.tt.score(slot), ply);
        const bound = this.tt.bound(slot);
        if (
          bound === BOUND_EXACT ||
          (bound === BOUND_LOWER && score >= beta) ||
          (bound === BOUND_UPPER && score <= alpha)
        )
          return score;
      }
    }

    const picker = this.picker;
    picker.start(ply, hashMove, checked);
    const us = pos.turn;
    const alphaIn = alpha;
    let best = -WIN - 1;
    let bestMove = 0;
    // Parallel worlds: below the root, only the best-ordered quiet sub-moves are tried, and late
    // quiet moves are searched less deep. When every move tried then loses a king, the parry may
    // be among those left out (a man stepping up to make room for its king): the node is searched
    // again with every move at full depth, so that the search does not see wins that are not.
    let selective = true;
    for (let pass = 0; pass < 2; pass++) {
      let shortened = false;
      for (let k = 0; ; k++) {
        const move = picker.next(ply, k);
        if (move === NO_MOVE) {
          if (k > 0) break;
          if (pw) return 0; // no sub-move at the start of a turn: a draw
          return checked ? -(WIN - ply) : 0;
        }
        const quiet = !isTactical(pos, move);
        const late = quiet && picker.score(ply, k) < ORDER_KILLER - 1;
        if (
          pw &&
          selective &&
          late &&
          k >= (turnStart ? PW_QUIET_TURN_START : PW_QUIET_MID_TURN) + depth
        ) {
          shortened = true;
          break;
        }
        this.make(move);
        const changed = pos.turn !== us;
        if (guarded) {
          if ((changed || pos.winner >= 0) && this.isExcluded()) {
            this.unmake();
            continue;
          }
          this.guard = !changed && pos.winner < 0;
        }
        const childDepth = move === END_TURN ? depth : depth - 1;
        let score: number;
        if (k === 0) score = this.child(changed, childDepth, alpha, beta, ply + 1);
        else {
          const reduction =
            selective && late && !checked && depth >= 3 && k >= 3 ? (k >= 10 ? 2 : 1) : 0;
          if (reduction) shortened = true;
          score = this.child(changed, childDepth - reduction, alpha, alpha + 1, ply + 1);
          if (score > alpha && reduction)
            score = this.child(changed, childDepth, alpha, alpha + 1, ply + 1);
          if (score > alpha && score < beta)
            score = this.child(changed, childDepth, alpha, beta, ply + 1);
        }
        this.guard = guarded;
        this.unmake();
        if (score > best) {
          best = score;
          bestMove = move;
          if (score > alpha) {
            alpha = score;
            this.updatePv(ply, move);
            if (score >= beta) {
              if (quiet) picker.reward(move, ply, depth);
              break;
            }
          }
        }
      }
      if (!pw || !shortened || best > -WIN_BOUND) break;
      selective = false;
      picker.again(ply);
      alpha = alphaIn;
      best = -WIN - 1;
      bestMove = 0;
    }
    const bound = best >= beta ? BOUND_LOWER : best > alphaIn ? BOUND_EXACT : BOUND_UPPER;
    if (!guarded) this.tt.store(lo, hi, bestMove, toTable(best, ply), depth, bound);
    return best;
  }

  /**
   * Captures and promotions only (`generateTactical`; every move when in check), after standing
   * pat. Quiet moves are not generated, so a position without a move (stalemate, a Parallel
   * worlds turn with no sub-move) is told apart from a quiet one only by the full-width search,
   * as in most engines; mate is seen here. Parallel worlds: standing pat in the middle of
   * a turn means ending it, which hands the opponent its king captures and its own captures;
   * since that makes every node of this search costly, captures that cannot raise the score or
   * give a more valuable man for a defended one are not followed (`losingCapture`).
   */
  private quiesce(alpha: number, beta: number, ply: number, qdepth: number): number {
    const pos = this.pos;
    this.pvLength[ply] = 0;
    if (pos.winner >= 0) return -(WIN - ply);
    this.tick();
    const pw = pos.game.subMoveTurns;
    if (pw && pos.subMoves === 0 && qdepth > 0 && canCaptureKing(pos, this.kingLines))
      return WIN - ply - 1;
    const moves = this.picker.moves[ply]!;
    const checked = this.inCheck(ply);
    // In check every move is generated first (no move: mate); else after standing pat, and only
    // when that does not already cut off.
    let n = checked ? generateLegal(pos, moves, true) : 0;
    let stand: number;
    const guarded = this.guard;
    if (pw) {
      if (pos.subMoves > 0) {
        // Ending the turn here: the opponent's captures next turn answer it (its quiescence).
        this.make(END_TURN);
        this.pvLength[ply + 1] = 0;
        if (guarded && this.isExcluded())
          stand = -WIN - 1; // a choice left out (analysis)
        else {
          this.guard = false;
          if (qdepth + 1 < this.limits.quiescence && ply < MAX_PLY - 4)
            stand = -this.quiesce(-beta, -alpha, ply + 1, qdepth + 1);
          else
            stand = canCaptureKing(pos, this.kingLines)
              ? -(WIN - ply - 2)
              : -this.material.evaluate();
          this.guard = guarded;
        }
        this.unmake();
        if (this.explicitEnds && stand > alpha) this.updatePv(ply, END_TURN);
      } else stand = this.material.evaluate();
    } else {
      if (checked && n === 0) return -(WIN - ply); // mate (in check, every move is generated)
      stand = this.material.evaluate(alpha, beta);
    }
    if (!checked) {
      if (stand >= beta) return stand;
      if (stand > alpha) alpha = stand;
    }
    if (qdepth >= this.limits.quiescence || ply >= MAX_PLY - 2) return checked ? stand : alpha;
    if (!checked) n = this.picker.tactical(moves, false);
    const order = this.picker.order[ply]!;
    let count = 0;
    for (let i = 0; i < n; i++) {
      const move = moves[i]!;
      // (Not when ending the turn here is a choice left out: there is no stand pat to prune by.)
      if (pw && !checked && stand > -WIN - 1 && losingCapture(pos, move, stand, alpha)) continue;
      moves[count] = move;
      order[count++] = this.picker.orderScore(move, ply, 0);
    }
    let best = checked ? -(WIN - ply) : stand;
    const us = pos.turn;
    for (let k = 0; k < count; k++) {
      pickNext(moves, order, k, count);
      const move = moves[k]!;
      this.make(move);
      const changed = pos.turn !== us;
      if (guarded) {
        if ((changed || pos.winner >= 0) && this.isExcluded()) {
          this.unmake();
          continue;
        }
        this.guard = !changed && pos.winner < 0;
      }
      const score = changed
        ? -this.quiesce(-beta, -alpha, ply + 1, qdepth + 1)
        : this.quiesce(alpha, beta, ply + 1, qdepth + 1);
      this.guard = guarded;
      this.unmake();
      if (score > best) {
        best = score;
        if (score > alpha) {
          alpha = score;
          this.updatePv(ply, move);
          if (score >= beta) break;
        }
      }
    }
    return best;
  }

  private updatePv(ply: number, move: number): void {
    const row = this.pv[ply]!;
    const next = this.pv[ply + 1]!;
    const length = this.pvLength[ply + 1]!;
    row[0] = move;
    for (let i = 0; i < length; i++) row[i + 1] = next[i]!;
    this.pvLength[ply] = length + 1;
  }
}

/**
 * Parallel worlds quiescence: a capture not worth following, because even winning the victim
 * for nothing leaves the score below alpha (delta pruning), or because a more valuable man takes
 * a defended one (the owner recaptures next turn: the man that took cannot move again this turn).
 */
function losingCapture(pos: Position, move: number, stand: number, alpha: number): boolean {
  const kind = moveKind(move);
  if (kind === MOVE_EN_PASSANT || movePromotion(move) !== 0) return false;
  const to = moveTo(move);
  const victim = pos.board[to]! & 31;
  if (victim === KING) return false;
  const gain = PIECE_VALUES[victim]! + VEST_VALUES[moveVestTaken(move)]!;
  if (stand + gain + DELTA_MARGIN <= alpha) return true;
  const attacker = PIECE_VALUES[pos.board[moveFrom(move)]! & 31]!;
  return attacker > gain + 50 && isAttacked(pos, to, (pos.turn ^ 1) as 0 | 1);
}

/** Delta pruning's margin: what placement and mobility may add to a capture's material. */
const DELTA_MARGIN = 200;

/** Win scores are stored relative to the node, so that a table hit elsewhere stays right. */
const toTable = (score: number, ply: number): number =>
  score >= WIN_BOUND ? score + ply : score <= -WIN_BOUND ? score - ply : score;
const fromTable = (score: number, ply: number): number =>
  score >= WIN_BOUND ? score - ply : score <= -WIN_BOUND ? score + ply : score;

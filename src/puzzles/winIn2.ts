/**
 * Parallel worlds puzzles won in two turns whose first turn's sub-moves may come in any order
 * (issue 45: "any order of the solution's sub-moves is accepted", and a browser test plays them
 * in another order than stored).
 *
 * Why not a three-sub-move king capture: its sub-moves never commute. Only a man on the king's
 * level takes it, and every earlier sub-move ends on another level, so the only earlier sub-move
 * that changes the king's level is an own man stepping off it onto level 2; a second one is needed
 * only to empty that level-2 square first (src/engine/kingCapture.ts, shape 3), so the three come
 * in one order. A quiet turn that leaves the opponent no defence has no such chain: two or three
 * sub-moves on different levels, each needed, often playable in any order.
 *
 * Proved by the rules core over whole turns, by the position they reach (as src/rules/wholeTurns.ts does
 * for one turn): the solver cannot take a king now; a first turn **wins in two** when every
 * whole turn of the opponent after it leaves a king to take (or the opponent has none: a draw,
 * no win); exactly one such turn is minimal (no other winning turn's sub-moves are a part of
 * it, `end` aside). The reply is the opponent's turn in the game when the solver played the
 * solution there, else the engine's; after it the solver's king capture must be the only one
 * (`uniqueWin`).
 *
 * Candidates come from self-play (generate.ts's `selfPlay`): the position two turns before a
 * king was taken. Natural, as the generator's rule asks, in a stronger form: the opponent, at the
 * start of its last turn, had a turn (`findSafeTurn`'s) after which the solver had no win in one
 * turn or two; that turn is the puzzle's `lastTurn`.
 */
import {
  END_TURN,
  MAX_MOVES,
  PARALLEL_WORLDS,
  generateLegal,
  keyOf,
  makeFen,
  makeMove,
  parseMove,
  play,
  visitTurns,
  wholeTurns,
  workingCopy,
  type Move,
  type Position,
  type WholeTurn,
  type WorkingPosition,
} from '../rules';
import { chooseMove, type Level } from '../engine';
import { canCaptureKing } from '../engine/kingCapture';
import { findSafeTurn } from '../engine/turn';
import { SAFE_TURN_LIMIT, afterTurn, puzzleOf, selfPlay } from './generate';
import { validatePuzzle, type Puzzle } from './puzzle';
import { uniqueWin } from './wholeTurns';

/** The quick look's limit on the opponent's positions (see `minimalWinsInTwo`). */
const QUICK_LOOK_LIMIT = 300_000;

const buffers = Array.from({ length: 4 }, () => new Int32Array(MAX_MOVES));

/** Positions the opponent's turns may visit in one `minimalWinsInTwo` (beyond: given up). */
const LOOK_LIMIT = 3_000_000;
/** What is left of the current `minimalWinsInTwo`'s look limit. */
let looksLeft = Number.POSITIVE_INFINITY;
class OutOfLooks extends Error {}

/**
 * Has the side to move of `pos` (at the start of its turn) a whole turn after which the other
 * side cannot take a king, or one that takes a king itself? With no sub-move at all the game is
 * drawn: an escape too. Exhaustive (by position reached), turns of one sub-move tried first, then
 * two, then three, stopping at the first escape; `pos` is played on and restored.
 */
export function canEscape(pos: WorkingPosition): boolean {
  const them = pos.turn;
  if (generateLegal(pos, buffers[0]!) === 0) return true;
  const safe = (): boolean => pos.halfmove >= 100 || !canCaptureKing(pos);
  for (let most = 1; most <= 3; most++) {
    const seen = new Set<string>();
    const walk = (depth: number): boolean => {
      if (depth > 0 && depth === most) {
        // end the turn here (it ends by itself when no sub-move is left)
        pos.make(END_TURN);
        const escaped = safe();
        pos.unmake();
        return escaped;
      }
      const moves = buffers[depth]!;
      const n = generateLegal(pos, moves);
      for (let i = 0; i < n; i++) {
        if (--looksLeft < 0) throw new OutOfLooks();
        pos.make(moves[i]!);
        let escaped: boolean;
        if (pos.winner === them) escaped = true;
        else if (pos.turn !== them) escaped = depth + 1 === most && safe();
        else {
          const key = keyOf(pos);
          escaped = !seen.has(key) && (seen.add(key), walk(depth + 1));
        }
        pos.unmake();
        if (escaped) return true;
      }
      return false;
    };
    if (walk(0)) return true;
  }
  return false;
}

/** The position at the end of the turn `reached` is in (a turn with no sub-move left ends). */
function ended(reached: WorkingPosition, us: number): WorkingPosition {
  const after = reached.clone();
  if (after.turn === us && after.winner < 0) after.make(END_TURN);
  return after;
}

/** Is `part` (sub-moves) a part of `whole`? */
const partOf = (part: readonly string[], whole: readonly string[]): boolean =>
  part.every((m) => whole.includes(m));

/**
 * The minimal turns of `position` that win in two (see the header), by the position reached,
 * `end` left out of their moves: walked by size (one sub-move, two, three), a turn holding a
 * smaller winning turn's sub-moves skipped (it is that turn with an extra). Null when the solver
 * can take a king now, as soon as two minimal turns win (no single solution can come), or when
 * the opponent's turns would visit more than `limit` positions in all. `most`: only the turns
 * of at most that many sub-moves (a quick look: a longer minimal turn may still win).
 */
export function minimalWinsInTwo(
  position: Position,
  limit = LOOK_LIMIT,
  most = 3,
): WholeTurn[] | null {
  if (canCaptureKing(workingCopy(position))) return null;
  looksLeft = limit;
  try {
    return minimalWins(position, most);
  } catch (error) {
    if (error instanceof OutOfLooks) return null;
    throw error;
  } finally {
    looksLeft = Number.POSITIVE_INFINITY;
  }
}

function minimalWins(position: Position, most: number): WholeTurn[] | null {
  const us = position.turn;
  const wins: WholeTurn[] = [];
  for (let size = 1; size <= most && wins.length < 2; size++) {
    visitTurns(
      position,
      (reached, key, line) => {
        const moves = line.filter((m) => m !== 'end');
        if (moves.length !== size || wins.length >= 2) return;
        if (wins.some((win) => partOf(win.moves, moves))) return;
        const after = ended(reached, us);
        if (after.winner < 0 && !canEscape(after)) wins.push({ key, moves });
      },
      false,
      size,
    );
  }
  return wins.length >= 2 ? null : wins;
}

/** The one minimal turn of `position` that wins in two, or null: none, or several. */
export function uniqueWinInTwo(position: Position): WholeTurn | null {
  const wins = minimalWinsInTwo(position);
  return wins?.length === 1 ? wins[0]! : null;
}

/** The position after the sub-moves `moves` (canonical) from `position`, or null if one is illegal. */
function playMoves(position: Position, moves: readonly string[]): Position | null {
  let pos = position;
  for (const text of moves) {
    const move = parseMove(pos, text);
    if (!move.ok) return null;
    pos = play(pos, move.value);
  }
  return pos;
}

/** The orders of `items` (all permutations). */
function orders<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, i) =>
    orders([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

/**
 * The turn `turn` (sub-moves, then `end` where it ends early) with its sub-moves in another order
 * that reaches the same position, or null when its sub-moves come in one order only.
 */
export function anotherOrder(position: Position, turn: string): string | null {
  const all = turn.split(' ');
  const subMoves = all.filter((m) => m !== 'end');
  const tail = all.length > subMoves.length ? ['end'] : [];
  const target = playMoves(position, all);
  if (!target) return null;
  const key = keyOf(workingCopy(target));
  for (const order of orders(subMoves).slice(1)) {
    const reached = playMoves(position, [...order, ...tail]);
    if (reached && keyOf(workingCopy(reached)) === key) return [...order, ...tail].join(' ');
  }
  return null;
}

/** The whole turn (canonical, `end` where it ends early) of `moves` from `position`. */
function turnText(position: Position, moves: readonly string[]): string | null {
  const after = playMoves(position, moves);
  if (!after) return null;
  const needsEnd = after.turn === position.turn && after.winner < 0;
  return [...moves, ...(needsEnd ? ['end'] : [])].join(' ');
}

/** The whole turn from `from` that reaches `to` (by the position reached), or null. */
function turnBetween(from: Position, to: Position): string | null {
  const key = keyOf(workingCopy(to));
  const found = wholeTurns(from).find((turn) => turn.key === key);
  return found ? found.moves.join(' ') : null;
}

/** The engine's whole turn (canonical) in `position`, at `level`, seeded by `seed`. */
function engineTurn(position: Position, level: Level, seed: number): string {
  const answer = chooseMove(position, { level, seed, timeMs: Number.POSITIVE_INFINITY });
  let pos = position;
  const texts: string[] = [];
  for (const move of answer.moves) {
    texts.push(makeMove(pos, move as Move));
    pos = play(pos, move);
  }
  return texts.join(' ');
}

/**
 * The puzzle at `position` (the solver to move; `reply`: the opponent's turn that followed the
 * solver's there, when known), or null: no unique minimal win in two, a first turn of one order
 * only, or a reply after which the solver's king capture is not the only one.
 */
export function winInTwoPuzzle(
  position: Position,
  played: { readonly turn: string; readonly reply: string } | null,
  level: Level,
  seed: number,
): Puzzle | null {
  const win = uniqueWinInTwo(position);
  if (!win) return null;
  const first = turnText(position, win.moves);
  if (!first || !anotherOrder(position, first)) return null;
  const after = playMoves(position, first.split(' '))!;
  const replies = [engineTurn(after, level, seed)];
  const same = played && playMoves(position, played.turn.split(' '));
  if (same && keyOf(workingCopy(same)) === win.key) replies.unshift(played!.reply);
  for (const reply of replies) {
    const next = playMoves(after, reply.split(' '));
    const capture = next && uniqueWin(next);
    if (capture)
      return puzzleOf(position.game, position, null, [first, reply, capture.moves.join(' ')], 0);
  }
  const other = replyLeavingOneWin(after);
  return other
    ? puzzleOf(position.game, position, null, [first, other.reply, other.capture], 0)
    : null;
}

/** Replies looked at for one after which the solver's king capture is the only one. */
const REPLY_LIMIT = 300;

/**
 * The first of the opponent's turns in `after` (walked as `wholeTurns` does, up to
 * `REPLY_LIMIT`) after which the solver has exactly one minimal king capture, with it; or null.
 * (All of them lose: this is the defence that parries all but one threat.)
 */
function replyLeavingOneWin(after: Position): { reply: string; capture: string } | null {
  let found: { reply: string; capture: string } | null = null;
  let looked = 0;
  visitTurns(after, (reached, _key, moves) => {
    if (found || ++looked > REPLY_LIMIT || reached.winner >= 0) return;
    const capture = uniqueWin(ended(reached, after.turn));
    if (capture) found = { reply: moves.join(' '), capture: capture.moves.join(' ') };
  });
  return found;
}

/**
 * Was the opponent's last turn, from `before` (the opponent to move), the mistake? Its safe turn
 * (`findSafeTurn`) leaves the solver no king to take and no win in two.
 */
function hadDefence(before: Position): boolean {
  const safe = findSafeTurn(workingCopy(before), SAFE_TURN_LIMIT);
  if (!safe) return false;
  const after = afterTurn(before.game, before, turnOf(before, safe));
  if (!after) return false;
  return minimalWinsInTwo(after)?.length === 0;
}

/** Moves (numbers) of one turn from `position` as canonical text. */
function turnOf(position: Position, moves: readonly number[]): string {
  let pos = position;
  const texts: string[] = [];
  for (const move of moves) {
    texts.push(makeMove(pos, move as Move));
    pos = play(pos, move as Move);
  }
  return texts.join(' ');
}

export interface WinInTwoOptions {
  readonly games: number;
  readonly level: Level;
  readonly seed: number;
  /** After each game: games played, puzzles kept so far, candidates so far. */
  readonly onGame?: (played: number, kept: number, candidates: number) => void;
  /** What became of a candidate (a quick look found one turn of two sub-moves). */
  readonly onCandidate?: (fen: string, verdict: string) => void;
}

/**
 * Plays `games` Parallel worlds games (as the generator does, the same seeds) and yields each
 * puzzle won in two whose first turn's sub-moves come in more than one order, with its
 * `lastTurn`. Deterministic for a seed and level.
 */
export function* generateWinInTwo(options: WinInTwoOptions): Generator<Puzzle> {
  const seen = new Set<string>();
  let kept = 0;
  let candidates = 0;
  for (let g = 0; g < options.games; g++) {
    const seed = options.seed * 100_003 + g;
    const turns = selfPlay(PARALLEL_WORLDS, options.level, seed);
    for (let i = 1; i + 2 < turns.length; i++) {
      const position = turns[i]!.position;
      const fen = makeFen(position);
      if (seen.has(fen)) continue;
      seen.add(fen);
      // a quick look first: one minimal turn of two sub-moves among the turns of two at most
      const quick = minimalWinsInTwo(position, QUICK_LOOK_LIMIT, 2);
      if (quick?.length !== 1 || quick[0]!.moves.length !== 2) continue;
      candidates++;
      const verdict = (text: string): void => options.onCandidate?.(fen, text);
      if (!anotherOrder(position, turnText(position, quick[0]!.moves)!)) {
        verdict('its sub-moves come in one order');
        continue;
      }
      const played = {
        turn: turnBetween(position, turns[i + 1]!.position) ?? '',
        reply: turnBetween(turns[i + 1]!.position, turns[i + 2]!.position) ?? '',
      };
      const puzzle = winInTwoPuzzle(position, played, options.level, seed);
      if (!puzzle) {
        verdict('a longer turn wins as well, or no reply leaves one capture');
        continue;
      }
      const before = turns[i - 1]!.position;
      const lastTurn = hadDefence(before) ? turnBetween(before, position) : null;
      if (!lastTurn) {
        verdict('the opponent had no defence before');
        continue;
      }
      const checked = validatePuzzle({
        ...puzzle,
        lastTurn: { fen: makeFen(before), turn: lastTurn },
      });
      if (!checked.ok) throw new Error(`a bad puzzle won in two: ${checked.error}`);
      kept++;
      verdict(`kept: ${checked.value.id}`);
      yield checked.value;
      i += 2; // the line's next positions are this puzzle's
    }
    options.onGame?.(g + 1, kept, candidates);
  }
}

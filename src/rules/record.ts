/**
 * A game record: a start position and the moves played, with the position after each and the
 * game's outcome, repetition included. The command line and the app's game layer both play
 * through it, so "after the end no move is legal" holds everywhere.
 */
import { makeFen } from './fen';
import type { Move } from './move';
import { makeMove, parseMove } from './notation';
import { outcomeOf, repetitionKey, type Outcome } from './outcome';
import { legalMoves, play } from './play';
import type { PositionView as Position } from './position';
import { excerpt } from './problems';
import { err, ok, type Result } from './result';
import { makeTurnFen } from './turnText';

/** Moves taken back by `GameRecord.takeBackKept`, with what playing them had worked out. */
export interface KeptMoves {
  /** The position they were played from. */
  readonly base: Position;
  readonly moves: readonly string[];
  readonly positions: readonly Position[];
  readonly keys: ReadonlyArray<string | null>;
  readonly ended: Outcome | null;
}

export class GameRecord {
  readonly start: Position;
  /** Canonical moves played, e.g. ['1e2-1e4', '3d2-3d4', 'end']. */
  readonly moves: string[] = [];
  /** positions[i] is the position after i moves; positions[0] is the start. */
  readonly positions: Position[];
  private readonly keyCounts = new Map<string, number>();
  private readonly keys: Array<string | null> = [];
  private ended: Outcome | null;

  constructor(start: Position) {
    this.start = start;
    this.positions = [start];
    this.ended = this.judge(start);
  }

  get position(): Position {
    return this.positions[this.positions.length - 1]!;
  }

  get outcome(): Outcome | null {
    return this.ended;
  }

  /** The legal moves now: none once the game has ended. */
  legalMoves(): Move[] {
    return this.ended ? [] : legalMoves(this.position);
  }

  /** Plays a canonical move; an illegal one changes nothing and returns an error. */
  play(text: string): Result<Position> {
    if (this.ended)
      return err({ code: 'game-over', text: excerpt(text), reason: this.ended.reason });
    const parsed = parseMove(this.position, text);
    if (!parsed.ok) return parsed;
    return ok(this.playMove(parsed.value));
  }

  /** Plays a move from `legalMoves()`. */
  playMove(move: Move): Position {
    const next = play(this.position, move);
    this.moves.push(makeMove(this.position, move));
    this.positions.push(next);
    this.ended = this.judge(next);
    return next;
  }

  /**
   * Takes back the last `count` moves and keeps them, so that `redo` can put them back without
   * playing them again (a server checks a turn by playing it, then stores it, then applies it).
   */
  takeBackKept(count: number): KeptMoves {
    const at = this.moves.length - count;
    const kept: KeptMoves = {
      base: this.positions[at]!,
      moves: this.moves.slice(at),
      positions: this.positions.slice(at + 1),
      keys: this.keys.slice(this.keys.length - count),
      ended: this.ended,
    };
    for (let i = 0; i < count; i++) this.undo();
    return kept;
  }

  /**
   * Puts back moves kept by `takeBackKept`, if the record stands where they were taken back
   * (else it changes nothing): true when they were put back.
   */
  redo(kept: KeptMoves): boolean {
    if (this.position !== kept.base) return false;
    this.moves.push(...kept.moves);
    this.positions.push(...kept.positions);
    for (const key of kept.keys) {
      this.keys.push(key);
      if (key) this.keyCounts.set(key, (this.keyCounts.get(key) ?? 0) + 1);
    }
    this.ended = kept.ended;
    return true;
  }

  /** Takes back the last move (or sub-move). */
  undo(): void {
    if (this.moves.length === 0) return;
    const key = this.keys.pop();
    if (key) this.keyCounts.set(key, this.keyCounts.get(key)! - 1);
    this.moves.pop();
    this.positions.pop();
    this.ended = this.outcomeAfterUndo();
  }

  /** The FEN at the start of the turn in progress. */
  turnStartFen(): string {
    for (let i = this.positions.length - 1; i >= 0; i--)
      if (this.positions[i]!.subMoves === 0) return makeFen(this.positions[i]!);
    return makeFen(this.start);
  }

  /** The turn in progress as text: its start FEN, ` ; ` and the sub-moves so far (turnText.ts). */
  turnFen(): string {
    let i = this.positions.length - 1;
    while (i > 0 && this.positions[i]!.subMoves > 0) i--;
    return makeTurnFen(this.positions[i]!, this.moves.slice(i));
  }

  private outcomeAfterUndo(): Outcome | null {
    const pos = this.position;
    const key = this.keys[this.keys.length - 1];
    return outcomeOf(pos, key ? this.keyCounts.get(key)! : 1);
  }

  private judge(pos: Position): Outcome | null {
    if (pos.subMoves > 0) {
      this.keys.push(null);
      return outcomeOf(pos);
    }
    const key = repetitionKey(pos);
    const count = (this.keyCounts.get(key) ?? 0) + 1;
    this.keyCounts.set(key, count);
    this.keys.push(key);
    return outcomeOf(pos, count);
  }
}

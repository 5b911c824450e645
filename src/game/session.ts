/**
 * A game session: the record of a game with human notation, undo and redo, and the facts the
 * views and panels show about it (the turn in progress, the last turn's moves, the FEN with the
 * sub-moves played so far). It wraps the rules core's `GameRecord`; it never decides legality.
 * The legal moves of each position are generated once and kept with it (`legalMoves`), so the
 * store, the board view model and the session itself share one list per position.
 *
 * A timed game's clocks are its `SessionClock` (sessionClock.ts), told of every move, take-back
 * and decision here. A flag (`checkFlag`) takes back the sub-moves of the turn in progress and
 * ends the game as the position stood before that turn.
 */
import {
  type GameRecord,
  readMove,
  replay,
  type ReplayOptions,
  makeFen,
  makeMove,
  makeSan,
  moveFrom,
  moveKind,
  moveTo,
  MOVE_DROP,
  MOVE_END_TURN,
  MOVE_POCKET,
  flagOutcome,
  err,
  ok,
  type GameDefinition,
  type Move,
  type GameEndReason,
  type TimeControl,
  type Position,
  type Result,
  type Square,
} from '../rules';
import type { Shape } from '../content/annotations';
import { SessionClock, type ClockReading, type ServerReading } from './sessionClock';
import { TWO_HUMANS, type Players } from './players';
import { moveFacts, type MoveFacts } from './moveFacts';

/** Where a move goes from and to on the boards: a drop has no `from`, pocketing no `to`. */
export interface MoveSquares {
  readonly from: Square | null;
  readonly to: Square | null;
}

/** The squares a move marks on the boards, or null for the end of a turn (it marks none). */
export function moveSquares(move: Move): MoveSquares | null {
  const kind = moveKind(move);
  if (kind === MOVE_END_TURN) return null;
  return {
    from: kind === MOVE_DROP ? null : moveFrom(move),
    to: kind === MOVE_POCKET ? null : moveTo(move),
  };
}

export interface PlayedMove {
  readonly canonical: string; // '1e2-1e4', 'e7e8=Q', 'end'
  readonly san: string; // 'e4', 'N↑2b1', 'end'
  readonly move: Move;
  readonly color: 0 | 1;
  readonly facts: MoveFacts; // what it did: a capture, a level change, a promotion…
}

/** How a session ended: by the rules, or decided (a resignation, a draw agreed, a flag, a claim). */
export interface SessionOutcome {
  readonly winner: 0 | 1 | null;
  readonly reason: GameEndReason;
}

export interface TurnProgress {
  readonly played: readonly PlayedMove[]; // sub-moves of the turn in progress
  readonly usedLevels: readonly number[]; // 0-based levels closed for this turn
  readonly remaining: number; // sub-moves still allowed
  readonly canEnd: boolean;
}

/** A move as the session keeps it, played from `before` among its legal moves `legal`. */
function playedMove(before: Position, move: Move, legal: readonly Move[]): PlayedMove {
  return {
    canonical: makeMove(before, move),
    san: makeSan(before, move, legal),
    move,
    color: before.turn,
    facts: moveFacts(before, move),
  };
}

export class GameSession {
  readonly game: GameDefinition;
  readonly players: Players; // who plays White and Black, e.g. [HUMAN, computer(4)]
  private record: GameRecord;
  private played: PlayedMove[];
  private undone: PlayedMove[] = []; // most recently undone last
  private decided: SessionOutcome | null = null; // a resignation or an agreed draw
  private drawn = new Map<number, readonly Shape[]>(); // position index -> its drawn shapes
  private legalAt: WeakMap<Position, readonly Move[]>; // a position -> its legal moves
  private readonly clocks = new SessionClock();

  private constructor(
    record: GameRecord,
    players: Players,
    played: PlayedMove[],
    legalAt: WeakMap<Position, readonly Move[]>,
  ) {
    this.game = record.start.game;
    this.players = players;
    this.record = record;
    this.played = played;
    this.legalAt = legalAt;
  }

  /**
   * A session from a FEN (the game's start position when omitted), or from a FEN with the
   * sub-moves of a Parallel worlds turn in progress (`<FEN> ; 1e2-1e4`): those are played, so
   * they can be taken back. Two people play unless `players` says otherwise.
   */
  static start(
    game: GameDefinition,
    fen?: string,
    players: Players = TWO_HUMANS,
  ): Result<GameSession> {
    return GameSession.replay(game, fen, [], players);
  }

  /**
   * A session from a FEN with `moves` (canonical or human notation) played: the rules core's one
   * replay (`replay`, src/rules/replay.ts), each position's legal moves kept as it generated them.
   * A move that cannot be played is the failure, or with `stopAtIllegal` where the session stops.
   */
  static replay(
    game: GameDefinition,
    fen: string | undefined,
    moves: readonly string[],
    players: Players = TWO_HUMANS,
    options: Pick<ReplayOptions, 'stopAtIllegal'> = {},
  ): Result<GameSession> {
    const played: PlayedMove[] = [];
    const legalAt = new WeakMap<Position, readonly Move[]>();
    const replayed = replay(game, fen, moves, {
      ...options,
      onMove: ({ before, move, legal }) => {
        legalAt.set(before, legal);
        played.push(playedMove(before, move, legal));
      },
    });
    if (!replayed.ok) return replayed;
    return ok(new GameSession(replayed.value, players, played, legalAt));
  }

  get position(): Position {
    return this.record.position;
  }

  get startFen(): string {
    return makeFen(this.record.start);
  }

  get outcome(): SessionOutcome | null {
    return this.decided ?? this.record.outcome;
  }

  /** The side to move gives up (`color` defaults to it). */
  resign(color: 0 | 1 = this.position.turn): void {
    if (!this.outcome) this.decide({ winner: color === 0 ? 1 : 0, reason: 'resignation' });
  }

  /** Both players agree to a draw. */
  agreeDraw(): void {
    if (!this.outcome) this.decide({ winner: null, reason: 'agreement' });
  }

  /** The game is claimed because a player left it: `winner` the one who stayed, null a draw. */
  claimAbandoned(winner: 0 | 1 | null): void {
    if (!this.outcome) this.decide({ winner, reason: 'abandoned' });
  }

  /** The online game was aborted before both sides had played: no result. */
  abort(): void {
    if (!this.outcome) this.decide({ winner: null, reason: 'aborted' });
  }

  private decide(outcome: SessionOutcome): void {
    this.decided = outcome;
    this.clocks.stop();
  }

  /**
   * Times the game by `control` from now on, its clocks as at the start (before any move is
   * played: a record's tags, a new game), reading time from `now` when given (tests).
   */
  timeWith(control: TimeControl, now?: () => number): void {
    this.clocks.start(control, this.position.turn, now);
  }

  /** The time control of a timed game, or null. */
  get timeControl(): TimeControl | null {
    return this.clocks.control;
  }

  /** The clocks now, or null in an untimed game. */
  clockReading(): ClockReading | null {
    return this.clocks.reading(this.outcome !== null);
  }

  /** The mover's time left after move `index` (0-based) of a timed game, else null. */
  clkAfter(index: number): number | null {
    return this.clocks.clkAfter(index);
  }

  /**
   * An online game's clocks (docs/online.md §Clocks): the game server alone keeps time, so this
   * screen never flags by itself and never pauses. `reading` is the server's latest reading,
   * `age` ms old; `clks` the mover's time after each turn (by the number of moves played once
   * it ended), the record's [%clk]; `flag`: the server has flagged the side to move, shown at
   * the next `checkFlag` (the store's tick) or at once with `now`.
   */
  followClock(
    control: TimeControl,
    reading: ServerReading | null,
    age: number,
    clks: ReadonlyMap<number, number>,
    flag: 'no' | 'next' | 'now' = 'no',
  ): void {
    this.clocks.follow(control, reading, age, clks, this.position.turn, flag === 'next');
    if (flag === 'now' && !this.outcome) this.flagSideToMove();
  }

  /** Stops / restarts the clocks of a game at one screen. */
  pause(paused: boolean): void {
    this.clocks.pause(paused, this.outcome !== null);
  }

  /**
   * Sets the mover's time after the last move played to `ms` (a record's `[%clk]`, read back):
   * the clocks go on from the stored times.
   */
  noteClk(ms: number): void {
    const last = this.played.at(-1);
    if (last) this.clocks.noteClk(ms, last.color, this.played.length);
  }

  /**
   * Ends the game if the side to move has run out of time: it loses, or draws when the other
   * side could never win (`flagOutcome`); the sub-moves of its turn in progress are taken back,
   * so the game ends as the position stood before that turn. True if it flagged now.
   */
  checkFlag(): boolean {
    const fell = this.clocks.fell(this.outcome !== null);
    if (fell) this.flagSideToMove();
    return fell;
  }

  /** The side to move loses on time (a flag, or a record's `flag` read back). */
  flagSideToMove(): void {
    if (this.outcome) return;
    while (this.position.subMoves > 0) {
      this.played.pop();
      this.record.undo();
    }
    this.undone = [];
    const side = this.position.turn;
    this.clocks.flag(side);
    this.decided = flagOutcome(this.position, side);
  }

  get moves(): readonly PlayedMove[] {
    return this.played;
  }

  /** The position before move `index` (0: the start); `moves.length` gives the current one. */
  positionAt(index: number): Position {
    return this.record.positions[index]!;
  }

  /**
   * The legal moves now (none once the game is over), generated once per position: asked again
   * for the same position (by the store, the view model, the session), the same list comes back.
   */
  legalMoves(): readonly Move[] {
    if (this.decided) return [];
    const position = this.position;
    let moves = this.legalAt.get(position);
    if (!moves) {
      moves = this.record.legalMoves();
      this.legalAt.set(position, moves);
    }
    return moves;
  }

  /** The legal move written `text` in canonical notation (`e2e4`, `1e2-1e4`, `end`), or null. */
  canonicalMove(text: string): Move | null {
    const position = this.position;
    return this.legalMoves().find((move) => makeMove(position, move) === text) ?? null;
  }

  /**
   * The arrows and circles drawn on the position before move `index` (0: the start; by default
   * the current position). They are kept with the position: undo and redo keep them, a new move
   * played over undone ones forgets the shapes of the positions it replaces.
   */
  shapesAt(index: number = this.played.length): readonly Shape[] {
    return this.drawn.get(index) ?? [];
  }

  /** Sets the shapes of the position before move `index` (the current one by default). */
  setShapes(shapes: readonly Shape[], index: number = this.played.length): void {
    if (index < 0 || index > this.played.length + this.undone.length) return;
    if (shapes.length === 0) this.drawn.delete(index);
    else this.drawn.set(index, shapes);
  }

  /** Plays a move from `legalMoves()`; forgets the moves that were undone (and their shapes). */
  play(move: Move): PlayedMove {
    for (const index of this.drawn.keys()) if (index > this.played.length) this.drawn.delete(index);
    return this.playKeepingShapes(move);
  }

  private playKeepingShapes(move: Move): PlayedMove {
    const played = playedMove(this.position, move, this.legalMoves());
    this.record.playMove(move);
    this.played.push(played);
    this.undone = [];
    const turnEnded = this.position.subMoves === 0 || this.position.turn !== played.color;
    this.clocks.tick(played.color, this.played.length, turnEnded, this.record.outcome !== null);
    return played;
  }

  /**
   * Plays a move typed in canonical or human notation; an illegal one changes nothing. A move
   * typed without its level (`Nf3` in Parallel worlds chess) is played when only one level has
   * it, and otherwise answered with the candidates: `'Nf3' is ambiguous here: N1f3 or N3f3`.
   */
  playText(text: string): Result<PlayedMove> {
    if (this.outcome) return err(`the game is over (${this.outcome.reason})`);
    const read = readMove(this.position, text, this.legalMoves());
    return read.ok ? ok(this.play(read.value)) : read;
  }

  /** Moves taken back and not replayed, the next one `redo()` plays first. */
  get undoneMoves(): readonly PlayedMove[] {
    return [...this.undone].reverse();
  }

  canUndo(): boolean {
    return this.played.length > 0 && !this.decided;
  }

  canRedo(): boolean {
    return this.undone.length > 0 && !this.decided;
  }

  /** Takes back the last move (in Parallel worlds chess: the last sub-move or `end`). */
  undo(): void {
    if (this.decided) return;
    const turnStart = this.turnStartIndex();
    const last = this.played.pop();
    if (!last) return;
    this.record.undo();
    this.undone.push(last);
    if (this.turnStartIndex() !== turnStart)
      this.clocks.restore(this.turnStartIndex(), this.position.turn);
  }

  /** Plays again the move last undone. */
  redo(): void {
    if (this.decided) return;
    const next = this.undone.pop();
    if (!next) return;
    const keep = this.undone;
    const restoreMarks = this.clocks.keepMarks();
    const turnStart = this.turnStartIndex();
    this.playKeepingShapes(next.move);
    this.undone = keep;
    restoreMarks();
    if (this.turnStartIndex() !== turnStart)
      this.clocks.restore(this.played.length, this.position.turn);
  }

  /** Index in `moves` where the turn in progress started. */
  turnStartIndex(): number {
    let index = this.played.length;
    while (index > 0 && this.record.positions[index]!.subMoves > 0) index--;
    return index;
  }

  /** The Parallel worlds turn in progress (in the flat games: nothing played yet, one move left). */
  turnProgress(): TurnProgress {
    const pos = this.position;
    const start = this.turnStartIndex();
    const used: number[] = [];
    for (let level = 0; level < pos.levels; level++)
      if (pos.usedLevels & (1 << level)) used.push(level);
    return {
      played: this.played.slice(start),
      usedLevels: used,
      remaining: this.outcome ? 0 : pos.maxSubMovesNow() - pos.subMoves,
      canEnd: !this.outcome && pos.subMoves > 0,
    };
  }

  /** From/to squares of the last complete turn's moves, for marking on the boards. */
  lastTurnSquares(): MoveSquares[] {
    const end = this.turnStartIndex();
    let begin = end - 1;
    while (begin > 0 && this.record.positions[begin]!.subMoves > 0) begin--;
    const squares: MoveSquares[] = [];
    for (let i = Math.max(begin, 0); i < end; i++) {
      const marked = moveSquares(this.played[i]!.move);
      if (marked) squares.push(marked);
    }
    return squares;
  }

  /** `window.__test.fen()`: the FEN at the start of the turn, then ` ; ` and the sub-moves so far. */
  fenWithSubMoves(): string {
    return this.record.turnFen();
  }
}

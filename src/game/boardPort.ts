/**
 * The board port: all that a board view (src/view2d, src/view3d) knows of a game. A view reads a
 * snapshot (the board view model, the pen, the selection, a lesson's goals…), the view model and
 * the shapes of an earlier position when looking back, and sends intents (a pick, a shape drawn):
 * what a user's gesture asks for, which the game decides (or refuses). Why a port and not the
 * store: a view then depends on what it draws and asks, not on the store's fields, its session
 * or how it finds legal moves, and anything that can answer this interface can drive a board.
 * The game store's adapter is `boardPortOf` (game/storeBoardPort.ts); the pages pass it.
 *
 * One board for every mode, as chessground is: the snapshot's `mode` says what a press means.
 * In `play` (a game) a press picks, staged over the legal moves, and a drag is two picks; the
 * view model's destinations map (game/destinations.ts) says which squares are targets. In `free`
 * (the position editor: game/editor/editorBoardPort.ts; the piece explorer:
 * game/explorerBoardPort.ts) every square takes a press, whatever stands there: a press and
 * release on one square is a `pick` the port gives its own meaning (put the palette's man there,
 * take it off, move the explored man), and a man dragged to another square is `relocate`. A
 * piece may also be carried in from outside the board (the editor's palette, as chessground's
 * `dragNewPiece`): while the snapshot's `dragIn` is set the flat board follows the pointer with
 * it, and its release is `dropIn` (on a square, or null off the board).
 *
 * The view model in the snapshot is the store's, built once per change of the game or the
 * selection (never per render, never by the port): legal moves are generated once per position.
 * The snapshot is one object until the game's state changes, so `subscribe` and `getSnapshot` suit
 * React's `useSyncExternalStore`; `useBoard` reads one field of it the same way (a selector must
 * return a field or a primitive, never a new object).
 */
import { useMemo, useSyncExternalStore } from 'react';
import type { Color, Square } from '../rules';
import type { Brush, Shape } from '../content/annotations';
import type { Choice, Pick } from './staging';
import type { BoardView } from './viewModel';

/**
 * What a press on the board means (see the header): a game's staged picks, free placement, or
 * nothing (`view`: a board only watched, no side of it played at this screen; the port takes no
 * pick, and a view may still draw shapes and show a man's card). `premove`: a game whose player
 * elsewhere is to move, where the picks set up this screen's next turn (game/premove.ts), drawn
 * apart (the view model's `premove`).
 */
export type BoardMode = 'play' | 'premove' | 'free' | 'view';

/** A piece carried in from outside the board by a press at (x, y), e.g. from the editor's palette. */
export interface DragIn {
  readonly letter: string; // FEN letter with case, e.g. 'q'
  readonly vest: string | null; // its vest, e.g. 'N'
  readonly x: number; // where the press was, in client pixels
  readonly y: number;
}

/** What a board shows of the game at one moment; the same object while the game's state stays. */
export interface BoardSnapshot {
  readonly mode: BoardMode; // 'play' for a game ('premove' while the player elsewhere is to move and premoves are on); 'view' when watched only; 'free' for the editor and the explorer
  readonly dragIn: DragIn | null; // a piece carried in from outside (free placement), e.g. { letter: 'Q', … }
  readonly view: BoardView; // the live position's view model with the selection, e.g. { turn: 0, men: [...], … }
  readonly version: number; // changes with every change of the game (a move, an undo, another session), e.g. 12
  readonly moveCount: number; // moves played: a board at `at` below it looks back, read-only, e.g. 7
  readonly shapesVersion: number; // changes whenever a shape is drawn or erased, on any position, e.g. 3
  readonly pen: Brush | null; // the pen tool's brush (a press draws instead of moving), e.g. 'red'; null: off
  readonly choice: Choice | null; // the open choice dialog (a board takes no press meanwhile), e.g. { kind: 'promotion', … }
  readonly selected: Pick | null; // the player's selection, e.g. { kind: 'square', square: 20 }
  readonly goals: readonly Square[]; // squares a lesson asks the player to reach, tinted, e.g. [333]
  readonly facing: Color; // the side the 3D camera faces: a lesson's student, else the side to move, e.g. 0
  readonly subMoves: number; // sub-moves played in the turn so far (Parallel worlds), e.g. 1
  readonly levels: number; // the game's levels, e.g. 3
}

/** What a user's gesture on a board asks for; the game decides what it means, or refuses it. */
export interface BoardIntents {
  /** A press on a square or pocket: a move it completes, a choice, or a (de)selection. */
  pick(pick: Pick): void;
  /** A press on nothing: lets the selection go. */
  deselect(): void;
  /** An arrow or circle drawn on the position before move `at` (null: the current position). */
  drawShape(shape: Shape, at: number | null): void;
  /** A press that erases the shapes of that position. */
  clearShapes(at: number | null): void;
  /** Free placement only: the man on `from` dragged to `to` (a game moves by `pick`). */
  relocate?(from: Square, to: Square): void;
  /** Free placement only: the piece carried in (`dragIn`) released on a square, or null: off. */
  dropIn?(square: Square | null): void;
}

export interface BoardPort {
  /** Calls `listener` after every change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  getSnapshot(): BoardSnapshot;
  /** The read-only view model of the position before move `at` (below `moveCount`). */
  viewAt(at: number): BoardView;
  /** The shapes drawn on the position before move `at` (null: the current position). */
  shapesAt(at: number | null): readonly Shape[];
  readonly intents: BoardIntents;
}

/** One field of the port's snapshot (or a primitive of it), re-rendering only when it changes. */
export function useBoard<T>(port: BoardPort, select: (snapshot: BoardSnapshot) => T): T {
  const read = () => select(port.getSnapshot());
  return useSyncExternalStore(port.subscribe, read, read); // (the same when prerendered)
}

/**
 * The view model of the position a board shows: the live one with the selection, or, with `at`
 * (a move index below the number of moves), the read-only position before that move.
 */
export function useShownView(port: BoardPort, at: number | null = null): BoardView {
  const live = useBoard(port, (snapshot) => snapshot.view);
  const moveCount = useBoard(port, (snapshot) => snapshot.moveCount);
  return useMemo(
    () => (at === null || at >= moveCount ? live : port.viewAt(at)),
    [port, live, moveCount, at], // `live` is rebuilt whenever the game changes
  );
}

/** The shapes of the position a board shows (`at` as for `useShownView`). */
export function useShownShapes(port: BoardPort, at: number | null = null): readonly Shape[] {
  useBoard(port, (snapshot) => snapshot.version);
  useBoard(port, (snapshot) => snapshot.shapesVersion);
  return port.shapesAt(at);
}

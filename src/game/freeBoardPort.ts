/**
 * The board port of free placement (`mode: 'free'`, game/boardPort.ts), which the position editor
 * and the piece explorer hand to the shared boards (View2D, View3D) instead of drawing boards of
 * their own. Their board is no game: a setup need not be a legal position, and the explorer's man
 * moves wherever the page puts him, so the port only carries what the page shows (a view model,
 * squares to tint, the side the camera faces) and hands a press (`pick`) or a drag (`relocate`)
 * back to the page, which decides what it means. Nothing is drawn by hand or looked back on.
 *
 * `useFreeBoardPort` keeps one port for the page's life and shows each new board in a layout
 * effect, so the views re-render only when the board changed.
 */
import { useLayoutEffect, useState } from 'react';
import type { Color, Square } from '../rules';
import type { BoardPort, BoardSnapshot, DragIn } from './boardPort';
import type { Pick } from './staging';
import type { BoardView } from './viewModel';

/** What the page shows on a free board. */
export interface FreeBoard {
  readonly view: BoardView; // the men (and, in the explorer, the explored man's targets)
  readonly goals: readonly Square[]; // squares tinted, e.g. the editor's en passant squares
  readonly facing: Color; // the side the 3D camera turns to (the setup's side to move), e.g. 0
  readonly dragIn?: DragIn | null; // a piece being carried in from the page's palette
}

/** What the page does with a press and a drag on its board. */
export interface FreeBoardHandlers {
  onPick(square: Square): void; // a press and release on one square
  onRelocate(from: Square, to: Square): void; // a man dragged to another square
  onDropIn?(square: Square | null): void; // the piece carried in released: on a square, or off
}

interface FreeBoardPort extends BoardPort {
  show(board: FreeBoard, handlers: FreeBoardHandlers): void;
}

function createFreeBoardPort(first: FreeBoard, firstHandlers: FreeBoardHandlers): FreeBoardPort {
  const listeners = new Set<() => void>();
  let handlers = firstHandlers;
  let shown = first;
  let snapshot = snapshotOf(first, 0);
  const ignore = () => {};
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    viewAt: () => shown.view,
    shapesAt: () => [],
    intents: {
      pick: (pick: Pick) => {
        if (pick.kind === 'square') handlers.onPick(pick.square);
      },
      relocate: (from, to) => handlers.onRelocate(from, to),
      dropIn: (square) => handlers.onDropIn?.(square),
      deselect: ignore,
      drawShape: ignore,
      clearShapes: ignore,
    },
    show(board, next) {
      handlers = next;
      if (
        board.view === shown.view &&
        board.facing === shown.facing &&
        (board.dragIn ?? null) === (shown.dragIn ?? null) &&
        sameSquares(board.goals, shown.goals)
      )
        return;
      shown = board;
      snapshot = snapshotOf(board, snapshot.version + 1);
      for (const listener of listeners) listener();
    },
  };
}

const sameSquares = (a: readonly Square[], b: readonly Square[]) =>
  a.length === b.length && a.every((square, i) => square === b[i]);

function snapshotOf(board: FreeBoard, version: number): BoardSnapshot {
  return {
    mode: 'free',
    dragIn: board.dragIn ?? null,
    view: board.view,
    version,
    moveCount: 0,
    shapesVersion: 0,
    pen: null,
    choice: null,
    selected: board.view.selected,
    goals: board.goals,
    facing: board.facing,
    subMoves: 0,
    levels: board.view.levels,
  };
}

/** The page's free board port: one for its life, showing `board` (memoize its view model). */
export function useFreeBoardPort(board: FreeBoard, handlers: FreeBoardHandlers): BoardPort {
  const [port] = useState(() => createFreeBoardPort(board, handlers));
  useLayoutEffect(() => port.show(board, handlers));
  return port;
}

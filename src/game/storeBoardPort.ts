/**
 * The game store's board port (game/boardPort.ts), which the pages hand to the views: one port a
 * store, made on first asking and kept as long as the store lives, so a page that asks again on
 * every render passes the same object and no view resubscribes. The snapshot reads the store's
 * fields as they are (the view model is the store's `view`, built once per change, store.ts); it
 * is made anew only when the store's state changed, and kept when none of its own fields did (a
 * new message or announcement), so a view renders for what it shows and nothing else.
 */
import type { StoreApi } from 'zustand/vanilla';
import type { BoardPort, BoardSnapshot } from './boardPort';
import type { GameState } from './store';
import { buildBoardView } from './viewModel';

const ports = new WeakMap<StoreApi<GameState>, BoardPort>();

/** The board port of a game store: always the same one for the same store. */
export function boardPortOf(store: StoreApi<GameState>): BoardPort {
  let port = ports.get(store);
  if (!port) {
    port = portOf(store);
    ports.set(store, port);
  }
  return port;
}

const snapshotOf = (state: GameState): BoardSnapshot => ({
  view: state.view,
  version: state.version,
  moveCount: state.session.moves.length,
  shapesVersion: state.shapesVersion,
  pen: state.pen,
  choice: state.choice,
  selected: state.selected,
  goals: state.goals,
  facing: state.facing ?? state.session.position.turn,
  subMoves: state.session.position.subMoves,
  levels: state.session.game.levels,
});

const sameSnapshot = (a: BoardSnapshot, b: BoardSnapshot): boolean =>
  (Object.keys(a) as (keyof BoardSnapshot)[]).every((key) => Object.is(a[key], b[key]));

function portOf(store: StoreApi<GameState>): BoardPort {
  let read: GameState | null = null; // the state the snapshot was read from
  let snapshot: BoardSnapshot | null = null;
  return {
    subscribe: (listener) => store.subscribe(() => listener()),
    getSnapshot() {
      const state = store.getState();
      if (state !== read || snapshot === null) {
        read = state;
        const next = snapshotOf(state);
        if (snapshot === null || !sameSnapshot(snapshot, next)) snapshot = next;
      }
      return snapshot;
    },
    viewAt: (at) => buildBoardView(store.getState().session, null, at),
    shapesAt: (at) => store.getState().session.shapesAt(at ?? undefined),
    intents: {
      pick: (pick) => store.getState().pick(pick),
      deselect: () => store.getState().deselect(),
      drawShape: (shape, at) => store.getState().drawShape(shape, at),
      clearShapes: (at) => store.getState().clearShapes(at),
    },
  };
}

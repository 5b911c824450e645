/**
 * The game store's board port (game/boardPort.ts), which the pages hand to the views: one port a
 * store, made on first asking and kept as long as the store lives, so a page that asks again on
 * every render passes the same object and no view resubscribes. The snapshot reads the store's
 * fields as they are (the view model is the store's `view`, built once per change, store.ts),
 * once per state of the store: the same object until the store changes. The intents are the
 * store's own.
 */
import type { StoreApi } from 'zustand/vanilla';
import type { BoardPort, BoardSnapshot } from './boardPort';
import type { GameState } from './store';
import { hasHere, isAway } from './players';
import { buildBoardView } from './viewModel';

const ports = new WeakMap<StoreApi<GameState>, BoardPort>();

/** The board port of a game store: always the same one for the same store. */
export function boardPortOf(store: StoreApi<GameState>): BoardPort {
  let port = ports.get(store);
  if (!port) ports.set(store, (port = portOf(store)));
  return port;
}

function portOf(store: StoreApi<GameState>): BoardPort {
  let read: GameState | undefined; // the state the snapshot was read from
  let snapshot: BoardSnapshot;
  const { pick, deselect, drawShape, clearShapes } = store.getState();
  const watched = () => !hasHere(store.getState().session.players);
  return {
    subscribe: store.subscribe,
    getSnapshot() {
      const state = store.getState();
      if (state !== read) {
        read = state;
        const { session } = state;
        snapshot = {
          mode: watched()
            ? 'view'
            : state.premoves && isAway(session.players, session.position.turn) && !session.outcome
              ? 'premove'
              : 'play',
          dragIn: null,
          view: state.view,
          version: state.version,
          moveCount: session.moves.length,
          shapesVersion: state.shapesVersion,
          pen: state.pen,
          choice: state.choice,
          selected: state.selected,
          goals: state.goals,
          facing: state.facing ?? session.position.turn,
          subMoves: session.position.subMoves,
          levels: session.game.levels,
        };
      }
      return snapshot;
    },
    viewAt: (at) => buildBoardView(store.getState().session, null, at),
    shapesAt: (at) => store.getState().session.shapesAt(at ?? undefined),
    intents: {
      pick: (what) => {
        if (!watched()) pick(what);
      },
      deselect,
      drawShape,
      clearShapes,
    },
  };
}

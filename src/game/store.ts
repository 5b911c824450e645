/**
 * The game store (zustand): the session, the player's selection and pending choice, the board view
 * model built from them (once per change, here), and the intents through which the views and
 * panels change anything: no component calls `setState`. Components read it through narrow
 * selectors (game/useBoardView.ts); `version` changes whenever the session does.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { END_TURN, gameById, type GameDefinition } from '../rules';
import type { PlayedMove, SessionOutcome } from './session';
import { GameSession } from './session';
import { buildBoardView, type BoardView } from './viewModel';
import {
  nextChoice,
  samePick,
  selectablePicks,
  targetsOf,
  type Choice,
  type Pick,
} from './staging';

export interface GameState {
  session: GameSession;
  version: number; // bumped on every change of the session, e.g. 12
  selected: Pick | null; // e.g. { kind: 'square', square: 20 }
  view: BoardView; // the board view model of `session` with `selected`, rebuilt when either changes
  choice: Choice | null; // open choice dialog, e.g. { kind: 'promotion', options: [{ key: 'Q', … }, …] }
  message: string | null; // last error shown to the player, e.g. "'e2e5' is not a legal move here"
  announced: Announcement | null; // what happened, as data, worded by the ARIA live region in the player's language, e.g. { kind: 'undo' }
  /** A press on a square or pocket: plays the move it completes, opens a choice, or (de)selects. */
  pick(pick: Pick): void;
  /** Lets go of the selection (a press on nothing); ignored while a choice dialog is open. */
  deselect(): void;
  /** Answers the open choice dialog with an option's key ('Q', 'decline'): plays or asks on. */
  choose(key: string): void;
  /** Closes the choice dialog without a move. */
  cancelChoice(): void;
  /** Ends a Parallel worlds turn early, when the rules allow it. */
  endTurn(): void;
  /** Takes back the last move (sub-move) / plays again the last one taken back. */
  undo(): void;
  redo(): void;
  /** The side to move resigns; both players agree a draw. Nothing once the game is over. */
  resign(): void;
  agreeDraw(): void;
  /** Plays a typed move (canonical or human notation); false, with `message` set, if illegal. */
  typeMove(text: string): boolean;
  /** Starts a new game (from a FEN); false, with `message` set, for a bad FEN. */
  newGame(game: GameDefinition, fen?: string): boolean;
  /** Shows another session (a loaded record or position). */
  replaceSession(session: GameSession): void;
}

/** What the live region says, as data, so that the interface can word it in its language. */
export type Announcement =
  | { kind: 'move'; color: 0 | 1; san: string; reason: SessionOutcome['reason'] | null } // reason: the game ended
  | { kind: 'undo' }
  | { kind: 'redo' }
  | { kind: 'resign'; color: 0 | 1 }
  | { kind: 'draw' }
  | { kind: 'new-game'; gameId: string; gameName: string }
  | { kind: 'loaded'; gameId: string; gameName: string };

const moveAnnouncement = (played: PlayedMove, session: GameSession): Announcement => ({
  kind: 'move',
  color: played.color,
  san: played.san,
  reason: session.outcome?.reason ?? null,
});

/** A store for a game; throws only for a start FEN the caller has not validated. */
export function createGameStore(session: GameSession): StoreApi<GameState> {
  return createStore<GameState>((setState, get) => {
    // Every change of the session or of the selection rebuilds the view model, once, here.
    const set = (change: Partial<GameState> | ((state: GameState) => Partial<GameState>)) =>
      setState((state) => {
        const partial = typeof change === 'function' ? change(state) : change;
        const next = { ...state, ...partial };
        const stale =
          next.session !== state.session ||
          next.version !== state.version ||
          next.selected !== state.selected;
        return stale ? { ...partial, view: buildBoardView(next.session, next.selected) } : partial;
      });
    const changed = (announced: Announcement, extra: Partial<GameState> = {}) =>
      set((state) => ({
        version: state.version + 1,
        selected: null,
        choice: null,
        message: null,
        announced,
        ...extra,
      }));
    const playMove = (move: number) => {
      const played = get().session.play(move);
      changed(moveAnnouncement(played, get().session));
    };
    return {
      session,
      version: 0,
      selected: null,
      view: buildBoardView(session, null),
      choice: null,
      message: null,
      announced: null,
      pick(pick) {
        const { session, selected, choice } = get();
        if (choice) return;
        const legal = session.legalMoves();
        const pos = session.position;
        if (selected) {
          const target = targetsOf(pos, legal, selected).find((t) => samePick(t.pick, pick));
          if (target) {
            const next = nextChoice(target.moves);
            if ('move' in next) playMove(next.move);
            else set({ choice: next });
            return;
          }
        }
        const selectable = selectablePicks(pos, legal).some((p) => samePick(p, pick));
        set({ selected: selectable && !samePick(selected, pick) ? pick : null });
      },
      deselect() {
        if (get().selected && !get().choice) set({ selected: null });
      },
      choose(key) {
        const option = get().choice?.options.find((o) => o.key === key);
        if (!option) return;
        const next = nextChoice(option.moves);
        if ('move' in next) playMove(next.move);
        else set({ choice: next });
      },
      cancelChoice() {
        set({ choice: null });
      },
      endTurn() {
        if (get().session.legalMoves().includes(END_TURN)) playMove(END_TURN);
      },
      undo() {
        const { session } = get();
        if (!session.canUndo()) return;
        session.undo();
        changed({ kind: 'undo' });
      },
      redo() {
        const { session } = get();
        if (!session.canRedo()) return;
        session.redo();
        changed({ kind: 'redo' });
      },
      resign() {
        const { session } = get();
        if (session.outcome) return;
        session.resign();
        changed({ kind: 'resign', color: session.position.turn as 0 | 1 });
      },
      agreeDraw() {
        const { session } = get();
        if (session.outcome) return;
        session.agreeDraw();
        changed({ kind: 'draw' });
      },
      typeMove(text) {
        const played = get().session.playText(text);
        if (!played.ok) {
          set({ message: played.error });
          return false;
        }
        changed(moveAnnouncement(played.value, get().session));
        return true;
      },
      newGame(game, fen) {
        const started = GameSession.start(game, fen);
        if (!started.ok) {
          set({ message: started.error });
          return false;
        }
        changed(
          { kind: 'new-game', gameId: game.id, gameName: game.name },
          { session: started.value },
        );
        return true;
      },
      replaceSession(next) {
        changed(
          { kind: 'loaded', gameId: next.game.id, gameName: next.game.name },
          { session: next },
        );
      },
    };
  });
}

/** A store for a game id and optional FEN (from the address), or the error. */
export function gameStoreFor(
  gameId: string,
  fen?: string,
): { store: StoreApi<GameState> } | { error: string } {
  const game = gameById(gameId);
  if (!game) return { error: `unknown game '${gameId}'` };
  const started = GameSession.start(game, fen);
  if (!started.ok) return { error: started.error };
  return { store: createGameStore(started.value) };
}

/**
 * The game store (zustand): the session, the player's selection and pending choice, and the
 * intents the views dispatch (pick, choose, end turn, undo, redo, type a move, new game). Views
 * read it through narrow selectors; `version` changes whenever the session does.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { END_TURN, gameById, type GameDefinition } from '../rules';
import type { PlayedMove } from './session';
import { GameSession } from './session';
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
  choice: Choice | null; // open choice dialog, e.g. { kind: 'promotion', options: [{ key: 'Q', … }, …] }
  message: string | null; // last error shown to the player, e.g. "'e2e5' is not a legal move here"
  announcement: string; // for the ARIA live region, e.g. 'White: N1c3'
  pick(pick: Pick): void;
  choose(key: string): void;
  cancelChoice(): void;
  endTurn(): void;
  undo(): void;
  redo(): void;
  resign(): void;
  agreeDraw(): void;
  typeMove(text: string): boolean;
  newGame(game: GameDefinition, fen?: string): boolean;
  replaceSession(session: GameSession): void;
}

const SIDE = ['White', 'Black'] as const;

const describe = (played: PlayedMove): string => `${SIDE[played.color]}: ${played.san}`;

/** A store for a game; throws only for a start FEN the caller has not validated. */
export function createGameStore(session: GameSession): StoreApi<GameState> {
  return createStore<GameState>((set, get) => {
    const changed = (announcement: string, extra: Partial<GameState> = {}) =>
      set((state) => ({
        version: state.version + 1,
        selected: null,
        choice: null,
        message: null,
        announcement,
        ...extra,
      }));
    const playMove = (move: number) => {
      const played = get().session.play(move);
      const outcome = get().session.outcome;
      changed(describe(played) + (outcome ? `. Game over: ${outcome.reason}` : ''));
    };
    return {
      session,
      version: 0,
      selected: null,
      choice: null,
      message: null,
      announcement: '',
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
        changed('Move taken back');
      },
      redo() {
        const { session } = get();
        if (!session.canRedo()) return;
        session.redo();
        changed('Move replayed');
      },
      resign() {
        const { session } = get();
        if (session.outcome) return;
        session.resign();
        changed(`${SIDE[session.position.turn]} resigns`);
      },
      agreeDraw() {
        const { session } = get();
        if (session.outcome) return;
        session.agreeDraw();
        changed('Draw agreed');
      },
      typeMove(text) {
        const played = get().session.playText(text);
        if (!played.ok) {
          set({ message: played.error });
          return false;
        }
        const outcome = get().session.outcome;
        changed(describe(played.value) + (outcome ? `. Game over: ${outcome.reason}` : ''));
        return true;
      },
      newGame(game, fen) {
        const started = GameSession.start(game, fen);
        if (!started.ok) {
          set({ message: started.error });
          return false;
        }
        changed(`New game of ${game.name}`, { session: started.value });
        return true;
      },
      replaceSession(next) {
        changed(`${next.game.name} loaded`, { session: next });
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

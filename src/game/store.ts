/**
 * The game store (zustand): the session, the player's selection and pending choice, and the
 * intents the views dispatch (pick, choose, end turn, undo, redo, type a move, new game). Views
 * read it through narrow selectors; `version` changes whenever the session does.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import {
  END_TURN,
  describeProblem,
  excerpt,
  gameById,
  type GameDefinition,
  type Move,
  type Problem,
} from '../rules';
import type { PlayedMove, SessionOutcome } from './session';
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
  /** The last error shown to the player, as the rules core reported it (the page words it). */
  message: Problem | null; // { code: 'not-a-legal-move', text: 'e2e5' }
  announcement: string; // what happened, in English, e.g. 'White: N1c3'
  announced: Announcement | null; // the same as data, for the ARIA live region in any language
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

/** What the live region says, as data, so that the interface can word it in its language. */
export type Announcement =
  | { kind: 'move'; color: 0 | 1; san: string; reason: SessionOutcome['reason'] | null } // reason: the game ended
  | { kind: 'undo' }
  | { kind: 'redo' }
  | { kind: 'resign'; color: 0 | 1 }
  | { kind: 'draw' }
  | { kind: 'new-game'; gameId: string; gameName: string }
  | { kind: 'loaded'; gameId: string; gameName: string };

const SIDE = ['White', 'Black'] as const;

/** An announcement in English: 'White: e4', 'Black: Qxe1. Game over: king-captured'. */
export function announcementText(a: Announcement): string {
  switch (a.kind) {
    case 'move':
      return `${SIDE[a.color]}: ${a.san}` + (a.reason ? `. Game over: ${a.reason}` : '');
    case 'undo':
      return 'Move taken back';
    case 'redo':
      return 'Move replayed';
    case 'resign':
      return `${SIDE[a.color]} resigns`;
    case 'draw':
      return 'Draw agreed';
    case 'new-game':
      return `New game of ${a.gameName}`;
    case 'loaded':
      return `${a.gameName} loaded`;
  }
}

const moveAnnouncement = (played: PlayedMove, session: GameSession): Announcement => ({
  kind: 'move',
  color: played.color,
  san: played.san,
  reason: session.outcome?.reason ?? null,
});

/** A store for a game; throws only for a start FEN the caller has not validated. */
export function createGameStore(session: GameSession): StoreApi<GameState> {
  return createStore<GameState>((set, get) => {
    const changed = (announced: Announcement, extra: Partial<GameState> = {}) =>
      set((state) => ({
        version: state.version + 1,
        selected: null,
        choice: null,
        message: null,
        announcement: announcementText(announced),
        announced,
        ...extra,
      }));
    const playMove = (move: Move) => {
      const played = get().session.play(move);
      changed(moveAnnouncement(played, get().session));
    };
    return {
      session,
      version: 0,
      selected: null,
      choice: null,
      message: null,
      announcement: '',
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
          set({ message: played.problem });
          return false;
        }
        changed(moveAnnouncement(played.value, get().session));
        return true;
      },
      newGame(game, fen) {
        const started = GameSession.start(game, fen);
        if (!started.ok) {
          set({ message: started.problem });
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
): { store: StoreApi<GameState> } | { error: string; problem: Problem } {
  const game = gameById(gameId);
  if (!game) {
    const problem: Problem = { code: 'unknown-game', id: excerpt(gameId) };
    return { error: describeProblem(problem), problem };
  }
  const started = GameSession.start(game, fen);
  if (!started.ok) return { error: started.error, problem: started.problem };
  return { store: createGameStore(started.value) };
}

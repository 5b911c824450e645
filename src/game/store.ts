/**
 * The game store (zustand): the session, the player's selection and pending choice, the board view
 * model built from them (once per change, here), and the intents through which the views and
 * panels change anything: no component calls `setState`. Components read it through narrow
 * selectors (game/useBoardView.ts), the views through its board port (game/storeBoardPort.ts);
 * `version` changes whenever the session does.
 *
 * When a player who is not at this screen plays the side to move (`session.players`: the
 * computer, or an opponent elsewhere), the screen's intents (pick, choose, end turn, a typed
 * move, a hint) change nothing: only that player's own intent, `playAwayMove`, moves then. The
 * store never asks who that player is. A hint (the engine's suggestion for the player) is kept
 * here so that both boards can mark it; any change of the game clears it.
 *
 * Where premoves are allowed (an online real-time game, `allowPremoves`), those intents stage
 * this screen's next turn while the player elsewhere is to move instead (`premove`,
 * game/premove.ts), and the online game plays it once that player's turn has landed
 * (`playPremove`).
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import {
  END_TURN,
  describeProblem,
  excerpt,
  gameById,
  type GameDefinition,
  type Move,
  type Position,
  type Problem,
  type Square,
} from '../rules';
import { parseShapes, toggleShape, type Brush, type Shape } from '../content/annotations';
import { awayToMoveProblem, isAway } from './players';
import { GameSession, type PlayedMove, type SessionOutcome } from './session';
import { makeHint, type Hint } from './hint';
import { premoveComplete, premoveHolds, premoveSession } from './premove';
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
  /** The last error shown to the player, as the rules core reported it (the page words it). */
  message: Problem | null; // { code: 'not-a-legal-move', text: 'e2e5' }
  announced: Announcement | null; // what happened, as data, worded by the ARIA live region in the player's language, e.g. { kind: 'undo' }
  hint: Hint | null; // the engine's suggestion for the player to move, until the game changes
  shapesVersion: number; // bumped whenever drawn shapes change (not a change of the game), e.g. 3
  pen: Brush | null; // the pen tool (touch drawing) and its brush, e.g. 'red'; null: off
  goals: readonly Square[]; // squares a lesson asks the player to reach, tinted on the boards, e.g. [333]
  /** Marks the squares a lesson's goal names (none: `[]`). */
  markGoals(squares: readonly Square[]): void;
  facing: 0 | 1 | null; // a lesson's student: the 3D camera keeps facing this side, turn to mover or not; null: the side to move
  /** Keeps the 3D camera on one side (a lesson), or lets it follow the side to move (`null`). */
  setFacing(side: 0 | 1 | null): void;
  /** Switches the pen tool on with a brush (a press then draws instead of moving), or off. */
  setPen(pen: Brush | null): void;
  /**
   * Draws an arrow or circle on the position before move `at` (the current position by default),
   * by lichess's toggle rules: the same shape again erases it, another brush repaints it.
   */
  drawShape(shape: Shape, at?: number | null): void;
  /** Erases every shape drawn on that position (lichess: a left click on the board). */
  clearShapes(at?: number | null): void;
  /** Replaces the shapes of that position (a share link's or a lesson's). */
  setShapes(shapes: readonly Shape[], at?: number | null): void;
  /** A press on a square or pocket: plays the move it completes, opens a choice, or (de)selects. */
  pick(pick: Pick): void;
  /** Lets go of the selection (a press on nothing); ignored while a choice dialog is open. */
  deselect(): void;
  /** Answers the open choice dialog with an option's key ('Q', 'decline'): plays or asks on. */
  choose(key: string): void;
  /** Closes the choice dialog without a move. */
  cancelChoice(): void;
  /** Ends a Parallel worlds turn early, when the rules allow it (while premoving: the premove's). */
  endTurn(): void;
  /** Takes back the last move (sub-move) / plays again the last one taken back. */
  undo(): void;
  redo(): void;
  /** A side resigns (the side to move by default); nothing once the game is over. */
  resign(color?: 0 | 1): void;
  /**
   * The move (canonical text) of a player who is not at this screen (the computer, an opponent
   * elsewhere), refused unless such a player is to move.
   */
  playAwayMove(text: string): boolean;
  /** Shows / clears the engine's suggestion (canonical moves) on the boards. */
  /** Marks the engine's turn on the boards; with `threatFrom`, as a threat played from there. */
  showHint(moves: readonly string[], threatFrom?: Position): void;
  clearHint(): void;
  /** Both players agree a draw. Nothing once the game is over. */
  agreeDraw(): void;
  /** The game is claimed because a player left it (online): `winner` the one who stayed, null a draw. */
  claimAbandoned(winner: 0 | 1 | null): void;
  /** The online game was aborted before both sides had played (no result). */
  abort(): void;
  /**
   * Looks at a timed game's clock (the page calls it as the clocks tick): a side whose time is
   * up loses on time (or draws, session.ts `checkFlag`). Nothing in an untimed game.
   */
  tick(): void;
  /** Stops or restarts the clocks (a game at one screen); `paused` says which. */
  pauseClocks(paused: boolean): void;
  /** Plays a typed move (canonical or human notation); false, with `message` set, if illegal. */
  typeMove(text: string): boolean;
  /**
   * Shows another session: a loaded record or position, a stored game (`'loaded'`), or a lesson
   * started again (`'new-game'`). A game kept in the library is never replaced here: a new game
   * is a new store from the game host (host.ts), under a new library id.
   */
  replaceSession(session: GameSession, announced?: 'loaded' | 'new-game'): void;
  /**
   * Premoves (game/premove.ts; an online real-time game): while the player elsewhere is to move,
   * the picks, choices and end of turn of this screen stage the next turn in `premove` (a session
   * of the position with the turn handed over, its moves the premoved sub-moves) instead of doing
   * nothing; a press that is neither a man of theirs nor a target (or `cancelPremove`) drops it.
   */
  premoves: boolean;
  premove: GameSession | null; // e.g. a session whose moves are ['2e7-2e5', '1d7-1d5']
  premoveVersion: number; // bumped whenever the premove changes, e.g. 2
  premoveDropped: boolean; // the last premove no longer held when the turn came, until the next move
  /** Lets this screen premove (or not). */
  allowPremoves(on: boolean): void;
  /** Drops the premove being set up or set. */
  cancelPremove(): void;
  /**
   * The opponent's turn has landed: plays the premove's sub-moves if they all still hold (then the
   * turn goes as if picked), else drops it (`premoveDropped`, announced); a game over drops it.
   */
  playPremove(): void;
}

/** What the live region says, as data, so that the interface can word it in its language. */
export type Announcement =
  | { kind: 'move'; color: 0 | 1; san: string; reason: SessionOutcome['reason'] | null } // reason: the game ended
  | { kind: 'undo' }
  | { kind: 'redo' }
  | { kind: 'resign'; color: 0 | 1 }
  | { kind: 'draw' }
  | { kind: 'flag'; color: 0 | 1 } // that side ran out of time
  | { kind: 'abandoned'; winner: 0 | 1 | null } // claimed: the other player left
  | { kind: 'premove-dropped' } // the premove no longer held when the turn came
  | { kind: 'aborted' } // an online game aborted before both sides had played
  | { kind: 'new-game'; gameId: string; gameName: string }
  | { kind: 'loaded'; gameId: string; gameName: string };

const moveAnnouncement = (played: PlayedMove, session: GameSession): Announcement => ({
  kind: 'move',
  color: played.color,
  san: played.san,
  reason: session.outcome?.reason ?? null,
});

/** The premove the board shows: the one set up, or a position to begin one in; null: none now. */
function premoveShown(state: GameState): GameSession | null {
  const { session } = state;
  if (!state.premoves || !isAway(session.players, session.position.turn) || session.outcome)
    return null;
  return state.premove ?? premoveSession(session);
}

/**
 * A store for a game; throws only for a start FEN the caller has not validated. `announced`:
 * what the live region says first (the game host's new game: `{ kind: 'new-game', … }`).
 */
export function createGameStore(
  session: GameSession,
  announced: Announcement | null = null,
): StoreApi<GameState> {
  return createStore<GameState>((setState, get) => {
    // Every change of the session, the selection or the hint rebuilds the view model, once, here.
    const set = (change: Partial<GameState> | ((state: GameState) => Partial<GameState>)) =>
      setState((state) => {
        const partial = typeof change === 'function' ? change(state) : change;
        const next = { ...state, ...partial };
        const stale =
          next.session !== state.session ||
          next.version !== state.version ||
          next.selected !== state.selected ||
          next.hint !== state.hint ||
          next.premoveVersion !== state.premoveVersion;
        return stale
          ? {
              ...partial,
              view: buildBoardView(next.session, next.selected, undefined, next.hint, {
                premove: premoveShown(next),
              }),
            }
          : partial;
      });
    const changed = (announced: Announcement, extra: Partial<GameState> = {}) =>
      set((state) => ({
        version: state.version + 1,
        selected: state.premove ? state.selected : null, // a premove's selection stays
        choice: state.premove ? state.choice : null,
        message: null,
        hint: null,
        announced,
        premoveDropped: false,
        ...extra,
      }));
    const playMove = (move: Move) => {
      const played = get().session.play(move);
      changed(moveAnnouncement(played, get().session));
    };
    /** Sets the premove (null: drops it) and the selection made on it. */
    const setPremove = (premove: GameSession | null, selected: Pick | null = null) =>
      set((state) => ({
        premove,
        selected,
        choice: null,
        premoveVersion: state.premoveVersion + 1,
      }));
    const stagePremove = (premove: GameSession, move: Move) => {
      premove.play(move);
      setPremove(premove);
    };
    /** The premove being set up, a new one when there is none or a whole one is picked again. */
    const premoveToStage = (): GameSession | null => {
      const { session, premove } = get();
      if (premove && !premoveComplete(premove)) return premove;
      return premoveSession(session);
    };
    /** Whether this screen's intents stage a premove now (the player elsewhere to move). */
    const premoving = () => get().premoves && awayToMove() && !get().session.outcome;
    /** Whether a player who is not at this screen is to move (then the screen waits). */
    const awayToMove = () => {
      const { session } = get();
      return isAway(session.players, session.position.turn);
    };
    /** A press while premoving: a target of the selection stages a sub-move, a man of the
     * player's selects it, anything else drops the premove. */
    const pickPremove = (pick: Pick): void => {
      const premove = premoveToStage();
      if (!premove) return;
      const legal = premove.legalMoves();
      const pos = premove.position;
      const { selected } = get();
      const target =
        selected && targetsOf(pos, legal, selected).find((t) => samePick(t.pick, pick));
      if (target) {
        const next = nextChoice(target.moves);
        if ('move' in next) stagePremove(premove, next.move);
        else set({ choice: next, premove, premoveVersion: get().premoveVersion + 1 });
        return;
      }
      const selectable = selectablePicks(pos, legal).some((p) => samePick(p, pick));
      if (selectable && !samePick(selected, pick)) setPremove(premove, pick);
      else if (selectable) setPremove(premove.moves.length > 0 ? premove : null);
      else setPremove(null);
    };
    return {
      session,
      version: 0,
      selected: null,
      view: buildBoardView(session, null),
      choice: null,
      message: null,
      announced,
      hint: null,
      shapesVersion: 0,
      pen: null,
      goals: [],
      markGoals(squares) {
        set({ goals: squares });
      },
      facing: null,
      setFacing(facing) {
        set({ facing });
      },
      setPen(pen) {
        set({ pen });
      },
      drawShape(shape, at = null) {
        const { session } = get();
        get().setShapes(toggleShape(session.shapesAt(at ?? undefined), shape), at);
      },
      clearShapes(at = null) {
        if (get().session.shapesAt(at ?? undefined).length > 0) get().setShapes([], at);
      },
      setShapes(shapes, at = null) {
        get().session.setShapes(shapes, at ?? undefined);
        set((state) => ({ shapesVersion: state.shapesVersion + 1 }));
      },
      pick(pick) {
        const { session, selected, choice } = get();
        if (choice) return;
        if (premoving()) return pickPremove(pick);
        if (awayToMove()) return;
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
        if (get().choice) return;
        if (get().premove) setPremove(null);
        else if (get().selected) set({ selected: null });
      },
      choose(key) {
        const option = get().choice?.options.find((o) => o.key === key);
        if (!option) return;
        const next = nextChoice(option.moves);
        const premove = premoving() ? get().premove : null;
        if (!('move' in next)) set({ choice: next });
        else if (premove) stagePremove(premove, next.move);
        else playMove(next.move);
      },
      cancelChoice() {
        set({ choice: null });
      },
      endTurn() {
        const premove = premoving() ? get().premove : null;
        if (premove && !premoveComplete(premove) && premove.legalMoves().includes(END_TURN))
          stagePremove(premove, END_TURN);
        if (awayToMove()) return;
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
      resign(color = get().session.position.turn as 0 | 1) {
        const { session } = get();
        if (session.outcome) return;
        session.resign(color);
        changed({ kind: 'resign', color });
      },
      playAwayMove(text) {
        const { session } = get();
        if (!awayToMove() || session.outcome) return false;
        const move = session.canonicalMove(text);
        if (move === null) return false;
        playMove(move);
        return true;
      },
      showHint(moves, threatFrom) {
        const { session, version } = get();
        const hint =
          awayToMove() || session.outcome ? null : makeHint(session, version, moves, threatFrom);
        if (hint) set({ hint });
      },
      clearHint() {
        set({ hint: null });
      },
      tick() {
        const { session } = get();
        const side = session.position.turn as 0 | 1;
        if (session.checkFlag()) changed({ kind: 'flag', color: side });
      },
      pauseClocks(paused) {
        get().session.pause(paused);
        set((state) => ({ shapesVersion: state.shapesVersion })); // a new state: the clocks redraw
      },
      agreeDraw() {
        const { session } = get();
        if (session.outcome) return;
        session.agreeDraw();
        changed({ kind: 'draw' });
      },
      claimAbandoned(winner) {
        const { session } = get();
        if (session.outcome) return;
        session.claimAbandoned(winner);
        changed({ kind: 'abandoned', winner });
      },
      abort() {
        const { session } = get();
        if (session.outcome) return;
        session.abort();
        changed({ kind: 'aborted' });
      },
      typeMove(text) {
        if (awayToMove()) {
          const { session } = get();
          set({ message: awayToMoveProblem(session.players[session.position.turn]!) });
          return false;
        }
        const played = get().session.playText(text);
        if (!played.ok) {
          set({ message: played.problem });
          return false;
        }
        changed(moveAnnouncement(played.value, get().session));
        return true;
      },
      replaceSession(next, announced = 'loaded') {
        changed(
          { kind: announced, gameId: next.game.id, gameName: next.game.name },
          { session: next },
        );
      },
      premoves: false,
      premove: null,
      premoveVersion: 0,
      premoveDropped: false,
      allowPremoves(on) {
        if (on !== get().premoves) set({ premoves: on });
        if (!on && get().premove) setPremove(null);
      },
      cancelPremove() {
        if (get().premove) setPremove(null);
      },
      playPremove() {
        const { session, premove } = get();
        if (!premove || (awayToMove() && !session.outcome)) return;
        const moves = premove.moves.map((move) => move.canonical);
        setPremove(null);
        if (session.outcome || moves.length === 0) return;
        if (!premoveHolds(session, moves))
          return set({ premoveDropped: true, announced: { kind: 'premove-dropped' } });
        for (const text of moves) playMove(get().session.canonicalMove(text)!);
      },
    };
  });
}

/**
 * A session from a link's parts: a FEN (the start position when omitted), the moves played from
 * it (an analysis board's `moves=`) and the shapes drawn on where they lead in lichess's text form
 * (`G1e23e4,Re4`); a bad FEN, move or shape text is refused with its problem.
 */
export function sessionFromLinkParts(
  game: GameDefinition,
  fen?: string,
  shapes?: string,
  moves: readonly string[] = [],
): { session: GameSession } | { error: string; problem: Problem } {
  const started = GameSession.replay(game, fen, moves);
  if (!started.ok) return { error: started.error, problem: started.problem };
  const read = parseShapes(shapes ?? '', game.levels);
  if (!read.ok) return { error: describeProblem(read.problem), problem: read.problem };
  started.value.setShapes(read.shapes);
  return { session: started.value };
}

/** A session for a game id, optional FEN and shapes (from the address), or the error. */
export function sessionForAddress(
  gameId: string,
  fen?: string,
  shapes?: string,
): { session: GameSession } | { error: string; problem: Problem } {
  const game = gameById(gameId);
  if (!game) {
    const problem: Problem = { code: 'unknown-game', id: excerpt(gameId) };
    return { error: describeProblem(problem), problem };
  }
  return sessionFromLinkParts(game, fen, shapes);
}

/** A store for a game id, optional FEN and shapes (from the address), or the error. */
export function gameStoreFor(
  gameId: string,
  fen?: string,
  shapes?: string,
): { store: StoreApi<GameState> } | { error: string; problem: Problem } {
  const started = sessionForAddress(gameId, fen, shapes);
  if ('error' in started) return started;
  return { store: createGameStore(started.session) };
}

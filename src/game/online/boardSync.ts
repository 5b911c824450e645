/**
 * The board of an online game kept at the room's game (issue 41): a session built from the
 * protocol's fold of the event log (`FoldedGame`, src/protocol/fold.ts), then extended as the
 * log grows. A module of its own beside the remote side controller (onlineGame.ts), which
 * connects, sends and keeps the page's state; this one only decides what the board must show.
 *
 * `BoardSync` remembers how many of the server's moves the board already holds (`synced`), so an
 * update looks only at what is new: the moves after those, then the other side's provisional
 * sub-moves. They are played through the store's away-move path (`playAwayMove`); the board's own
 * sub-moves beyond the server's (a turn in progress here) are left alone; the session is built
 * again only when the board went another way: a takeback, a turn refused, the other side's turn
 * other than its provisional sub-moves showed. The moves compared are canonical on both sides
 * (the fold's record and the session write them with the rules core's `makeMove`).
 */
import type { StoreApi } from 'zustand/vanilla';
import { gameById, type Color } from '../../rules';
import { colorOf, type ClockState, type FoldedGame, type GameOutcome } from '../../protocol';
import type { Players } from '../players';
import { GameSession } from '../session';
import type { GameState } from '../store';

/** The server's latest clock reading and when (`performance.now()`) it arrived. */
export interface ServerClock {
  readonly clock?: ClockState | null;
  readonly clockReceived?: number;
}

const startsWith = (list: readonly string[], prefix: readonly string[]) =>
  prefix.length <= list.length && prefix.every((item, index) => list[index] === item);

export class BoardSync {
  /** How many of the server's moves (the fold's, in order) the board holds as played. */
  private synced = 0;

  /**
   * A session of `game` with the server's moves and then `provisional` played (as far as they
   * are legal), decided as the server says, its clock the server's.
   */
  session(
    game: FoldedGame,
    players: Players,
    provisional: readonly string[],
    clock: ServerClock,
  ): GameSession {
    const moves = [...game.moves, ...provisional];
    const replayed = GameSession.replay(gameById(game.variant)!, game.fen, moves, players, {
      stopAtIllegal: true,
    });
    if (!replayed.ok) throw new Error(`the server's start position is refused: ${replayed.error}`);
    const session = replayed.value;
    decide(session, game.outcome);
    followClock(session, game, clock, 'now');
    this.synced = game.moves.length;
    return session;
  }

  /**
   * Brings the board of `store` to `game`: the new moves played on, or the session built again
   * when `rebuild` (a takeback, a refused turn) or when the board went another way. `mine` is
   * the colour played at this screen (null: it watches).
   */
  bring(
    store: StoreApi<GameState>,
    game: FoldedGame,
    players: Players,
    provisional: readonly string[],
    mine: Color | null,
    rebuild: boolean,
    clock: ServerClock,
  ): void {
    const target = [...game.moves.slice(this.synced), ...provisional];
    const beyond = store.getState().session.moves.slice(this.synced);
    const shown = beyond.map((move) => move.canonical);
    let kept = !rebuild && this.synced <= game.moves.length;
    if (kept && startsWith(target, shown))
      kept = target.slice(shown.length).every((text) => store.getState().playAwayMove(text));
    else if (kept)
      kept =
        startsWith(shown, target) &&
        beyond.slice(target.length).every((move) => move.color === mine) &&
        game.outcome === null;
    if (!kept) {
      store.getState().replaceSession(this.session(game, players, provisional, clock));
      return;
    }
    this.synced = game.moves.length;
    decide(store.getState(), game.outcome);
    followClock(store.getState().session, game, clock, 'next');
  }
}

/**
 * Applies how the server's game was decided by a player (a resignation, an agreement, a claim) to
 * a session being built or to the store on screen (which announces it); each ignores it once the
 * game is over. An end by the rules the board finds by itself; a flag is the clock's
 * (`followClock`).
 */
function decide(
  board: Pick<GameSession, 'resign' | 'agreeDraw' | 'claimAbandoned' | 'abort'>,
  outcome: GameOutcome | null,
): void {
  if (!outcome) return;
  const winner = outcome.winner === null ? null : colorOf(outcome.winner);
  if (outcome.reason === 'resignation' && winner !== null) board.resign(winner === 0 ? 1 : 0);
  if (outcome.reason === 'agreement') board.agreeDraw();
  if (outcome.reason === 'abandoned') board.claimAbandoned(winner);
  if (outcome.reason === 'aborted') board.abort();
}

/**
 * A timed game's clocks on the board as the server read them (the server alone keeps time);
 * its flag shown at once (`now`, a new session) or at the board's next clock tick.
 */
function followClock(
  session: GameSession,
  game: FoldedGame,
  server: ServerClock,
  flag: 'now' | 'next',
): void {
  if (!game.control) return;
  const clks = new Map<number, number>();
  let moves = 0;
  game.turns.forEach((turn, index) => {
    moves += turn.length;
    const clk = game.clks[index];
    if (clk !== undefined) clks.set(moves, clk);
  });
  const clock = server.clock?.game === game.number ? server.clock : null;
  const reading = clock && {
    white: clock.white,
    black: clock.black,
    running: clock.running === null ? null : colorOf(clock.running),
    turns: clock.turns,
  };
  const age = clock ? performance.now() - (server.clockReceived ?? performance.now()) : 0;
  const flagged = game.outcome?.reason === 'timeout';
  session.followClock(game.control, reading, age, clks, flagged ? flag : 'no');
}

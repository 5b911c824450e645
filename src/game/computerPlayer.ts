/**
 * The computer at the board, the `SideController` of the sides the computer plays (players.ts):
 * watches a game store and, whenever the computer plays the side to move (`session.players`),
 * asks the engine (engineClient.ts) for its move and plays it through the store's
 * `playAwayMove`, the intent of every player who is not at this screen. A Parallel worlds turn is played sub-move by sub-move with a
 * pause between them, so the views animate each one. Any other change of the game (an undo, a
 * new game, a resignation) abandons the search or the turn being played. It also finds a hint
 * for the player, and pauses and resumes a game of computer against computer.
 *
 * In a timed game it manages its clock: each search is held to `clockBudgetMs` of the time left
 * (src/engine/levels.ts), and its waits before a move and between sub-moves shrink with it.
 *
 * What it is doing is a small store of its own (`state`), for the thinking indicator; the game
 * itself stays in the game store. The pauses come from `ComputerTiming`, so tests can run fast.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { budgetOf, clockBudgetMs, levelInfo } from '../engine/levels';
import type { SearchAnswer } from '../engine/protocol';
import { EngineClient, type SearchHandle, type SearchPosition } from './engineClient';
import { hasHere, isAway, type Player, type SideController } from './players';
import type { GameSession } from './session';
import type { GameState } from './store';

export interface ComputerState {
  thinking: 0 | 1 | null; // the side the computer is thinking for, e.g. 1
  playing: boolean; // true while it plays out the sub-moves of its turn
  best: SearchAnswer | null; // the best answer so far of the search under way
  paused: boolean; // computer against computer, paused by the viewer
  hinting: boolean; // a hint is being looked for
  error: string | null; // the engine failed, e.g. 'the engine worker failed to start'
}

/** How long the computer waits, in ms. */
export interface ComputerTiming {
  /** Shortest time from the player's move to the computer's answer (no instant replies). */
  answerMs(): number;
  /** Between the sub-moves of one Parallel worlds turn (long enough to watch each glide). */
  subMoveMs(): number;
  /** Between turns when the computer plays both sides. */
  demoMs(): number;
}

/** The engine's suggestion for the player: the default level, at most 1.5 s (a hint should come quickly). */
const HINT_SEARCH = { level: 4, timeMs: 1500 } as const;

/** The position of a session for the engine: game, start FEN and the moves since. */
function searchPosition(session: GameSession): SearchPosition {
  return {
    game: session.game.id,
    startFen: session.startFen,
    moves: session.moves.map((move) => move.canonical),
  };
}

interface Job {
  readonly session: GameSession;
  version: number; // the game's version this job is for; moves it plays itself move it on
  handle: SearchHandle | null;
  hurry: boolean; // move now: no more waiting
  wake: (() => void) | null; // ends the current pause early
}

const IDLE: Omit<ComputerState, 'paused'> = {
  thinking: null,
  playing: false,
  best: null,
  hinting: false,
  error: null,
};

export class ComputerPlayer implements SideController {
  readonly kind = 'computer';
  readonly state: StoreApi<ComputerState> = createStore<ComputerState>(() => ({
    ...IDLE,
    paused: false,
  }));
  private job: Job | null = null;
  private hintHandle: SearchHandle | null = null;
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly game: StoreApi<GameState>,
    private readonly timing: ComputerTiming,
    private readonly client: EngineClient = new EngineClient(),
  ) {}

  /** Starts watching the game (and moves at once if it is the computer's turn). */
  start(): void {
    this.unsubscribe ??= this.game.subscribe((state, previous) => {
      if (state.version !== previous.version || state.session !== previous.session) this.update();
    });
    this.update();
  }

  /** Stops watching, abandons any search and ends the engine's worker. */
  stop(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.abandon();
    this.client.dispose();
  }

  /** "Move now": play the best move found so far, and no more pauses this turn. */
  moveNow(): void {
    const job = this.job;
    if (!job) return;
    job.hurry = true;
    job.handle?.moveNow();
    job.wake?.();
  }

  /** After an engine failure: asks again. */
  retry(): void {
    this.abandon();
    this.update();
  }

  /** Pauses or resumes a game the computer plays on both sides. */
  setPaused(paused: boolean): void {
    this.state.setState({ paused });
    if (paused) this.abandon();
    else this.update();
  }

  /** Looks for the engine's suggestion for the player to move and shows it on the boards. */
  hint(): void {
    const { session, version } = this.game.getState();
    if (session.outcome || isAway(session.players, session.position.turn) || this.job) return;
    this.hintHandle?.cancel();
    const handle = this.client.search(searchPosition(session), HINT_SEARCH);
    this.hintHandle = handle;
    this.state.setState({ hinting: true, error: null });
    void handle.done.then((outcome) => {
      if (this.hintHandle !== handle) return;
      this.hintHandle = null;
      this.state.setState({
        hinting: false,
        error: outcome.kind === 'error' ? outcome.message : null,
      });
      const now = this.game.getState();
      if (outcome.kind === 'answer' && now.version === version && now.session === session)
        now.showHint(outcome.answer.moves);
    });
  }

  /** Reacts to a change of the game: keeps its own job going, or starts or drops one. */
  private update(): void {
    const { session, version } = this.game.getState();
    const job = this.job;
    if (job && job.session === session && job.version === version) return;
    this.abandon();
    const turn = session.position.turn as 0 | 1;
    const player = session.players[turn]!;
    if (session.outcome || player.kind !== 'computer') return;
    if (this.state.getState().paused && !hasHuman(session)) return;
    void this.play({ session, version, handle: null, hurry: false, wake: null }, turn, player);
  }

  /** Thinks, waits a little, then plays the answer move by move, as long as the job is current. */
  private async play(job: Job, turn: 0 | 1, player: Player & { kind: 'computer' }) {
    this.job = job;
    const started = Date.now();
    this.state.setState({ ...IDLE, thinking: turn });
    const clock = job.session.clockReading();
    const left = clock ? (turn === 0 ? clock.white : clock.black) : Number.POSITIVE_INFINITY;
    const levelMs = budgetOf(levelInfo(player.level), job.session.game.subMoveTurns).timeMs;
    const timeMs = clock && levelMs > 0 ? clockBudgetMs(levelMs, left, clock.increment) : undefined;
    const handle = this.client.search(
      searchPosition(job.session),
      { level: player.level, timeMs },
      (best) => this.state.setState({ best }),
    );
    job.handle = handle;
    const outcome = await handle.done;
    if (this.job !== job) return;
    job.handle = null;
    if (outcome.kind !== 'answer') {
      this.job = null;
      this.state.setState({
        ...IDLE,
        error: outcome.kind === 'error' ? outcome.message : null,
      });
      return;
    }
    this.state.setState({ thinking: null, playing: true });
    const demo = !hasHuman(job.session);
    // on the clock, the waits are at most a hundredth of the time left each
    const short = (ms: number) => Math.min(ms, left / 100);
    const wait =
      short(demo ? this.timing.demoMs() : this.timing.answerMs()) - (Date.now() - started);
    for (const [index, text] of outcome.answer.moves.entries()) {
      if (!(await this.pause(job, index === 0 ? wait : short(this.timing.subMoveMs())))) return;
      const game = this.game.getState();
      if (!game.playAwayMove(text)) {
        this.job = null;
        this.state.setState({ ...IDLE, error: `the engine answered an illegal move '${text}'` });
        return;
      }
      job.version = this.game.getState().version;
    }
    this.job = null;
    this.state.setState({ ...IDLE });
    this.update(); // the computer may be to move again (it plays both sides)
  }

  /** Waits `ms` (less on "move now"); false when the job was abandoned meanwhile. */
  private pause(job: Job, ms: number): Promise<boolean> {
    if (job.hurry || ms <= 0) return Promise.resolve(this.job === job);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        job.wake = null;
        resolve(this.job === job);
      }, ms);
      job.wake = () => {
        clearTimeout(timer);
        job.wake = null;
        resolve(this.job === job);
      };
    });
  }

  private abandon(): void {
    const job = this.job;
    this.job = null;
    job?.handle?.cancel();
    job?.wake?.();
    this.hintHandle?.cancel();
    this.hintHandle = null;
    this.state.setState({ ...IDLE });
  }
}

const hasHuman = (session: GameSession): boolean => hasHere(session.players);

/**
 * A game played online (issue 26): the remote `SideController` (players.ts) of the side played
 * elsewhere, and the bridge between the game store on screen and the game server's room.
 *
 * The room is a versioned event log (docs/online.md); the connection (`GameClient` of
 * src/server/client.ts, which resends unacknowledged turns and resyncs by version) delivers it.
 * `readGame` folds the events into the current game: its start, its turns (takebacks applied),
 * its offers and how it was decided. After every change the board is brought to that game:
 * moves the server has and the board has not are played through the store's away-move path
 * (`playAwayMove`, the path of every player who is not at this screen), and when the board has
 * gone another way (a refused turn, a takeback) the session is rebuilt from the server's moves.
 * The turn played at this screen goes the other way: when its last sub-move (or `end`) is
 * played, the whole turn is sent as one `turn` message; sub-moves before that go as
 * `provisional`, which the room shows to the others (watchers see a turn as it is made).
 *
 * A new game of the room (the first, then each rematch) is a new store from `makeStore`: the
 * page puts it into the library (the opponent named in the record's players) or, for a watcher,
 * only on screen. The connection's own state (joined, reconnecting, the watchers, a refusal)
 * is a small store of its own, `state`, for the online panel and `window.__test.online()`.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { gameById } from '../../rules';
import type {
  ClientMessages,
  ClockState,
  GameEvent,
  GamePresence,
  OnlineTimeControl,
  OnlineVariant,
  Provisional,
  Refusal,
  Role,
  Seat,
  Side,
} from '../../server/protocol';
import type { Players, SideController } from '../players';
import { GameSession } from '../session';
import type { GameState } from '../store';

/** What the controller needs of a connection to the room (GameClient has it all). */
export interface GameConnection {
  readonly events: readonly GameEvent[];
  readonly role: Role | null;
  readonly seat: Seat | undefined;
  readonly presence: GamePresence | null;
  readonly presenceReceived?: number; // when (`performance.now()`) the presence arrived
  readonly players?: readonly [string, string]; // the organiser's copy of the seat keys
  readonly connected: boolean;
  /** A timed game's clocks as the server last read them, and when (`performance.now()`). */
  readonly clock?: ClockState | null;
  readonly clockReceived?: number;
  sendTurn(turn: ClientMessages['turn']): void;
  send<K extends keyof ClientMessages>(type: K, message: ClientMessages[K]): void;
  close(): Promise<void>;
}

/** What the connection reports as it goes. */
export interface ConnectionHandlers {
  onEvents(events: readonly GameEvent[]): void;
  onPresence(presence: GamePresence): void;
  onProvisional(provisional: Provisional): void;
  onRefused(refusal: Refusal): void;
  onClosed(reason: string): void;
}

/** Opens the connection (rejects with the join error's code: 'bad-key', 'no-such-game', …). */
export type Connect = (handlers: ConnectionHandlers) => Promise<GameConnection>;

/** The current game of the room as its events tell it. */
export interface ServerGame {
  readonly number: number; // 1, then one more per rematch
  readonly variant: OnlineVariant;
  readonly fen: string;
  readonly white: Seat; // the seat that plays White in this game
  readonly turns: readonly (readonly string[])[]; // the turns played and not taken back
  readonly control: OnlineTimeControl | null; // a timed game's control; null: untimed
  readonly clks: readonly (number | undefined)[]; // a timed game: the mover's time after each turn
  readonly outcome: 'ended' | 'resigned' | 'agreed' | 'flagged' | 'claimed' | null; // ended: by the rules
  readonly resignedBy: Side | null;
  readonly claimed: { readonly by: Side; readonly result: 'win' | 'draw' } | null; // the other left
  readonly draw: Side | null; // a standing draw offer by
  readonly takeback: Side | null; // a standing takeback request by
  readonly rematch: Side | null; // a standing rematch offer by
}

/** Folds the room's events into its current game (null before the first `start`). */
export function readGame(events: readonly GameEvent[]): ServerGame | null {
  let game:
    | {
        -readonly [K in keyof ServerGame]: K extends 'turns'
          ? string[][]
          : K extends 'clks'
            ? (number | undefined)[]
            : ServerGame[K];
      }
    | null = null;
  for (const event of events) {
    if (event.t === 'start') {
      game = {
        number: event.game,
        variant: event.variant,
        fen: event.fen,
        white: event.white,
        turns: [],
        control: event.control ?? null,
        clks: [],
        outcome: null,
        resignedBy: null,
        claimed: null,
        draw: null,
        takeback: null,
        rematch: null,
      };
      continue;
    }
    if (!game || event.game !== game.number) continue;
    switch (event.t) {
      case 'turn':
        game.turns.push([...event.moves]);
        game.clks.push(event.clk);
        game.takeback = null;
        if (game.draw !== event.by) game.draw = null;
        if (event.outcome) game.outcome = 'ended';
        break;
      case 'resign':
        game.outcome = 'resigned';
        game.resignedBy = event.by;
        break;
      case 'flag':
        game.outcome = 'flagged';
        break;
      case 'claim':
        game.outcome = 'claimed';
        game.claimed = { by: event.by, result: event.result };
        break;
      case 'draw':
        game.draw = event.op === 'offer' ? event.by : null;
        if (event.op === 'accept') game.outcome = 'agreed';
        break;
      case 'takeback':
        game.takeback = event.op === 'request' ? event.by : null;
        if (event.op === 'accept') game.turns.splice(game.turns.length - (event.undo ?? 1));
        if (event.op === 'accept') game.clks.length = game.turns.length;
        if (event.op === 'accept') game.outcome = null;
        break;
      case 'rematch':
        game.rematch = event.op === 'offer' ? event.by : null;
        break;
    }
  }
  return game;
}

/**
 * Applies how the server's game was decided by a player (a resignation, an agreement, a claim) to
 * a session being built or to the store on screen (which announces it); each ignores it once the
 * game is over.
 */
function decide(
  board: Pick<GameSession, 'resign' | 'agreeDraw' | 'claimAbandoned'>,
  game: ServerGame,
): void {
  if (game.outcome === 'resigned' && game.resignedBy) board.resign(colorOf(game.resignedBy));
  if (game.outcome === 'agreed') board.agreeDraw();
  const claimed = game.claimed;
  if (game.outcome === 'claimed' && claimed)
    board.claimAbandoned(claimed.result === 'draw' ? null : colorOf(claimed.by));
}

/** Where the connection stands, for the page. */
export type OnlineStatus = 'connecting' | 'connected' | 'reconnecting' | 'closed';

export interface OnlineState {
  status: OnlineStatus;
  problem: string | null; // why it closed or could not join: 'bad-key', 'no-such-game', …
  role: Role | null;
  seat: Seat | null;
  side: Side | null; // the side this screen plays in the current game; null: it watches
  version: number;
  presence: GamePresence | null;
  /** When (`performance.now()`) this player may claim the game, the opponent having left; null: not. */
  claimAt: number | null;
  game: ServerGame | null;
  refusal: Refusal | null; // the last refusal of something sent from here, until dismissed
  store: StoreApi<GameState> | null; // the current game's board; null before the first start
  players: readonly [string, string] | null; // the organiser's copy of the seat keys
}

export interface OnlineGameOptions {
  readonly gameId: string;
  readonly connect: Connect;
  /** A store for a new game of the room (the first and each rematch). */
  readonly makeStore: (session: GameSession, game: ServerGame) => StoreApi<GameState>;
  /** The record's name of the player elsewhere ('Friend online'). */
  readonly opponentName: string;
  /** A nonce for a turn (tests give their own). */
  readonly nonce?: () => string;
  /** How often the connection's state is looked at, in ms (it reconnects by itself). */
  readonly pollMs?: number;
}

const sideOfSeat = (seat: Seat, white: Seat): Side => (seat === white ? 'white' : 'black');
const colorOf = (side: Side): 0 | 1 => (side === 'white' ? 0 : 1);
const startsWith = (list: readonly string[], prefix: readonly string[]) =>
  prefix.length <= list.length && prefix.every((item, index) => list[index] === item);

function randomNonce(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
}

export class OnlineGame implements SideController {
  readonly kind = 'remote';
  readonly state: StoreApi<OnlineState> = createStore<OnlineState>(() => ({
    status: 'connecting',
    problem: null,
    role: null,
    seat: null,
    side: null,
    version: 0,
    presence: null,
    claimAt: null,
    game: null,
    refusal: null,
    store: null,
    players: null,
  }));
  private connection: GameConnection | null = null;
  private provisional: Provisional | null = null;
  private sent: string | null = null; // `${game}:${ply}` of the turn sent and not yet in the log
  private lastProvisional = '';
  private unsubscribe: (() => void) | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private generation = 0; // one per start: a connection of an earlier start is closed

  constructor(private readonly options: OnlineGameOptions) {}

  /** Joins the room and keeps the board in step with it until `stop`. */
  start(): void {
    const generation = ++this.generation;
    const handlers: ConnectionHandlers = {
      onEvents: () => this.update(),
      onPresence: (presence) => {
        if (this.connection) this.state.setState({ presence, claimAt: this.claimAt() });
      },
      onProvisional: (provisional) => {
        this.provisional = provisional;
        this.update();
      },
      onRefused: (refusal) => this.refused(refusal),
      onClosed: (reason) => this.state.setState({ status: 'closed', problem: reason }),
    };
    this.options.connect(handlers).then(
      (connection) => {
        if (generation !== this.generation) return void connection.close();
        this.connection = connection;
        this.state.setState({
          status: 'connected',
          presence: connection.presence,
          claimAt: this.claimAt(),
        });
        this.update();
        this.timer = setInterval(() => this.poll(), this.options.pollMs ?? 500);
      },
      (error: unknown) =>
        generation === this.generation &&
        this.state.setState({
          status: 'closed',
          problem: error instanceof Error ? error.message : String(error),
        }),
    );
  }

  /** Leaves the room. */
  stop(): void {
    this.generation++;
    this.unsubscribe?.();
    this.unsubscribe = null;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    void this.connection?.close();
    this.connection = null;
  }

  /**
   * Sends a resignation, a draw offer or answer, a takeback request or answer, a rematch, or a
   * claim of the game (a win or a draw) when the opponent has left.
   */
  act(action: 'resign'): void;
  act(action: 'claim', result: 'win' | 'draw'): void;
  act(
    action: 'draw' | 'takeback' | 'rematch',
    op: 'offer' | 'request' | 'accept' | 'decline',
  ): void;
  act(action: 'resign' | 'draw' | 'takeback' | 'rematch' | 'claim', op?: string): void {
    const game = this.state.getState().game;
    if (!game || !this.connection) return;
    this.state.setState({ refusal: null });
    if (action === 'resign') this.connection.send('resign', { game: game.number });
    else if (action === 'claim')
      this.connection.send('claim', { game: game.number, result: op as 'win' | 'draw' });
    else
      this.connection.send(action, { game: game.number, op } as ClientMessages['draw'] &
        ClientMessages['takeback']);
  }

  dismissRefusal(): void {
    this.state.setState({ refusal: null });
  }

  private poll(): void {
    const connected = this.connection?.connected ?? false;
    const { status } = this.state.getState();
    if (status === 'closed') return;
    const next = connected ? 'connected' : 'reconnecting';
    if (next !== status) this.state.setState({ status: next });
  }

  private refused(refusal: Refusal): void {
    this.state.setState({ refusal });
    if (refusal.type !== 'turn') return;
    this.sent = null;
    this.update(true); // the board goes back to the server's position
  }

  /** Brings the board to the server's game (rebuilding it when `rebuild` or when they differ). */
  private update(rebuild = false): void {
    const connection = this.connection;
    if (!connection) return;
    const game = readGame(connection.events);
    const role = connection.role;
    const seat = connection.seat ?? null;
    const side = role === 'player' && seat !== null && game ? sideOfSeat(seat, game.white) : null;
    let { store } = this.state.getState();
    const current = this.state.getState().game;
    if (game && (!store || current?.number !== game.number)) {
      store = this.options.makeStore(this.session(game, side, this.target(game, side)), game);
      this.follow(store);
      this.provisional = null;
      this.sent = null;
    } else if (game && store) {
      this.bring(store, game, side, rebuild);
      this.followClock(store.getState().session, game, 'next');
    }
    if (game && this.sent !== null && this.sent !== `${game.number}:${game.turns.length}`)
      this.sent = null; // the turn sent is in the log now
    this.state.setState({
      role,
      seat,
      side,
      version: connection.events.length,
      presence: connection.presence,
      claimAt: this.claimAt(),
      game,
      store,
      players: connection.players ?? null,
    });
  }

  /** When this screen's player may claim the game, its opponent's seat empty; null: not now. */
  private claimAt(): number | null {
    const connection = this.connection;
    const seat = connection?.seat;
    if (!connection || connection.role !== 'player' || seat === undefined) return null;
    const wait = connection.presence?.claimIn[seat === 0 ? 1 : 0];
    if (wait === null || wait === undefined) return null;
    return (connection.presenceReceived ?? performance.now()) + wait;
  }

  /** The moves the board should show: the server's, then the other side's provisional ones. */
  private target(game: ServerGame, side: Side | null): string[] {
    const moves = game.turns.flat();
    const p = this.provisional;
    if (p && p.game === game.number && p.ply === game.turns.length && p.by !== side)
      moves.push(...p.moves);
    return moves;
  }

  private players(side: Side | null): Players {
    const away = { kind: 'remote', name: this.options.opponentName } as const;
    const elsewhere = { kind: 'remote', name: 'Online' } as const;
    if (side === null) return [elsewhere, elsewhere];
    return side === 'white' ? [{ kind: 'here' }, away] : [away, { kind: 'here' }];
  }

  /** A session of the game with `moves` played (as far as they are legal) and its decision. */
  private session(game: ServerGame, side: Side | null, moves: readonly string[]): GameSession {
    const variant = gameById(game.variant)!;
    const replayed = GameSession.replay(variant, game.fen, moves, this.players(side), {
      stopAtIllegal: true,
    });
    if (!replayed.ok) throw new Error(`the server's start position is refused: ${replayed.error}`);
    const session = replayed.value;
    decide(session, game);
    this.followClock(session, game, 'now');
    return session;
  }

  /**
   * A timed game's clocks on the board as the server read them (the server alone keeps time);
   * its flag shown at once (`now`, a new session) or at the board's next clock tick.
   */
  private followClock(session: GameSession, game: ServerGame, flag: 'now' | 'next'): void {
    const connection = this.connection;
    if (!game.control) return;
    const clks = new Map<number, number>();
    let moves = 0;
    game.turns.forEach((turn, index) => {
      moves += turn.length;
      const clk = game.clks[index];
      if (clk !== undefined) clks.set(moves, clk);
    });
    const clock = connection?.clock?.game === game.number ? connection.clock : null;
    const reading = clock && {
      white: clock.white,
      black: clock.black,
      running: clock.running === null ? null : colorOf(clock.running),
      turns: clock.turns,
    };
    const age = clock ? performance.now() - (connection?.clockReceived ?? performance.now()) : 0;
    session.followClock(game.control, reading, age, clks, game.outcome === 'flagged' ? flag : 'no');
  }

  private bring(
    store: StoreApi<GameState>,
    game: ServerGame,
    side: Side | null,
    rebuild: boolean,
  ): void {
    const target = this.target(game, side);
    const { session } = store.getState();
    const shown = session.moves.map((move) => move.canonical);
    const mine = side === null ? -1 : colorOf(side);
    const ownExtra =
      startsWith(shown, target) &&
      session.moves.slice(target.length).every((move) => move.color === mine) &&
      game.outcome === null;
    let ok = !rebuild && ownExtra;
    if (!ok && !rebuild && startsWith(target, shown)) {
      ok = target.slice(shown.length).every((text) => store.getState().playAwayMove(text));
    }
    if (!ok) {
      store.getState().replaceSession(this.session(game, side, target));
      return;
    }
    decide(store.getState(), game);
  }

  /** Watches the board for this screen's turn: provisional sub-moves, then the whole turn. */
  private follow(store: StoreApi<GameState>): void {
    this.unsubscribe?.();
    this.unsubscribe = store.subscribe((state, previous) => {
      if (state.version !== previous.version || state.session !== previous.session)
        this.maybeSend(state.session);
    });
  }

  private maybeSend(session: GameSession): void {
    const { game, side, role } = this.state.getState();
    const connection = this.connection;
    if (!connection || !game || !side || role !== 'player' || game.outcome !== null) return;
    const played = game.turns.flat();
    const shown = session.moves.map((move) => move.canonical);
    if (!startsWith(shown, played)) return;
    const extra = session.moves.slice(played.length);
    if (!extra.every((move) => move.color === colorOf(side))) return;
    const ply = game.turns.length;
    const key = `${game.number}:${ply}`;
    const moves = extra.map((move) => move.canonical);
    const finished =
      extra.length > 0 && (session.position.turn !== colorOf(side) || !!session.outcome);
    if (finished) {
      if (this.sent === key) return;
      this.sent = key;
      this.lastProvisional = '';
      connection.sendTurn({
        game: game.number,
        ply,
        moves,
        nonce: (this.options.nonce ?? randomNonce)(),
      });
      return;
    }
    const text = `${key} ${moves.join(' ')}`;
    if (text === this.lastProvisional || (moves.length === 0 && this.lastProvisional === ''))
      return;
    this.lastProvisional = text;
    connection.send('provisional', { game: game.number, ply, moves });
  }
}

/** The connection of the app: GameClient over @colyseus/sdk, loaded only now (its own chunk). */
export function connectTo(gameId: string, key: string | null, origin: string): Connect {
  return async (handlers) => {
    const { GameClient } = await import('../../server/client');
    return GameClient.open({
      endpoints: [origin],
      gameId,
      ...(key ? { key } : {}),
      ...handlers,
    });
  };
}

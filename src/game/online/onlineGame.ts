/**
 * A game played online (issue 26): the remote `SideController` (players.ts) of the side played
 * elsewhere, and the bridge between the game store on screen and the game server's room.
 *
 * The room is a versioned event log (docs/online.md); the connection (`GameClient` of
 * src/protocol/client.ts, which resends unacknowledged turns and resyncs by version) delivers it.
 * The protocol's fold (`EventFold`, src/protocol/fold.ts, the server's too) folds the events
 * that are new into the current game: its start, its turns (takebacks applied), its offers and
 * how it was decided. After every change the board is brought to that game (boardSync.ts): the
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
 * A premove set up on the board (game/premove.ts) is played once a new turn of the opponent's
 * has been brought to the board, and goes from there as a turn picked here.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import {
  EventFold,
  colorOf,
  sideOf,
  type ClientMessages,
  type FoldedGame,
  type GamePresence,
  type GameRated,
  type Provisional,
  type Refusal,
  type Role,
  type Seat,
  type SeatNames as SeatNamesOfRoom,
  type Side,
} from '../../protocol';
import { HUMAN, type Elo, type Player, type Players, type SideController } from '../players';
import type { GameSession } from '../session';
import type { GameState } from '../store';
import { BoardSync } from './boardSync';
import { seatNames, seatRating } from './seatNames';
import type { Connect, ConnectionHandlers, GameConnection } from './connection';

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
  names: SeatNamesOfRoom | null; // who holds each seat, as the room names them (seatNames.ts)
  rated: GameRated | null; // the latest rated game's rating change, per seat (issue 43)
  /** When (`performance.now()`) this player may claim the game, the opponent having left; null: not. */
  claimAt: number | null;
  game: FoldedGame | null; // the room's current game as the log's fold tells it
  refusal: Refusal | null; // the last refusal of something sent from here, until dismissed
  store: StoreApi<GameState> | null; // the current game's board; null before the first start
  players: readonly [string, string] | null; // the organiser's copy of the seat keys
}

export interface OnlineGameOptions {
  readonly gameId: string;
  readonly connect: Connect;
  /** A store for a new game of the room (the first and each rematch). */
  readonly makeStore: (session: GameSession, game: FoldedGame) => StoreApi<GameState>;
  /** The record's name of the player elsewhere ('Friend online'). */
  readonly opponentName: string;
  /** A nonce for a turn (tests give their own). */
  readonly nonce?: () => string;
  /** How often the connection's state is looked at, in ms (it reconnects by itself). */
  readonly pollMs?: number;
}

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
    names: null,
    rated: null,
    claimAt: null,
    game: null,
    refusal: null,
    store: null,
    players: null,
  }));
  private connection: GameConnection | null = null;
  private log = new EventFold(); // the connection's log folded so far (one per connection)
  private board = new BoardSync(); // how far the board on screen holds the server's moves
  private provisional: Provisional | null = null;
  private sent: string | null = null; // `${game}:${ply}` of the turn sent and not yet in the log
  private lastProvisional = '';
  private named = ''; // the players (with their names) the board's session was built with
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
        if (!this.connection) return;
        this.state.setState({ presence, claimAt: this.claimAt() });
        this.update();
      },
      onNames: (names) => {
        if (!this.connection) return;
        this.state.setState({ names });
        this.update(); // the record names the players (seatNames.ts)
      },
      onRated: (rated) => {
        if (!this.connection) return;
        this.state.setState({ rated });
        this.update(); // the record carries the ratings
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
        this.log = new EventFold();
        this.board = new BoardSync();
        this.state.setState({
          status: 'connected',
          presence: connection.presence,
          names: connection.names ?? null,
          rated: connection.rated ?? null,
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
   * Sends a resignation, a draw offer or answer, a takeback request or answer, a rematch, a
   * claim of the game (a win or a draw) when the opponent has left, or an abort (issue 43).
   */
  act(action: 'resign' | 'abort'): void;
  act(action: 'claim', result: 'win' | 'draw'): void;
  act(
    action: 'draw' | 'takeback' | 'rematch',
    op: 'offer' | 'request' | 'accept' | 'decline',
  ): void;
  act(action: 'resign' | 'abort' | 'draw' | 'takeback' | 'rematch' | 'claim', op?: string): void {
    const game = this.state.getState().game;
    if (!game || !this.connection) return;
    this.state.setState({ refusal: null });
    if (action === 'resign' || action === 'abort')
      this.connection.send(action, { game: game.number });
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

  /**
   * Folds the events that are new (only those) and brings the board to the room's game: played
   * on, or built again when `rebuild` (a refused turn) or a takeback says so (boardSync.ts).
   */
  private update(rebuild = false): void {
    const connection = this.connection;
    if (!connection) return;
    const change = this.log.fold(connection.events);
    const game = this.log.game;
    const role = connection.role;
    const seat = connection.seat ?? null;
    const side = role === 'player' && seat !== null && game ? sideOf(seat, game.white) : null;
    let { store } = this.state.getState();
    const current = this.state.getState().game;
    const players = game ? this.players(side, game) : null;
    const named = JSON.stringify(players);
    if (game && players && (!store || current?.number !== game.number)) {
      const provisional = this.provisionalMoves(game, side); // those of this game only
      const session = this.board.session(game, players, provisional, connection);
      store = this.options.makeStore(session, game);
      this.follow(store);
      this.sent = null;
    } else if (game && players && store) {
      const mine = side === null ? null : colorOf(side);
      const provisional = this.provisionalMoves(game, side);
      // built again when the names change too, so that the record names the players
      const again = rebuild || change.takenBack || named !== this.named;
      this.board.bring(store, game, players, provisional, mine, again, connection);
    }
    this.named = named;
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
    // premoves (game/premove.ts): a player's, in a real-time game (no days per move)
    if (!store || side === null) return;
    const start = connection.events.filter((event) => event.t === 'start').at(-1);
    store.getState().allowPremoves(!!start && start.days === undefined && game?.outcome === null);
    store.getState().playPremove(); // played (or dropped) once the opponent's turn has landed
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

  /** The other side's sub-moves so far of the turn to come, shown after the server's moves. */
  private provisionalMoves(game: FoldedGame, side: Side | null): readonly string[] {
    const p = this.provisional;
    return p && p.game === game.number && p.ply === game.turns.length && p.by !== side
      ? p.moves
      : [];
  }

  /**
   * White's and Black's players, named as the room names their seats (seatNames.ts); without a
   * name the opponent is `opponentName` and a player of a watched game 'Online'.
   */
  private players(side: Side | null, game: FoldedGame): Players {
    const state = this.state.getState();
    const names = seatNames(state.names);
    const seats = [game.white, game.white === 0 ? 1 : 0] as const;
    const [white, black] = seats.map((seat) => ({ name: names[seat], elo: this.elo(game, seat) }));
    const away = ({ name, elo }: { name: string | null; elo?: Elo }): Player => ({
      kind: 'remote',
      name: name ?? (side ? this.options.opponentName : 'Online'),
      ...(elo ? { elo } : {}),
    });
    const here = ({ name, elo }: { name: string | null; elo?: Elo }): Player =>
      name ? { kind: 'here', name, ...(elo ? { elo } : {}) } : HUMAN;
    if (side === null) return [away(white!), away(black!)];
    return side === 'white' ? [here(white!), away(black!)] : [away(white!), here(black!)];
  }

  /**
   * A seat's rating for the record: before the game and its change once the room has told it
   * (`rated`), else the rating the room names the seat with (issue 43).
   */
  private elo(game: FoldedGame, seat: Seat): Elo | undefined {
    const { rated, names } = this.state.getState();
    if (rated?.game === game.number) {
      const { before, diff } = rated.seats[seat];
      return { rating: before, diff };
    }
    const rating = seatRating(names, seat);
    return rating ? { rating: rating.rating } : undefined;
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
    const played = game.moves;
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

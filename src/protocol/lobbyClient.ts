/**
 * A client of the lobby room over @colyseus/sdk: the open seeks as a map kept live (the welcome's
 * whole list, then the `seeks` changes), the pool the player waits in, and the games it was
 * paired into (`paired`, with the link of its own seat). The app's lobby, the load test and
 * test/server use it; like client.ts it imports only the protocol and the SDK (the app loads it
 * lazily, with the SDK). A dropped connection is not rejoined by itself: the owner opens a new
 * one (the server drops a leaver's real-time seeks and pool entry, as a player who left).
 */
import { Client, type Room } from '@colyseus/sdk';
import { waitUntil } from './roomSocket';
import { LOBBY_ROOM, type LobbyServerMessages, type SeekView } from './lobby';
import type { Refusal } from './messages';

export interface LobbyClientOptions {
  /** An http(s) address of a server process. */
  readonly endpoint: string;
  /** Headers of the join's requests (Node only; a browser sends its own cookie): `Cookie`. */
  readonly headers?: Readonly<Record<string, string>>;
  /** The seeks changed (the map is already up to date). */
  onSeeks?(seeks: ReadonlyMap<string, SeekView>): void;
  onPaired?(paired: LobbyServerMessages['paired']): void;
  onPool?(pool: LobbyServerMessages['pool']): void;
  onRefused?(refusal: Refusal): void;
  onClosed?(): void;
}

export class LobbyClient {
  readonly seeks = new Map<string, SeekView>();
  readonly paired: LobbyServerMessages['paired'][] = [];
  pool: string | null = null;
  private welcomed = false;
  private left = false;

  private constructor(
    private readonly room: Room,
    private readonly options: LobbyClientOptions,
  ) {}

  /** Joins the lobby and waits for its welcome. */
  static async open(options: LobbyClientOptions): Promise<LobbyClient> {
    const { endpoint, headers } = options;
    const sdk = new Client(endpoint, headers ? { headers: { ...headers } } : undefined);
    const room = await sdk.joinOrCreate(LOBBY_ROOM, {});
    room.reconnection.enabled = false; // a new connection is the owner's choice
    const client = new LobbyClient(room, options);
    client.listen();
    await client.waitFor(() => client.welcomed, 10_000, 'lobby welcome');
    return client;
  }

  private listen(): void {
    const { room, options } = this;
    room.onMessage('lobby-welcome', (welcome: LobbyServerMessages['lobby-welcome']) => {
      this.seeks.clear();
      for (const seek of welcome.seeks) this.seeks.set(seek.seekId, seek);
      this.welcomed = true;
      options.onSeeks?.(this.seeks);
    });
    room.onMessage('seeks', ({ added, removed }: LobbyServerMessages['seeks']) => {
      for (const id of removed) this.seeks.delete(id);
      for (const seek of added) this.seeks.set(seek.seekId, seek);
      options.onSeeks?.(this.seeks);
    });
    room.onMessage('paired', (paired: LobbyServerMessages['paired']) => {
      this.paired.push(paired);
      this.pool = null;
      options.onPaired?.(paired);
    });
    room.onMessage('pool', (pool: LobbyServerMessages['pool']) => {
      this.pool = pool.pool;
      options.onPool?.(pool);
    });
    room.onMessage('refused', (refusal: Refusal) => options.onRefused?.(refusal));
    room.onLeave(() => {
      this.left = true;
      options.onClosed?.();
    });
  }

  /** Waits in a quick-pairing pool (one at a time). */
  joinPool(pool: string): void {
    this.room.send('pool-join', { pool });
  }

  leavePool(): void {
    this.room.send('pool-leave', {});
  }

  /** Resolves once `done()` holds, or rejects after `ms`. */
  waitFor(done: () => boolean, ms: number, what: string): Promise<void> {
    return waitUntil(done, ms, what);
  }

  /** Leaves the lobby (once: a room already left answers no second leave). */
  async close(): Promise<void> {
    if (this.left) return;
    this.left = true;
    await this.room.leave(true).catch(() => {});
  }
}

/**
 * The lobby room (Colyseus room name `lobby`): a client receives the open seeks live — the whole
 * list on joining (`lobby-welcome`), then what changed (`seeks`) — waits in a quick-pairing pool
 * (`pool-join`, `pool-leave`, answered `pool`), and is told when one of its seeks or its pool
 * entry was paired (`paired {gameId, url}`, the link of its own seat).
 *
 * The store (seekStore.ts) is the truth; any number of lobby rooms, in any number of processes,
 * list from it. News crosses processes over Colyseus's presence (lobbyBus.ts): a seek changed
 * (the room lists again, at most once every RELIST_MS), a player paired (the room tells that
 * player's clients). Each room keeps its players' real-time seeks and pool entries alive
 * (`refresh`, every REFRESH_MS, to LIVE_MS ahead) and drops them when the player's last
 * connection leaves; a process that dies leaves them to expire.
 *
 * Every WAVE_MS one room — the holder of the `lobby-pairer` lease, across processes — runs a
 * pairing wave: it chooses pairs among the players waiting (pairing.ts) and takes each pair out
 * of the pool in one transaction before starting its game, so each player is paired once.
 */
import { Room, type AuthContext, type Client } from '@colyseus/core';
import {
  checkLobbyMessage,
  poolById,
  type LobbyClientMessages,
  type LobbyServerMessages,
  type Refusal,
  MAX_MESSAGE_BYTES,
} from '../protocol';
import type { ServerContext } from './context';
import { guardMessages } from './guard';
import { playerOfUpgrade } from './identity/sessions';
import { reportRoomError } from './lease';
import {
  PAIRED_CHANNEL,
  SEEKS_CHANNEL,
  presenceLobbyBus,
  type LobbyBus,
  type PairedNotice,
} from './lobbyBus';
import { WAVE_MS, choosePairs } from './pairing';
import type { SeekRecord } from './seekStore';
import { LIVE_MS, lobbyRating, startPaired, visibleTo } from './seeks';

const RELIST_MS = 250;
const REFRESH_MS = 4000;
const PAIRER_LEASE = 'lobby-pairer';

/** Who a lobby client is: its identity (null: none yet, it may only watch). */
interface Member {
  readonly player: { readonly id: string; readonly name: string; readonly account: boolean } | null;
}

export class LobbyRoom extends Room {
  maxClients = 10_000;
  /** The process's services: set by `roomWith` before Colyseus calls `onCreate`. */
  context!: ServerContext;
  private bus!: LobbyBus;
  private shown = new Map<string, SeekRecord>();
  private relistTimer: ReturnType<typeof setTimeout> | null = null;
  private listing: Promise<void> = Promise.resolve();
  private ticker: ReturnType<typeof setInterval> | null = null;
  private lastRefresh = 0;
  private waving = false;
  private readonly onSeeks = () => this.relistSoon();
  private readonly onPaired = (notice: PairedNotice) => this.tellPaired(notice);

  async onCreate(): Promise<void> {
    this.autoDispose = true;
    this.bus = presenceLobbyBus(this.presence);
    await this.presence.subscribe(SEEKS_CHANNEL, this.onSeeks);
    await this.presence.subscribe(PAIRED_CHANNEL, this.onPaired);
    this.shown = new Map(
      (await this.context.store.seeks.listSeeks(this.context.clock.now())).map((s) => [
        s.seekId,
        s,
      ]),
    );
    this.ticker = setInterval(() => void this.tick(), WAVE_MS);
    guardMessages(this, {
      maxBytes: () => MAX_MESSAGE_BYTES,
      dispatch: (client, type, message) => void this.dispatch(client, type, message),
      refuse: (client, refusal) => this.refuse(client, refusal),
    });
  }

  /** The identity of the upgrade request's cookie, with whether it is an account. */
  async onAuth(_client: Client, _options: unknown, auth: AuthContext): Promise<Member> {
    const seat = await playerOfUpgrade(this.context, auth.headers).catch(() => null);
    const record = seat && (await this.context.store.players.playerById(seat.id));
    return {
      player: record ? { id: record.id, name: record.name, account: record.account } : null,
    };
  }

  async onJoin(client: Client): Promise<void> {
    const member = client.auth as Member;
    client.userData = member;
    const welcome: LobbyServerMessages['lobby-welcome'] = {
      seeks: visibleTo([...this.shown.values()], member.player?.account ?? false),
    };
    client.send('lobby-welcome', welcome);
    if (member.player) {
      const until = this.context.clock.now() + LIVE_MS;
      await this.context.store.seeks.refresh([member.player.id], until);
    }
  }

  async onLeave(client: Client): Promise<void> {
    const player = (client.userData as Member | undefined)?.player;
    if (!player || this.playerIds().has(player.id)) return;
    await this.context.store.seeks.leave(player.id);
    this.bus.seeksChanged();
  }

  async onDispose(): Promise<void> {
    if (this.ticker) clearInterval(this.ticker);
    if (this.relistTimer) clearTimeout(this.relistTimer);
    this.presence.unsubscribe(SEEKS_CHANNEL, this.onSeeks);
    this.presence.unsubscribe(PAIRED_CHANNEL, this.onPaired);
    await this.context.store.leases.release(PAIRER_LEASE, this.owner).catch(() => {});
  }

  onUncaughtException(error: Error, where: string): void {
    reportRoomError(this, error, where);
  }

  private refuse(client: Client, refusal: Refusal): void {
    client.send('refused', refusal);
  }

  /** The players with a connection to this room. */
  private playerIds(): Set<string> {
    const ids = new Set<string>();
    for (const client of this.clients) {
      const player = (client.userData as Member | undefined)?.player;
      if (player) ids.add(player.id);
    }
    return ids;
  }

  private async dispatch(client: Client, type: string, message: unknown): Promise<void> {
    const checked = checkLobbyMessage(type, message);
    if (!checked) return this.refuse(client, { type, code: 'unknown-type' });
    if (!checked.ok)
      return this.refuse(client, { type, code: 'bad-message', detail: checked.detail });
    const player = (client.userData as Member).player;
    const answer = (body: LobbyServerMessages['pool']) => client.send('pool', body);
    if (!player) return answer({ pool: null, error: 'no-identity' });
    const { seeks } = this.context.store;
    try {
      if (type === 'pool-leave') {
        await seeks.leavePool(player.id);
        return answer({ pool: null });
      }
      const pool = poolById((checked.value as LobbyClientMessages['pool-join']).pool)!;
      const now = this.context.clock.now();
      await seeks.joinPool({
        playerId: player.id,
        name: player.name,
        account: player.account,
        rating: (await lobbyRating(this.context, player.id, pool.variant)).rating,
        pool: pool.id,
        joinedAt: now,
        expiresAt: now + LIVE_MS,
      });
      answer({ pool: pool.id });
    } catch {
      this.refuse(client, { type, code: 'store-failed' });
    }
  }

  /** Lists the seeks again soon: changes within RELIST_MS go out as one message. */
  private relistSoon(): void {
    if (this.relistTimer) return;
    this.relistTimer = setTimeout(() => {
      this.relistTimer = null;
      this.listing = this.listing.then(() => this.relist()).catch((e) => this.report(e, 'relist'));
    }, RELIST_MS);
  }

  /** Sends each client the seeks added and removed since the last list. */
  private async relist(): Promise<void> {
    const now = this.context.clock.now();
    const fresh = new Map(
      (await this.context.store.seeks.listSeeks(now)).map((seek) => [seek.seekId, seek]),
    );
    const added = [...fresh.values()].filter((seek) => !this.shown.has(seek.seekId));
    const removed = [...this.shown.keys()].filter((id) => !fresh.has(id));
    this.shown = fresh;
    if (added.length === 0 && removed.length === 0) return;
    const forAccounts = { added: visibleTo(added, true), removed };
    const forOthers = { added: visibleTo(added, false), removed };
    for (const client of this.clients) {
      const account = (client.userData as Member | undefined)?.player?.account ?? false;
      client.send('seeks', account ? forAccounts : forOthers);
    }
  }

  private tellPaired({ playerId, gameId, url }: PairedNotice): void {
    const message: LobbyServerMessages['paired'] = { gameId, url };
    for (const client of this.clients)
      if ((client.userData as Member | undefined)?.player?.id === playerId)
        client.send('paired', message);
  }

  private get owner(): string {
    return `${this.context.ids.processName}:${this.roomId}`;
  }

  /** Every WAVE_MS: keeps this room's players alive, sweeps, lists, and pairs if it holds the lease. */
  private async tick(): Promise<void> {
    if (this.waving) return;
    this.waving = true;
    const now = this.context.clock.now();
    const { seeks, leases } = this.context.store;
    try {
      if (now - this.lastRefresh >= REFRESH_MS) {
        this.lastRefresh = now;
        await seeks.refresh([...this.playerIds()], now + LIVE_MS);
        await seeks.sweep(now);
        this.relistSoon(); // what expired elsewhere goes from the list
      }
      if (await leases.acquire(PAIRER_LEASE, this.owner, 3 * WAVE_MS)) await this.wave();
    } catch (error) {
      this.report(error, 'tick');
    } finally {
      this.waving = false;
    }
  }

  /** One pairing wave: each pair taken out of the pool at once, then its game started. */
  private async wave(): Promise<void> {
    const now = this.context.clock.now();
    const { seeks } = this.context.store;
    for (const [a, b] of choosePairs(await seeks.poolEntries(now), now)) {
      if (!(await seeks.takePair(a.playerId, b.playerId))) continue;
      const pool = poolById(a.pool);
      if (!pool) continue;
      const aWhite = Math.random() < 0.5;
      const [white, black] = aWhite ? [a, b] : [b, a];
      await startPaired(this.context, this.bus, {
        variant: pool.variant,
        clock: pool.clock,
        days: null,
        rated: a.account && b.account,
        white: { id: white.playerId, name: white.name },
        black: { id: black.playerId, name: black.name },
      });
    }
  }

  private report(error: unknown, where: string): void {
    reportRoomError(this, error, where);
  }
}

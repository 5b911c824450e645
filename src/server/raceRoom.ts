/**
 * The race room (Colyseus room name `race`, room id `race-<code>`; issue 45, protocol in
 * src/protocol/race.ts). The host (with the key `POST /api/races` gave) starts the race and
 * receives every answer; players join with the code and a name (unique in the race), or again
 * with their token; screens join with the code alone and see the leaderboard.
 *
 * Every answer is verified here with the puzzle judge's `checkAnswer` (a claimed solution that
 * is not one counts wrong), stored, then applied, as the follow room does with its state: the
 * race, its players and answers are in the store (raceStore.ts) before anyone is told, so a room
 * re-created on another process after its owner died (the lease, leasedRoom.ts) goes on from
 * there, and the results stay after the race.
 *
 * The leaderboard is coalesced: answers and joins mark it changed, and at most once a
 * RACE_TICK_MS everyone gets the top RACE_TOP (`race-board`, one broadcast, encoded once), each
 * player whose own standing changed gets it (`race-rank`), and the host gets the answers and
 * players new since the last tick with every standing (`race-host`). At 200 players answering
 * that is four broadcasts a second, not one per answer per player.
 *
 * New players' joins are rate-limited per address (the context's `raceJoinBurst`, then
 * JOIN_PER_SECOND) and a race holds RACE_MAX_PLAYERS.
 */
import { ServerError, type AuthContext, type Client } from '@colyseus/core';
import { guardMessages } from './guard';
import { sameKey } from './ids';
import { Lease, reportRoomError } from './lease';
import { LeasedRoom } from './leasedRoom';
import type { RaceAnswerRecord, RaceMeta, RacePlayerRecord } from './raceStore';
import { phaseAt, standingsOf, type Tally } from './races';
import { RateLimit } from './rateLimit';
import { DEFAULT_RACE_JOIN_BURST, type ServerContext } from './context';
import {
  MAX_MESSAGE_BYTES,
  PROTOCOL,
  RACE_JOIN_ERRORS,
  RACE_MAX_PLAYERS,
  RACE_TICK_MS,
  RACE_TOP,
  checkRaceJoin,
  checkRaceMessage,
  normaliseRaceName,
  raceNameKey,
  raceRoomId,
  type RaceAnswerView,
  type RaceBoard,
  type RaceClientMessages,
  type RaceJoinError,
  type RacePhase,
  type RacePlayerView,
  type RacePresence,
  type RaceRefusalCode,
  type RaceRole,
  type RaceServerMessages,
  type RaceStanding,
  type RaceTimes,
  type RaceWelcome,
} from '../protocol';
import { checkAnswer } from '../puzzles/judge';

/** New players' joins per address after the burst. */
const JOIN_PER_SECOND = 10;
/** Clients of one race: its players, and screens and the host besides. */
const MAX_CLIENTS = RACE_MAX_PLAYERS + 500;

interface Member {
  readonly role: RaceRole;
  readonly player?: number;
}

interface Player {
  readonly record: RacePlayerRecord;
  readonly answers: RaceAnswerRecord[];
  solved: number;
  /** ms from the start to the last right answer. */
  ms: number;
}

const joinError = (code: RaceJoinError) => new ServerError(RACE_JOIN_ERRORS[code], code);

/** One join limiter per process (per context), shared by its race rooms. */
const joinLimits = new WeakMap<ServerContext, RateLimit>();
function joinLimit(context: ServerContext): RateLimit {
  let limit = joinLimits.get(context);
  if (!limit) {
    limit = new RateLimit(
      context.clock,
      context.config.raceJoinBurst ?? DEFAULT_RACE_JOIN_BURST,
      JOIN_PER_SECOND,
    );
    joinLimits.set(context, limit);
  }
  return limit;
}

/** The address a join came from: behind a trusted proxy its last `X-Forwarded-For` entry. */
function joinAddress(context: ServerContext, auth: AuthContext): string {
  const forwarded = context.config.trustProxy ? auth.headers.get('x-forwarded-for') : null;
  return forwarded?.split(',').at(-1)?.trim() || auth.ip || '';
}

export class RaceRoom extends LeasedRoom {
  maxClients = MAX_CLIENTS;
  private meta!: RaceMeta;
  private startsAt: number | null = null;
  private endsAt: number | null = null;
  private readonly players = new Map<number, Player>();
  private readonly byToken = new Map<string, number>();
  private readonly names = new Set<string>();
  private nextId = 1;
  /** Answers applied so far: a board of `seq` includes the first `seq`. */
  private seq = 0;
  private boardChanged = false;
  private readonly newAnswers: RaceAnswerView[] = [];
  private readonly changedPlayers = new Set<number>();
  private readonly sentRanks = new Map<number, string>();
  private tickTimer: ReturnType<typeof setTimeout> | null = null;
  private phaseTimer: ReturnType<typeof setTimeout> | null = null;

  async onCreate(options: unknown): Promise<void> {
    const checked = checkRaceJoin(options);
    if (!checked.ok) throw joinError('bad-options');
    const { code } = checked.value;
    this.roomId = raceRoomId(code);
    this.lease = new Lease(this.context, this.roomId, () => this.handOver());
    await this.lease.take();
    const record = await this.context.store.races.loadRace(code).catch(() => undefined);
    if (!record) {
      await this.lease.release();
      throw joinError(record === undefined ? 'store-failed' : 'no-such-race');
    }
    this.meta = record.meta;
    this.startsAt = record.startsAt;
    this.endsAt = record.endsAt;
    for (const player of record.players) this.addPlayer(player);
    for (const answer of record.answers) this.applyAnswer(answer);
    this.newAnswers.length = 0;
    this.schedulePhase();
    guardMessages(this, {
      maxBytes: () => MAX_MESSAGE_BYTES,
      dispatch: (client, type, message) => this.dispatch(client, type, message),
      refuse: (client, refusal) => this.refuse(client, refusal),
    });
  }

  onAuth(_client: Client, options: unknown, auth: AuthContext): true {
    const checked = checkRaceJoin(options);
    // a new player's join is limited per address; the host, a screen and a rejoin are not
    if (checked.ok && checked.value.name !== undefined)
      if (joinLimit(this.context).take(joinAddress(this.context, auth)) > 0)
        throw joinError('rate-limited');
    return true;
  }

  async onJoin(client: Client, options: unknown): Promise<void> {
    const checked = checkRaceJoin(options);
    if (!checked.ok) throw joinError('bad-options');
    const { key, name, token } = checked.value;
    let member: Member;
    if (key !== undefined) {
      if (!sameKey(key, this.meta.key)) throw joinError('bad-key');
      member = { role: 'host' };
    } else if (token !== undefined) {
      const id = this.byToken.get(token);
      if (id === undefined) throw joinError('bad-token');
      member = { role: 'player', player: id };
    } else if (name !== undefined) {
      member = { role: 'player', player: await this.join(name) };
    } else member = { role: 'screen' };
    client.userData = member;
    if (member.player !== undefined) this.playerChanged(member.player);
    client.send('race-welcome', this.welcome(member));
    this.presenceChanged();
  }

  onLeave(client: Client): void {
    super.onLeave();
    const player = (client.userData as Member | undefined)?.player;
    if (player !== undefined) this.playerChanged(player);
  }

  onDrop(client: Client): void {
    super.onDrop(client);
    const player = (client.userData as Member | undefined)?.player;
    if (player !== undefined) this.playerChanged(player);
  }

  onReconnect(client: Client): void {
    const member = client.userData as Member;
    client.send('race-welcome', this.welcome(member));
    if (member.player !== undefined) this.playerChanged(member.player);
    this.presenceChanged();
  }

  async onDispose(): Promise<void> {
    if (this.tickTimer) clearTimeout(this.tickTimer);
    if (this.phaseTimer) clearTimeout(this.phaseTimer);
    await super.onDispose();
  }

  protected presenceMessage(): [string, RacePresence] {
    let players = 0;
    let screens = 0;
    let host = false;
    for (const client of this.clients) {
      const role = (client.userData as Member | undefined)?.role;
      if (role === 'player') players++;
      else if (role === 'screen') screens++;
      else if (role === 'host') host = true;
    }
    return ['race-presence', { players, screens, host }];
  }

  // -------------------------------------------------------------------------------------------
  // Players

  /** A new player named `typed`: its id, once stored (throws a join error). */
  private async join(typed: string): Promise<number> {
    if (this.phase(this.now()) === 'finished') throw joinError('race-over');
    const name = normaliseRaceName(typed);
    if (name === null) throw joinError('bad-name');
    const nameKey = raceNameKey(name);
    if (this.names.has(nameKey)) throw joinError('name-taken');
    if (this.nextId > RACE_MAX_PLAYERS) throw joinError('race-full');
    // held at once, so that a second join of the name waits for nothing to be refused
    this.names.add(nameKey);
    const record: RacePlayerRecord = {
      id: this.nextId++,
      name,
      token: this.context.ids.key(),
      joinedAt: this.now(),
    };
    let added: boolean;
    try {
      added = await this.context.store.races.addPlayer(this.meta.code, record);
    } catch {
      this.names.delete(nameKey);
      throw joinError('store-failed');
    }
    if (!added) throw joinError('name-taken'); // another process stored it: keep it held
    this.addPlayer(record);
    this.boardChanged = true;
    return record.id;
  }

  private addPlayer(record: RacePlayerRecord): void {
    this.players.set(record.id, { record, answers: [], solved: 0, ms: 0 });
    this.byToken.set(record.token, record.id);
    this.names.add(raceNameKey(record.name));
    this.nextId = Math.max(this.nextId, record.id + 1);
  }

  /** A player's joining, leaving, answering: the host hears of it at the next tick. */
  private playerChanged(id: number): void {
    this.changedPlayers.add(id);
    this.scheduleTick();
  }

  private connected(id: number): boolean {
    return this.clients.some((client) => (client.userData as Member | undefined)?.player === id);
  }

  private playerView(id: number): RacePlayerView {
    const { name } = this.players.get(id)!.record;
    return { id, name, connected: this.connected(id) };
  }

  private answerView(answer: RaceAnswerRecord): RaceAnswerView {
    const { player, index, right, turns, at } = answer;
    return { player, index, right, turns, ms: at - (this.startsAt ?? at) };
  }

  // -------------------------------------------------------------------------------------------
  // Messages

  private dispatch(client: Client, type: string, message: unknown): void {
    const checked = checkRaceMessage(type, message);
    if (checked === null) return this.refuseRace(client, type, 'unknown-type');
    if (!checked.ok) return this.refuseRace(client, type, 'bad-message', checked.detail);
    const member = client.userData as Member;
    if (type === 'race-answer') {
      if (member.player === undefined) return this.refuseRace(client, type, 'not-a-player');
      return this.answer(client, member.player, checked.value as RaceClientMessages['race-answer']);
    }
    if (member.role !== 'host') return this.refuseRace(client, type, 'not-host');
    if (type === 'race-start') this.start(client);
    else this.finish(client);
  }

  private refuseRace(client: Client, type: string, code: RaceRefusalCode, detail?: string): void {
    this.refuse(client, { type, code, ...(detail === undefined ? {} : { detail }) });
  }

  private answer(client: Client, id: number, message: RaceClientMessages['race-answer']): void {
    const type = 'race-answer';
    const at = this.now();
    if (this.phase(at) !== 'racing') return this.refuseRace(client, type, 'not-racing');
    const player = this.players.get(id)!;
    const { index, turns } = message;
    if (index !== player.answers.length || index >= this.meta.puzzles.length)
      return this.refuseRace(client, type, 'wrong-puzzle', String(player.answers.length));
    const puzzle = this.context.puzzles.byId(this.meta.puzzles[index]!);
    const right = puzzle !== undefined && turns.length > 0 && checkAnswer(puzzle, turns);
    const answer: RaceAnswerRecord = { player: id, index, right, turns: [...turns], at };
    this.enqueue(type, async () => {
      // (a second answer sent before the first was stored: the first stands)
      if (index !== player.answers.length) return this.refuseRace(client, type, 'wrong-puzzle');
      let saved: boolean;
      try {
        saved = await this.context.store.races.saveAnswer(this.meta.code, answer);
      } catch {
        return this.refuseRace(client, type, 'store-failed');
      }
      if (!saved) return this.refuseRace(client, type, 'wrong-puzzle');
      this.applyAnswer(answer);
      client.send('race-answered', { index, right, seq: this.seq });
      if (this.everyoneFinished()) await this.endNow(at);
    });
  }

  private applyAnswer(answer: RaceAnswerRecord): void {
    const player = this.players.get(answer.player);
    if (!player) return;
    player.answers.push(answer);
    if (answer.right) {
      player.solved++;
      player.ms = answer.at - (this.startsAt ?? answer.at);
    }
    this.seq++;
    this.newAnswers.push(this.answerView(answer));
    this.boardChanged = true;
    this.playerChanged(answer.player);
  }

  private everyoneFinished(): boolean {
    const total = this.meta.puzzles.length;
    return [...this.players.values()].every((player) => player.answers.length >= total);
  }

  private start(client: Client): void {
    this.enqueue('race-start', async () => {
      const now = this.now();
      if (this.phase(now) !== 'lobby')
        return this.refuseRace(client, 'race-start', 'not-racing');
      const startsAt = now + this.meta.countdown * 1000;
      await this.setTimes(client, 'race-start', startsAt, startsAt + this.meta.seconds * 1000);
    });
  }

  private finish(client: Client): void {
    this.enqueue('race-finish', async () => {
      const phase = this.phase(this.now());
      if (phase !== 'countdown' && phase !== 'racing')
        return this.refuseRace(client, 'race-finish', 'not-racing');
      await this.endNow(this.now(), client);
    });
  }

  /** Ends the race at `at` (everyone finished, or the host said so). */
  private async endNow(at: number, client?: Client): Promise<void> {
    await this.setTimes(client, 'race-finish', Math.min(this.startsAt ?? at, at), at);
  }

  /** Stores and applies new times, then tells everyone. */
  private async setTimes(
    client: Client | undefined,
    type: string,
    startsAt: number,
    endsAt: number,
  ): Promise<void> {
    try {
      await this.context.store.races.setTimes(this.meta.code, startsAt, endsAt);
    } catch {
      if (client) this.refuseRace(client, type, 'store-failed');
      return;
    }
    this.startsAt = startsAt;
    this.endsAt = endsAt;
    this.schedulePhase();
    this.broadcastTimes();
  }

  private enqueue(type: string, work: () => Promise<void>): void {
    this.queue = this.queue
      .then(() => (this.closing ? undefined : work()))
      .catch((error: unknown) => reportRoomError(this, error, type));
  }

  // -------------------------------------------------------------------------------------------
  // Time

  private now(): number {
    return this.context.clock.now();
  }

  private phase(now: number): RacePhase {
    return phaseAt({ startsAt: this.startsAt, endsAt: this.endsAt }, now);
  }

  private times(): RaceTimes {
    const now = this.now();
    return { phase: this.phase(now), startsAt: this.startsAt, endsAt: this.endsAt, now };
  }

  private broadcastTimes(): void {
    this.broadcast('race-phase', this.times());
    this.boardChanged = true;
    this.scheduleTick();
  }

  /** Tells everyone when the countdown ends and when the race ends, at those moments. */
  private schedulePhase(): void {
    if (this.phaseTimer) clearTimeout(this.phaseTimer);
    this.phaseTimer = null;
    const now = this.now();
    const next = [this.startsAt, this.endsAt].find((at) => at !== null && at > now);
    if (next === undefined || next === null) return;
    this.phaseTimer = setTimeout(() => {
      this.phaseTimer = null;
      if (this.closing) return;
      this.broadcastTimes();
      this.schedulePhase();
    }, next - now);
  }

  // -------------------------------------------------------------------------------------------
  // The leaderboard

  private tallies(): Tally[] {
    return [...this.players.values()].map(({ record, answers, solved, ms }) => ({
      id: record.id,
      name: record.name,
      solved,
      answered: answers.length,
      ms,
    }));
  }

  private board(standings: readonly RaceStanding[]): RaceBoard {
    const total = this.meta.puzzles.length;
    let finished = 0;
    for (const player of this.players.values()) if (player.answers.length >= total) finished++;
    return {
      seq: this.seq,
      players: this.players.size,
      finished,
      top: standings.slice(0, RACE_TOP),
    };
  }

  private scheduleTick(): void {
    if (this.tickTimer || this.closing) return;
    this.tickTimer = setTimeout(() => {
      this.tickTimer = null;
      if (!this.closing) this.tick();
    }, RACE_TICK_MS);
  }

  /** The coalesced news: the board to all, own standings to players, the grid to the host. */
  private tick(): void {
    const standings = standingsOf(this.tallies());
    if (this.boardChanged) {
      this.boardChanged = false;
      this.broadcast('race-board', this.board(standings));
      const byId = new Map(standings.map((standing) => [standing.id, standing]));
      for (const client of this.clients) {
        const id = (client.userData as Member | undefined)?.player;
        const standing = id === undefined ? undefined : byId.get(id);
        if (!standing) continue;
        const text = JSON.stringify(standing);
        if (this.sentRanks.get(id!) === text) continue;
        this.sentRanks.set(id!, text);
        client.send('race-rank', { seq: this.seq, standing });
      }
    }
    const news: RaceServerMessages['race-host'] = {
      seq: this.seq,
      players: [...this.changedPlayers].map((id) => this.playerView(id)),
      answers: this.newAnswers.splice(0),
      standings,
    };
    this.changedPlayers.clear();
    for (const client of this.clients)
      if ((client.userData as Member | undefined)?.role === 'host') client.send('race-host', news);
  }

  private welcome(member: Member): RaceWelcome {
    const standings = standingsOf(this.tallies());
    const player = member.player === undefined ? undefined : this.players.get(member.player);
    if (player) this.sentRanks.delete(player.record.id); // (its standing goes in the welcome)
    return {
      protocol: PROTOCOL,
      code: this.meta.code,
      role: member.role,
      variant: this.meta.variant as RaceWelcome['variant'],
      puzzles: this.meta.puzzles,
      seconds: this.meta.seconds,
      countdown: this.meta.countdown,
      ...this.times(),
      board: this.board(standings),
      you: player
        ? {
            id: player.record.id,
            name: player.record.name,
            token: player.record.token,
            answers: player.answers.map((answer) => answer.right),
            standing: standings.find((standing) => standing.id === player.record.id)!,
          }
        : null,
      host:
        member.role === 'host'
          ? {
              players: [...this.players.keys()].map((id) => this.playerView(id)),
              answers: [...this.players.values()]
                .flatMap((p) => p.answers)
                .sort((a, b) => a.at - b.at)
                .map((answer) => this.answerView(answer)),
              standings,
            }
          : null,
    };
  }
}

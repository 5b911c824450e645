/**
 * A puzzle race as the app's pages see it (issue 45): the host's page creates one
 * (`createRace`, api.ts) and joins with its key; a player's phone joins with the code and a
 * name, and again after a drop or a reload with the token its first welcome gave (kept in
 * localStorage by code, never shown); a screen (the big screen, a presenter's slide) joins with
 * the code alone. `openRace` gives a link whose `RaceView` (what the page draws) is handed to
 * `onView` on every change, and the actions: a player's `answer`, the host's `start`/`finish`.
 *
 * The connection is the protocol's RaceClient (src/protocol/raceClient.ts), loaded here lazily
 * with the SDK (its own chunk, as the follow room's). It rejoins by itself; when it gives up the
 * view's `problem` is the join error's code (`no-such-race`, `name-taken`, `bad-name`,
 * `race-over`, `race-full`, `rate-limited`, `unreachable`…), which the page words.
 */
import type {
  RaceAnswerView,
  RaceBoard,
  RacePhase,
  RacePlayerView,
  RacePresence,
  RaceRole,
  RaceStanding,
} from '../../protocol';
import type { RaceClient } from '../../protocol/raceClient';

export interface RaceView {
  readonly connected: boolean;
  /** Why joining failed for good (a join error's code), else null. */
  readonly problem: string | null;
  readonly code: string;
  readonly role: RaceRole | null;
  readonly variant: string | null;
  /** The puzzles' ids, in order (empty until welcomed). */
  readonly puzzles: readonly string[];
  readonly phase: RacePhase | null;
  /** Start and end on this device's clock (`Date.now()`), corrected by the server's. */
  readonly startsAt: number | null;
  readonly endsAt: number | null;
  readonly board: RaceBoard | null;
  readonly presence: RacePresence | null;
  /** A player's own: its name, right or wrong per puzzle answered, its standing. */
  readonly you: {
    readonly id: number;
    readonly name: string;
    readonly answers: readonly boolean[];
    readonly standing: RaceStanding | null;
  } | null;
  /** The host's: every player, every answer, every standing (ordered). */
  readonly host: {
    readonly players: readonly RacePlayerView[];
    readonly answers: readonly RaceAnswerView[];
    readonly standings: readonly RaceStanding[];
  } | null;
}

export interface RaceLink {
  /** A player: the turns played for puzzle `index` (none: given up). */
  answer(index: number, turns: readonly string[]): void;
  /** The host: start the countdown; end the race now. */
  start(): void;
  finish(): void;
  close(): void;
}

export type RaceJoin =
  | { readonly as: 'host'; readonly key: string }
  | { readonly as: 'player'; readonly name?: string }
  | { readonly as: 'screen' };

const TOKEN_KEY = 'pw-race-token:';

interface StoredPlayer {
  readonly token: string;
  readonly name: string;
}

/** The player this browser was in race `code` (its token and name), if any. */
export function storedRacePlayer(code: string): StoredPlayer | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(TOKEN_KEY + code) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { token, name } = value as Record<string, unknown>;
    return typeof token === 'string' && typeof name === 'string' ? { token, name } : null;
  } catch {
    return null;
  }
}

function storePlayer(code: string, player: StoredPlayer): void {
  try {
    localStorage.setItem(TOKEN_KEY + code, JSON.stringify(player));
  } catch {
    // private mode: the place is kept for this page only
  }
}

/** The view of a connected client. */
function viewOf(client: RaceClient, code: string, offset: number): RaceView {
  const { welcome, times } = client;
  const local = (at: number | null) => (at === null ? null : at - offset);
  return {
    connected: client.connected,
    problem: null,
    code,
    role: client.role,
    variant: welcome?.variant ?? null,
    puzzles: welcome?.puzzles ?? [],
    phase: times?.phase ?? null,
    startsAt: local(times?.startsAt ?? null),
    endsAt: local(times?.endsAt ?? null),
    board: client.board,
    presence: client.presence,
    you:
      welcome?.you && client.standing
        ? {
            id: welcome.you.id,
            name: welcome.you.name,
            answers: client.answers,
            standing: client.standing,
          }
        : null,
    host:
      welcome?.role === 'host'
        ? {
            players: [...client.players.values()],
            answers: client.grid,
            standings: client.standings,
          }
        : null,
  };
}

const emptyView = (code: string, problem: string | null): RaceView => ({
  connected: false,
  problem,
  code,
  role: null,
  variant: null,
  puzzles: [],
  phase: null,
  startsAt: null,
  endsAt: null,
  board: null,
  presence: null,
  you: null,
  host: null,
});

/**
 * Joins race `code` (already normalised: normaliseRaceCode) at `origin` as `join` says; a player
 * without a name joins with the token this browser keeps for the race. `onView` gets the view on
 * every change.
 */
export function openRace(
  origin: string,
  code: string,
  join: RaceJoin,
  onView: (view: RaceView) => void,
): RaceLink {
  let client: RaceClient | null = null;
  let closed = false;
  const stored = join.as === 'player' && join.name === undefined ? storedRacePlayer(code) : null;
  const show = (from: RaceClient) => {
    const times = from.times;
    // the server's clock minus this device's, as of when the times arrived
    const offset = times ? times.now - from.timesReceived : 0;
    if (from.welcome?.you)
      storePlayer(code, { token: from.welcome.you.token, name: from.welcome.you.name });
    onView(viewOf(from, code, offset));
  };
  onView(emptyView(code, null));
  void (async () => {
    try {
      const { RaceClient } = await import('../../protocol/raceClient');
      const opened = await RaceClient.open({
        endpoints: [origin],
        code,
        ...(join.as === 'host' ? { key: join.key } : {}),
        ...(join.as === 'player' && join.name !== undefined ? { name: join.name } : {}),
        ...(stored ? { token: stored.token } : {}),
        onChange: (changed) => {
          if (!closed) show(changed);
        },
        onClosed: (reason) => {
          if (!closed) onView(emptyView(code, reason));
        },
      });
      if (closed) return void opened.close();
      client = opened;
      show(opened);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (!closed)
        onView(emptyView(code, reason.startsWith('could not join') ? 'unreachable' : reason));
    }
  })();
  return {
    answer: (index, turns) => client?.answer(index, turns),
    start: () => client?.start(),
    finish: () => client?.finish(),
    close() {
      closed = true;
      void client?.close();
    },
  };
}

/**
 * The lobby as the app sees it (issue 43): one connection to the server's lobby room for the
 * whole page, shared by the home page's lobby and the lobby page (`?lobby`), and kept a moment
 * after the last of them goes (LINGER_MS) so that going from one to the other does not look like
 * leaving (the server drops a leaver's real-time seeks and pool entry). It holds the open seeks
 * live, the pool this player waits in and the game it was paired into (`paired`, the link of
 * its own seat, which the page opens). The seek actions (`POST /api/seeks`, accept, cancel) ask
 * the server through ask.ts and answer a code the page words.
 *
 * Nothing is asked of the server until a page shows the lobby: first `GET /api/seeks` (no game
 * server here, `vite preview` or a static host: the lobby says so and opens no socket), then the
 * room, which is joined with this browser's identity when it has one; an action that needs an
 * identity makes one (`GET /api/me`) and joins again with it.
 */
import { createStore } from 'zustand/vanilla';
import type { CreateSeekRequest, LobbyServerMessages, SeekView } from '../../protocol';
import type { LobbyClient } from '../../protocol/lobbyClient';
import { refreshMe } from '../account/account';
import { ask } from '../account/ask';
import { identity } from '../account/identity';

const LINGER_MS = 3000;
const OPEN_ATTEMPTS = 3;

export type LobbyStatus = 'idle' | 'connecting' | 'open' | 'unreachable' | 'closed';

export interface LobbyState {
  readonly status: LobbyStatus;
  readonly seeks: readonly SeekView[];
  /** The pool this player waits in (null: none). */
  readonly pool: string | null;
  /** The game this player was just paired into: its seat's link (a path). */
  readonly paired: LobbyServerMessages['paired'] | null;
}

export const lobby = createStore<LobbyState>(() => ({
  status: 'idle',
  seeks: [],
  pool: null,
  paired: null,
}));

let client: LobbyClient | null = null;
let joinedAs = '';
let opening: Promise<void> | null = null;
let users = 0;
let lingering: ReturnType<typeof setTimeout> | null = null;

/** Who the connection was opened as: the identity's id and whether it is an account. */
const whoIsMe = (): string => {
  const me = identity.getState().me;
  return me ? `${me.id} ${me.account}` : '';
};

async function open(): Promise<void> {
  lobby.setState({ status: 'connecting' });
  const { LobbyClient } = await import('../../protocol/lobbyClient');
  for (let attempt = 0; attempt < OPEN_ATTEMPTS; attempt++) {
    const as = whoIsMe();
    try {
      const opened = await LobbyClient.open({
        endpoint: window.location.origin,
        onSeeks: (seeks) => lobby.setState({ seeks: [...seeks.values()] }),
        onPool: ({ pool }) => lobby.setState({ pool }),
        onPaired: (paired) => lobby.setState({ paired, pool: null }),
        onClosed: () => {
          if (client !== opened) return;
          client = null;
          lobby.setState({ status: 'closed', pool: null });
        },
      });
      client = opened;
      joinedAs = as;
      lobby.setState({ status: 'open', seeks: [...opened.seeks.values()] });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
  lobby.setState({ status: 'closed' });
}

let reopening: Promise<void> | null = null;

/** Joins again as who this browser is now (one at a time, until it is who it is). */
function reopen(): Promise<void> {
  return (reopening ??= (async () => {
    do {
      const old = client;
      client = null;
      await old?.close();
      await open();
    } while (client && joinedAs !== whoIsMe());
  })().finally(() => (reopening = null)));
}

// a log-in, a sign-up or a log-out changes what the lobby shows and who acts in it
identity.subscribe(() => {
  if (client && joinedAs !== whoIsMe()) void reopen();
});

/** Opens the lobby (if a game server answers here). */
function connect(): Promise<void> {
  return (opening ??= (async () => {
    const probe = await ask('GET', '/api/seeks');
    if (!probe.ok && probe.problem !== 'rate-limited') {
      lobby.setState({ status: 'unreachable' });
      return;
    }
    await open();
  })().finally(() => (opening = null)));
}

function disconnect(): void {
  const closing = client;
  client = null;
  lobby.setState({ status: 'idle', seeks: [], pool: null });
  void closing?.close();
}

/** A page shows the lobby (an effect's body): returns what to call when it stops. */
export function attachLobby(): () => void {
  users++;
  if (lingering) clearTimeout(lingering);
  lingering = null;
  if (!client && lobby.getState().status !== 'unreachable') void connect();
  return () => {
    users--;
    if (users > 0) return;
    lingering = setTimeout(disconnect, LINGER_MS);
  };
}

/** The lobby joined with an identity (made if this browser has none): null if it cannot be. */
async function withIdentity(): Promise<LobbyClient | null> {
  if (!identity.getState().me && !(await refreshMe())) return null;
  await opening;
  await reopening;
  if (!client || joinedAs !== whoIsMe()) await reopen();
  return client;
}

/** Joins the lobby again after the connection was lost. */
export const reconnectLobby = (): void => void connect();

export type SeekProblem = string; // the server's code, or ask.ts's

async function act(
  method: 'POST' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<{ ok: true; value: unknown } | { ok: false; problem: SeekProblem }> {
  if (!(await withIdentity())) return { ok: false, problem: 'unreachable' };
  const answer = await ask(method, path, body);
  if (!answer.ok) return answer;
  if (answer.status >= 200 && answer.status < 300) return { ok: true, value: answer.value };
  const error = (answer.value as { error?: unknown } | null)?.error;
  return { ok: false, problem: typeof error === 'string' ? error : 'refused' };
}

export const createSeek = (seek: CreateSeekRequest) => act('POST', '/api/seeks', seek);
export const acceptSeek = (seekId: string) =>
  act('POST', `/api/seeks/${encodeURIComponent(seekId)}/accept`);
export const cancelSeek = (seekId: string) =>
  act('DELETE', `/api/seeks/${encodeURIComponent(seekId)}`);

/** Waits in a quick-pairing pool (null: leaves it). */
export async function choosePool(pool: string | null): Promise<boolean> {
  const joined = await withIdentity();
  if (!joined) return false;
  if (pool === null) joined.leavePool();
  else joined.joinPool(pool);
  return true;
}

/** The pairing has been acted on (the page opened the game). */
export const forgetPaired = () => lobby.setState({ paired: null });

/**
 * The game server's HTTP API as the app calls it (same origin, docs/online.md): create a game
 * (`POST /api/games`), a follow room (`POST /api/follow`) or a puzzle race (`POST /api/races`). Failures are codes the page words:
 * `offline` (the browser says it has no network), `unreachable` (no game server answers here:
 * `vite preview`, a static host, a server that is down), `invalid` (it found what was asked not
 * valid: a position or time control of the address) or `refused` (any other error).
 */
import type {
  CreateFollowResponse,
  CreateGameResponse,
  CreateRaceRequest,
  CreateRaceResponse,
  OnlineVariant,
} from '../../protocol';

export type ApiProblem = 'offline' | 'unreachable' | 'invalid' | 'refused';

export type ApiResult<T> = { ok: true; value: T } | { ok: false; problem: ApiProblem };

/** Whether the browser says it is offline (then online play cannot start at all). */
export const browserOffline = (): boolean =>
  typeof navigator !== 'undefined' && navigator.onLine === false;

async function post<T>(path: string, body: unknown, check: (value: unknown) => boolean) {
  if (browserOffline()) return { ok: false, problem: 'offline' } as const;
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, problem: browserOffline() ? 'offline' : 'unreachable' } as const;
  }
  const type = response.headers.get('content-type') ?? '';
  // a static server answers an unknown path with the app's page (or 404/405): no game server
  if (!type.includes('json')) return { ok: false, problem: 'unreachable' } as const;
  const value: unknown = await response.json().catch(() => null);
  if (response.status === 400) return { ok: false, problem: 'invalid' } as const;
  if (response.status !== 201 || !check(value)) return { ok: false, problem: 'refused' } as const;
  return { ok: true, value: value as T } as const;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Creates a game of `variant` on the server: its id, the two seat keys and the organiser's. */
export function createGame(
  variant: OnlineVariant,
  clock?: string, // a time control as the address writes it, '5+3'; absent: untimed
  fen?: string, // the start position; absent: the variant's (the server checks it)
): Promise<ApiResult<CreateGameResponse>> {
  return post<CreateGameResponse>(
    '/api/games',
    { variant, ...(clock ? { clock } : {}), ...(fen ? { fen } : {}) },
    (v) => isObject(v) && typeof v.gameId === 'string' && Array.isArray(v.players),
  );
}

/** Creates a follow room: the code followers type and the leader's key. */
export function createFollow(): Promise<ApiResult<CreateFollowResponse>> {
  return post<CreateFollowResponse>(
    '/api/follow',
    {},
    (v) => isObject(v) && typeof v.code === 'string' && typeof v.key === 'string',
  );
}

/** Creates a puzzle race (race.ts): the code players type and the host's key. */
export function createRace(request: CreateRaceRequest): Promise<ApiResult<CreateRaceResponse>> {
  return post<CreateRaceResponse>(
    '/api/races',
    request,
    (v) => isObject(v) && typeof v.code === 'string' && typeof v.key === 'string',
  );
}

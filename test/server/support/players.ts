/**
 * Clients for the server tests: a GameClient (src/protocol/client.ts) that records what it is
 * refused and shown, and helpers that read the game from its events (game.ts, as any client
 * can) and send turns for it.
 */
import { GameClient } from '../../../src/protocol/client';
import { OnlineGame } from '../../../src/server/game';
import type { Provisional, Refusal } from '../../../src/protocol';

export interface Player {
  readonly client: GameClient;
  readonly refusals: Refusal[];
  readonly provisionals: Provisional[];
  readonly closed: string[];
}

export async function join(
  endpoints: readonly string[],
  gameId: string,
  key?: string,
  patienceMs = 40_000,
  headers: Record<string, string> = {},
): Promise<Player> {
  const refusals: Refusal[] = [];
  const provisionals: Provisional[] = [];
  const closed: string[] = [];
  const client = await GameClient.open({
    endpoints,
    gameId,
    ...(key === undefined ? {} : { key }),
    headers,
    patienceMs,
    onRefused: (refusal) => refusals.push(refusal),
    onProvisional: (provisional) => provisionals.push(provisional),
    onClosed: (reason) => closed.push(reason),
  });
  return { client, refusals, provisionals, closed };
}

/** The game as the client's events tell it. */
export const gameOf = (player: Player): OnlineGame => OnlineGame.replay(player.client.events);

let nonces = 0;

/** Sends a turn for the position the client knows; returns its nonce. */
export function play(player: Player, moves: string[], nonce = `n${++nonces}`): string {
  const game = gameOf(player);
  player.client.sendTurn({ game: game.gameNumber, ply: game.ply, moves, nonce });
  return nonce;
}

/** Waits until the client has at least `version` events. */
export const reach = (player: Player, version: number, ms = 15_000): Promise<void> =>
  player.client.waitFor(() => player.client.version >= version, ms, `version ${version}`);

/** Waits for the client's next refusal (after `count` it had) and returns it. */
export async function nextRefusal(player: Player, count: number, ms = 10_000): Promise<Refusal> {
  await player.client.waitFor(() => player.refusals.length > count, ms, 'a refusal');
  return player.refusals[count]!;
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

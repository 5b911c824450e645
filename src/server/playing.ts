/**
 * `GET /api/me/playing` (issue 43): the games going on in which the caller's identity (its
 * session cookie) holds a seat, from the game store's progress index (`playingOf`), each with the
 * caller's own seat link (the app's links.ts form: `/?online=<gameId>#key=<key>`), whether it is
 * the caller's turn and a correspondence game's deadline; most urgent first. Never the other
 * seat's key. A caller without an identity has no games: `[]` (no identity is made for it).
 */
import type { ServerContext } from './context';
import { identityOf } from './identity/sessions';
import type { PlayingEntry } from '../protocol';
import type { JsonReply } from './router';

/** At most this many games are answered (a player rarely has more going on). */
const MAX_PLAYING = 100;

/** Most urgent first: the caller's turn, then real-time before correspondence, then deadline. */
function urgency(a: PlayingEntry, b: PlayingEntry): number {
  if (a.myTurn !== b.myTurn) return a.myTurn ? -1 : 1;
  return (a.deadline ?? -Infinity) - (b.deadline ?? -Infinity) || (a.gameId < b.gameId ? -1 : 1);
}

export async function playing(
  context: ServerContext,
  cookie: string | undefined,
): Promise<JsonReply<PlayingEntry[]>> {
  const identity = await identityOf(context, cookie);
  if (!identity) return { status: 200, body: [] };
  const games = await context.store.games.playingOf(identity.player.id, MAX_PLAYING);
  const entries = games.map((game): PlayingEntry => ({
    gameId: game.gameId,
    variant: game.variant,
    url: `/?online=${game.gameId}#key=${game.key}`,
    myTurn: game.mover === game.seat,
    deadline: game.deadline,
  }));
  return { status: 200, body: entries.sort(urgency) };
}

/**
 * The link between the presenter's window and the audience window (a second screen), over a
 * BroadcastChannel: the presenter sends the playlist, where the show is and the game on the
 * board as data (start FEN and the moves played), and the audience window replays that game
 * into a board of its own. So the audience sees exactly what the presenter's board shows, the
 * computer thinks only once, and a window opened late asks (`hello`) and is told at once.
 */
import { gameById } from '../../rules';
import type { Players } from '../players';
import { GameSession } from '../session';
import type { Playlist } from './playlist';
import type { PresenterState } from './presenter';

const AUDIENCE_CHANNEL = 'parallel-worlds.present';

/** The game on a board slide, as the audience window needs it. */
export interface BoardSnapshot {
  readonly game: string; // 'plunder'
  readonly startFen: string;
  readonly moves: readonly string[]; // canonical: ['e2e4', 'd7d5']
}

export type AudienceMessage =
  | { readonly type: 'hello' } // the audience window asks for everything
  | { readonly type: 'show'; readonly playlist: Playlist; readonly state: PresenterState }
  | { readonly type: 'board'; readonly run: number; readonly board: BoardSnapshot } // run: the slide's
  | { readonly type: 'closed' }; // the presenter left presenter mode

/** The snapshot of a session. */
export function snapshotOf(session: GameSession): BoardSnapshot {
  return {
    game: session.game.id,
    startFen: session.startFen,
    moves: session.moves.map((move) => move.canonical),
  };
}

/** Both sides of a mirrored board are played elsewhere: the board takes no move. */
const MIRRORED: Players = [
  { kind: 'remote', name: 'Presenter' },
  { kind: 'remote', name: 'Presenter' },
];

/** The session a snapshot describes (both sides away: a follower's board takes no move), or null. */
export function sessionOf(snapshot: BoardSnapshot): GameSession | null {
  const game = gameById(snapshot.game);
  const replayed = game && GameSession.replay(game, snapshot.startFen, snapshot.moves, MIRRORED);
  return replayed?.ok ? replayed.value : null;
}

/** One end of the link; `close()` ends it (the channel is released). */
export interface AudienceLink {
  post(message: AudienceMessage): void;
  close(): void;
}

/** Opens the link (a no-op where the browser has no BroadcastChannel). */
export function openAudienceLink(onMessage: (message: AudienceMessage) => void): AudienceLink {
  if (typeof BroadcastChannel === 'undefined') return { post: () => {}, close: () => {} };
  const channel = new BroadcastChannel(AUDIENCE_CHANNEL);
  channel.onmessage = (event: MessageEvent<AudienceMessage>) => onMessage(event.data);
  return {
    post: (message) => channel.postMessage(message),
    close: () => {
      channel.onmessage = null;
      channel.close();
    },
  };
}

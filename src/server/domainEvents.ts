/**
 * What happens to games, as the server's other parts may want to hear it (an archive, ratings):
 * a game started, a turn played, a game ended. The game room publishes them on the context's bus
 * (eventBus.ts) after the event that caused them is stored and applied, before it is broadcast;
 * the creation endpoint publishes the first game's start. `game started` and `turn played` are
 * told to this process's subscribers once, as they happen; `game ended` is durable (endings.ts):
 * every finished game is published once across the deployment, even when a process dies.
 */
import type {
  GameOutcome,
  OnlineTimeControl,
  OnlineVariant,
  Seat,
  Side,
  StartEvent,
  TurnEvent,
} from '../protocol';
import type { SeatPlayer, SeatPlayers } from './gameStore';
import type { GameRating } from './ratingStore';

export interface GameStarted {
  readonly gameId: string;
  /** The game of the room: 1, then one more per rematch. */
  readonly game: number;
  readonly variant: OnlineVariant;
  readonly fen: string;
  /** The seat that plays White. */
  readonly white: Seat;
  readonly control?: OnlineTimeControl;
  /** Who holds each seat (ids and names), as far as known: game 1 starts before anyone joins. */
  readonly players: SeatPlayers;
  readonly at: number;
}

export interface TurnPlayed {
  readonly gameId: string;
  readonly game: number;
  /** The turn event's version in the room's log. */
  readonly v: number;
  /** Turns of this game before this one. */
  readonly ply: number;
  readonly by: Side;
  readonly moves: readonly string[];
  /** The position after the turn. */
  readonly fen: string;
  readonly at: number;
}

export interface GameEnded {
  readonly gameId: string;
  readonly game: number;
  readonly variant: OnlineVariant;
  readonly outcome: GameOutcome;
  /** The seat that played White (the players' keys are in the game's meta). */
  readonly white: Seat;
  /** Who holds each seat (ids and names), null for a seat no identity has joined. */
  readonly players: SeatPlayers;
  /** Turns played in this game. */
  readonly plies: number;
  /** The version of the event that ended it. */
  readonly v: number;
  readonly at: number;
}

/**
 * A turn landed and it is now `player`'s turn (issue 43): what a notification needs (push.ts).
 * Told once, by the room that stored the turn, to this process's subscribers.
 */
export interface TurnToPlay {
  readonly gameId: string;
  readonly variant: OnlineVariant;
  /** Who holds the seat to move (null: nobody yet), and that seat's key (its link). */
  readonly player: SeatPlayer | null;
  readonly key: string;
  /** Whether that seat has a connection in the room now. */
  readonly here: boolean;
  /** A correspondence game's deadline for that turn; null: a real-time game. */
  readonly deadline: number | null;
}

export interface DomainEvents {
  'game started': GameStarted;
  'turn played': TurnPlayed;
  'game ended': GameEnded;
  'turn to play': TurnToPlay;
  /** A rated game's rating change, stored (rating.ts); told to this process's subscribers. */
  'game rated': GameRating;
}

/** A `start` event of `gameId`'s log as a domain event. */
export function gameStarted(gameId: string, event: StartEvent, players: SeatPlayers): GameStarted {
  const { game, variant, fen, white, control, at } = event;
  return { gameId, game, variant, fen, white, ...(control ? { control } : {}), players, at };
}

/** A `turn` event of `gameId`'s log as a domain event. */
export function turnPlayed(gameId: string, event: TurnEvent): TurnPlayed {
  const { game, v, ply, by, moves, fen, at } = event;
  return { gameId, game, v, ply, by, moves, fen, at };
}

/**
 * Rating finished games (issue 43): a subscriber to `game ended` (domainEvents.ts) that rates a
 * game when its meta says rated, both seats are held by two accounts, and at least two turns were
 * played (an aborted game has fewer). Each player is rated against the other's rating and
 * deviation before the game (src/rules/glicko2.ts `rateGame`; a win 1, a draw ½, a loss 0), in
 * the rating store's one transaction per game (ratingStore.ts), so an end published twice is
 * rated once. Then it publishes `game rated`, which the game room tells its players.
 */
import type { ServerContext } from './context';
import type { GameEnded } from './domainEvents';
import type { GameRating, PlayerRating } from './ratingStore';
import { NEW_RATING, isProvisional, rateGame, type Rated } from '../rules';
import type { GameRated, Seat, SeatName } from '../protocol';

/** Rates every rated game that ends from now on. */
export function rateFinishedGames(context: ServerContext): void {
  context.events.subscribe('game ended', async (ended) => {
    const rated = await rateEnded(context, ended);
    if (rated) await context.events.publish('game rated', rated);
  });
}

/** Rates `ended` if it is to be rated and was not before; its change, or null. */
export async function rateEnded(
  context: ServerContext,
  ended: GameEnded,
): Promise<GameRating | null> {
  const { store } = context;
  const [first, second] = ended.players;
  if (ended.plies < 2 || !first || !second || first.id === second.id) return null;
  const record = await store.games.loadGame(ended.gameId);
  if (!record?.meta.rated) return null;
  const accounts = await Promise.all([first, second].map((p) => store.players.playerById(p.id)));
  if (!accounts.every((player) => player?.account && player.deletedAt === null)) return null;
  const { winner } = ended.outcome;
  const score = (seat: Seat): number =>
    winner === null ? 0.5 : winner === (seat === ended.white ? 'white' : 'black') ? 1 : 0;
  const rated = (before: PlayerRating | null): Rated => ({
    rating: before ?? NEW_RATING,
    idleMs: before?.lastRatedAt == null ? 0 : ended.at - before.lastRatedAt,
  });
  return store.ratings.rateGame(
    {
      gameId: ended.gameId,
      game: ended.game,
      variant: ended.variant,
      at: ended.at,
      players: [first.id, second.id],
    },
    ([seat0, seat1]) => [
      rateGame(rated(seat0), rated(seat1), score(0)),
      rateGame(rated(seat1), rated(seat0), score(1)),
    ],
  );
}

/** A rated game's change as the game room tells it: rounded, per seat. */
export function ratedMessage(rating: GameRating): GameRated {
  const [first, second] = rating.seats.map(({ before, after }) => {
    const [from, to] = [Math.round(before), Math.round(after)];
    return { before: from, after: to, diff: to - from };
  });
  return { game: rating.game, seats: [first!, second!] };
}

/**
 * A seat's name as the game room tells it, with the player's rating (rounded) if they have one;
 * in a rated game, a player without one yet shows a new player's (1500, provisional).
 */
export function seatName(name: string, rating: PlayerRating | null, rated: boolean): SeatName {
  const shown = rating ?? (rated ? NEW_RATING : null);
  return shown
    ? { name, rating: Math.round(shown.rating), provisional: isProvisional(shown) }
    : { name };
}

/**
 * Ratings over HTTP (issue 43), apart from HTTP: a player's ratings for their profile, the
 * history of one rating (`GET /api/players/<name>/ratings/<variant>`) and a game's leaderboard
 * (`GET /api/leaderboard/<variant>`), read from the rating store (ratingStore.ts) and answered in
 * the protocol's shapes (src/protocol/ratings.ts: unrounded numbers, times as ISO text). Anyone
 * may read them, as on lichess.
 */
import type { ServerContext } from './context';
import type { PlayerRating } from './ratingStore';
import type { JsonReply } from './router';
import { isProvisional } from '../rules';
import {
  LEADERBOARD_SIZE,
  NAME_PATTERN,
  isOnlineVariant,
  type LeaderboardRow,
  type RatingHistoryPoint,
  type RatingSummary,
  type RatingsByVariant,
} from '../protocol';

const NOT_FOUND = { status: 404, body: { error: 'not-found' } } as const;

const summary = ({ rating, deviation, volatility, games }: PlayerRating): RatingSummary => ({
  rating,
  deviation,
  volatility,
  games,
  provisional: isProvisional({ deviation }),
});

/** The profile's `ratings`: one entry per game the player has a rated game in. */
export async function ratingsOfPlayer(
  context: ServerContext,
  playerId: string,
): Promise<RatingsByVariant> {
  const ratings = await context.store.ratings.ratingsOf(playerId);
  return Object.fromEntries(
    Object.entries(ratings).map(([variant, rating]) => [variant, summary(rating)]),
  );
}

/** `GET /api/players/<name>/ratings/<variant>`: the rating after each rated game, oldest first. */
export async function ratingHistory(
  context: ServerContext,
  name: string,
  variant: string,
): Promise<JsonReply<RatingHistoryPoint[]>> {
  if (!NAME_PATTERN.test(name) || !isOnlineVariant(variant)) return NOT_FOUND;
  const player = await context.store.players.playerByName(name);
  if (!player) return NOT_FOUND;
  const points = await context.store.ratings.history(player.id, variant);
  return {
    status: 200,
    body: points.map(({ at, rating, deviation, gameId }) => ({
      at: new Date(at).toISOString(),
      rating,
      deviation,
      gameId,
    })),
  };
}

/** `GET /api/leaderboard/<variant>`: the best players whose deviation is under 75. */
export async function leaderboard(
  context: ServerContext,
  variant: string,
): Promise<JsonReply<LeaderboardRow[]>> {
  if (!isOnlineVariant(variant)) return NOT_FOUND;
  const { ratings, players } = context.store;
  const ranked = await ratings.leaderboard(variant, LEADERBOARD_SIZE);
  const rows = await Promise.all(
    ranked.map(async ({ playerId, rating, deviation, games }) => {
      const player = await players.playerById(playerId);
      return player && player.deletedAt === null
        ? [{ name: player.name, rating, deviation, games }]
        : []; // a deleted account leaves the board
    }),
  );
  return { status: 200, body: rows.flat() };
}

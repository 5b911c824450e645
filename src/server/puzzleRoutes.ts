/**
 * Puzzle ratings over HTTP (issue 45, docs/online.md §Puzzles), apart from HTTP: each route takes
 * the context, the caller's cookie (and the body or the game) and returns its `JsonReply`, after
 * lichess's puzzle API. The caller must be signed in to an account (401 `not-signed-in`; an
 * anonymous player keeps their puzzle rating in the browser); the puzzles are the shipped ones
 * (the context's catalog, puzzleCatalog.ts: 404 `unknown-puzzle` for any other id).
 *
 * - `attempt`: one attempt, rated for the player and the puzzle only if it is the player's first
 *   at that puzzle (src/rules/glicko2.ts `rateAttempt`; the store keeps it atomic).
 * - `dashboard`: the player's puzzle rating, streaks and latest attempts.
 * - `puzzleRatings`: every puzzle of a game with its rating as learned (else its shipped one),
 *   for anyone (a page picks a puzzle near the player's rating from them).
 * - `recordStorm`, `stormBests`: the player's best Storm score per game, which only rises.
 */
import type { ServerContext } from './context';
import { identityOf } from './identity/sessions';
import type { JsonReply } from './router';
import {
  PUZZLE_HISTORY_SIZE,
  checkPuzzleAttempt,
  checkStormRun,
  isPuzzleVariant,
  type PuzzleAttemptResult,
  type PuzzleDashboard,
  type PuzzleRatings,
  type StormBests,
} from '../protocol';
import { NEW_RATING, isProvisional, puzzleStartRating, rateAttempt, type Rating } from '../rules';
import { NO_STREAK } from './puzzleStore';

const NOT_SIGNED_IN = { status: 401, body: { error: 'not-signed-in' } } as const;
const BAD_BODY = { status: 400, body: { error: 'bad-body' } } as const;

/** The caller's account id, or null (no session, or an anonymous identity). */
async function accountOf(context: ServerContext, cookie: string | undefined) {
  const identity = await identityOf(context, cookie);
  return identity?.player.account ? identity.player.id : null;
}

/** A rating's change as shown: rounded after less rounded before. */
const diff = (before: Rating, after: Rating) =>
  Math.round(after.rating) - Math.round(before.rating);

/** `POST /api/puzzles/<id>/attempt {win}` → 200 the ratings after; 401, 404, 400. */
export async function attempt(
  context: ServerContext,
  puzzleId: string,
  body: unknown,
  cookie: string | undefined,
): Promise<JsonReply<PuzzleAttemptResult>> {
  const playerId = await accountOf(context, cookie);
  if (playerId === null) return NOT_SIGNED_IN;
  const puzzle = context.puzzles.byId(puzzleId);
  if (!puzzle || !isPuzzleVariant(puzzle.variant))
    return { status: 404, body: { error: 'unknown-puzzle' } };
  const checked = checkPuzzleAttempt(body);
  if (!checked.ok) return BAD_BODY;
  const { win } = checked.value;
  const at = context.clock.now();
  const record = await context.store.puzzleResults.attempt(
    {
      playerId,
      puzzleId,
      variant: puzzle.variant,
      win,
      at,
      start: puzzleStartRating(puzzle.rating),
    },
    (player, rating) =>
      rateAttempt(
        {
          rating: player ?? NEW_RATING,
          idleMs: player?.lastRatedAt == null ? 0 : at - player.lastRatedAt,
        },
        rating,
        win,
      ),
  );
  const { player, puzzle: rated } = record;
  return {
    status: 200,
    body: {
      rated: record.rated,
      player: {
        rating: player.after.rating,
        deviation: player.after.deviation,
        provisional: isProvisional(player.after),
        diff: diff(player.before, player.after),
      },
      puzzle: {
        rating: rated.after.rating,
        deviation: rated.after.deviation,
        diff: diff(rated.before, rated.after),
      },
      streak: record.streak,
      bestStreak: record.bestStreak,
    },
  };
}

/** `GET /api/puzzles/me` → 200 the player's puzzle rating, streaks and last attempts; 401. */
export async function dashboard(
  context: ServerContext,
  cookie: string | undefined,
): Promise<JsonReply<PuzzleDashboard>> {
  const playerId = await accountOf(context, cookie);
  if (playerId === null) return NOT_SIGNED_IN;
  const results = context.store.puzzleResults;
  const [player, history] = await Promise.all([
    results.playerRating(playerId),
    results.history(playerId, PUZZLE_HISTORY_SIZE),
  ]);
  const { rating, deviation, games } = player ?? NEW_RATING;
  const { streak, bestStreak } = player ?? NO_STREAK;
  return {
    status: 200,
    body: {
      rating,
      deviation,
      provisional: isProvisional({ deviation }),
      games,
      streak,
      bestStreak,
      history: history.map((entry) => ({
        id: entry.puzzleId,
        variant: entry.variant,
        win: entry.win,
        rated: entry.rated,
        at: new Date(entry.at).toISOString(),
        rating: entry.rating,
      })),
    },
  };
}

/** `GET /api/puzzles/ratings?variant=G` → 200 `{ <id>: rating }` (rounded); 404 `not-found`. */
export async function puzzleRatings(
  context: ServerContext,
  variant: string,
): Promise<JsonReply<PuzzleRatings>> {
  if (!isPuzzleVariant(variant)) return { status: 404, body: { error: 'not-found' } };
  const learned = await context.store.puzzleResults.puzzleRatings(variant);
  const body: Record<string, number> = {};
  for (const puzzle of context.puzzles.ofGame(variant))
    body[puzzle.id] = Math.round(learned.get(puzzle.id)?.rating ?? puzzle.rating);
  return { status: 200, body };
}

/** `POST /api/puzzles/storm {variant, score, …}` → 200 `{ best }`; 401, 400. */
export async function recordStorm(
  context: ServerContext,
  body: unknown,
  cookie: string | undefined,
): Promise<JsonReply<{ best: number }>> {
  const playerId = await accountOf(context, cookie);
  if (playerId === null) return NOT_SIGNED_IN;
  const checked = checkStormRun(body);
  if (!checked.ok) return BAD_BODY;
  const { variant, score, moves, errors, combo, time } = checked.value;
  const best = await context.store.puzzleResults.recordStorm(
    playerId,
    variant,
    {
      score,
      moves: moves ?? null,
      errors: errors ?? null,
      combo: combo ?? null,
      time: time ?? null,
    },
    context.clock.now(),
  );
  return { status: 200, body: { best } };
}

/** `GET /api/puzzles/storm` → 200 `{ <variant>: best }`; 401. */
export async function stormBests(
  context: ServerContext,
  cookie: string | undefined,
): Promise<JsonReply<StormBests>> {
  const playerId = await accountOf(context, cookie);
  if (playerId === null) return NOT_SIGNED_IN;
  return { status: 200, body: await context.store.puzzleResults.stormBests(playerId) };
}

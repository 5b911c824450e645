/**
 * Where accounts' puzzle results are kept (issue 45): each player's one puzzle rating (Glicko-2,
 * all games together, as lichess keeps one) with their streak of solved puzzles, each puzzle's
 * rating as it learns from attempts (from its shipped rating), every attempt (the history), and
 * each player's best Storm score per game. One interface, `PuzzleStore`, in memory here and in
 * SQL in db/sqlPuzzleStore.ts.
 *
 * An attempt is recorded in one step, `attempt`: the player's attempts at that puzzle counted,
 * and only when there were none is it rated, both ratings read and written in the same
 * transaction (the player's row locked first, then the puzzle's), so two first attempts sent at
 * once rate the puzzle once and the streak counts first attempts only.
 */
import type { PuzzleVariant } from '../protocol';
import { NEW_RATING, type Rating } from '../rules';

/** A player's puzzle rating, with their last rated attempt (ms; null: none) and streaks. */
export interface PlayerPuzzleRating extends Rating {
  readonly lastRatedAt: number | null;
  /** Solved first attempts in a row up to the last one; the longest such run. */
  readonly streak: number;
  readonly bestStreak: number;
}

/** An attempt to record: who, which puzzle (and its rating before anyone tried it), solved, when. */
export interface AttemptKey {
  readonly playerId: string;
  readonly puzzleId: string;
  readonly variant: PuzzleVariant;
  readonly win: boolean;
  readonly at: number;
  /** The puzzle's shipped rating as a Glicko-2 rating (puzzleStartRating). */
  readonly start: Rating;
}

/** How a rated attempt changes both ratings (the player's is null before their first). */
export type RateAttempt = (
  player: PlayerPuzzleRating | null,
  puzzle: Rating,
) => { readonly player: Rating; readonly puzzle: Rating };

/** A recorded attempt: rated or not, both ratings before and after, the streaks after. */
export interface AttemptRecord {
  readonly rated: boolean;
  readonly player: { readonly before: Rating; readonly after: Rating };
  readonly puzzle: { readonly before: Rating; readonly after: Rating };
  readonly streak: number;
  readonly bestStreak: number;
}

/** One attempt of a player's history; `rating`: the player's puzzle rating after it. */
export interface AttemptPoint {
  readonly puzzleId: string;
  readonly variant: PuzzleVariant;
  readonly win: boolean;
  readonly rated: boolean;
  readonly at: number;
  readonly rating: number;
}

/** A Storm run as kept with a best: its score and lichess's figures of it (null: not sent). */
export interface StormRecord {
  readonly score: number;
  readonly moves: number | null;
  readonly errors: number | null;
  readonly combo: number | null;
  readonly time: number | null;
}

export interface PuzzleStore {
  /** Records an attempt, rated by `rate` when it is the player's first at that puzzle. */
  attempt(key: AttemptKey, rate: RateAttempt): Promise<AttemptRecord>;
  /** The player's puzzle rating and streaks; null before their first attempt (NEW_RATING). */
  playerRating(playerId: string): Promise<PlayerPuzzleRating | null>;
  /** The player's last `max` attempts, newest first. */
  history(playerId: string, max: number): Promise<AttemptPoint[]>;
  /** The ratings learned so far by the puzzles of `variant` that have been tried, by id. */
  puzzleRatings(variant: PuzzleVariant): Promise<Map<string, Rating>>;
  /** Keeps `run` if it beats the player's best in `variant`; the best after. */
  recordStorm(
    playerId: string,
    variant: PuzzleVariant,
    run: StormRecord,
    at: number,
  ): Promise<number>;
  /** The player's best Storm score per game. */
  stormBests(playerId: string): Promise<Partial<Record<PuzzleVariant, number>>>;
}

/** The streaks before a player's first attempt (their rating is then NEW_RATING). */
export const NO_STREAK = { streak: 0, bestStreak: 0 } as const;

/** The streaks after an attempt: a rated one adds a solve or breaks the run, others leave it. */
export function streaksAfter(
  before: Pick<PlayerPuzzleRating, 'streak' | 'bestStreak'>,
  rated: boolean,
  win: boolean,
): { streak: number; bestStreak: number } {
  if (!rated) return { streak: before.streak, bestStreak: before.bestStreak };
  const streak = win ? before.streak + 1 : 0;
  return { streak, bestStreak: Math.max(before.bestStreak, streak) };
}

/** Puzzle results in this process's memory (the unit tests' stores). */
export class MemoryPuzzleStore implements PuzzleStore {
  private readonly players = new Map<string, PlayerPuzzleRating>();
  private readonly puzzles = new Map<string, { variant: PuzzleVariant; rating: Rating }>();
  private readonly attempts: (AttemptPoint & { playerId: string })[] = [];
  private readonly storms = new Map<string, number>();

  async attempt(key: AttemptKey, rate: RateAttempt): Promise<AttemptRecord> {
    const { playerId, puzzleId, win, at } = key;
    const player = this.players.get(playerId) ?? null;
    const puzzle = this.puzzles.get(puzzleId)?.rating ?? key.start;
    const rated = !this.attempts.some((a) => a.playerId === playerId && a.puzzleId === puzzleId);
    const before = player ?? NEW_RATING;
    const after = rated ? rate(player, puzzle) : null;
    const streaks = streaksAfter(player ?? NO_STREAK, rated, win);
    const playerAfter = after?.player ?? before;
    if (after) {
      this.players.set(playerId, { ...after.player, lastRatedAt: at, ...streaks });
      this.puzzles.set(puzzleId, { variant: key.variant, rating: after.puzzle });
    }
    this.attempts.push({ ...key, rated, rating: playerAfter.rating });
    return {
      rated,
      player: { before, after: playerAfter },
      puzzle: { before: puzzle, after: after?.puzzle ?? puzzle },
      ...streaks,
    };
  }

  async playerRating(playerId: string): Promise<PlayerPuzzleRating | null> {
    return this.players.get(playerId) ?? null;
  }

  async history(playerId: string, max: number): Promise<AttemptPoint[]> {
    return this.attempts
      .filter((a) => a.playerId === playerId)
      .reverse()
      .slice(0, max)
      .map(({ puzzleId, variant, win, rated, at, rating }) => ({
        puzzleId,
        variant,
        win,
        rated,
        at,
        rating,
      }));
  }

  async puzzleRatings(variant: PuzzleVariant): Promise<Map<string, Rating>> {
    const found = new Map<string, Rating>();
    for (const [id, puzzle] of this.puzzles)
      if (puzzle.variant === variant) found.set(id, puzzle.rating);
    return found;
  }

  async recordStorm(playerId: string, variant: PuzzleVariant, run: StormRecord): Promise<number> {
    const key = `${playerId} ${variant}`;
    const best = Math.max(this.storms.get(key) ?? 0, run.score);
    this.storms.set(key, best);
    return best;
  }

  async stormBests(playerId: string): Promise<Partial<Record<PuzzleVariant, number>>> {
    const found: Partial<Record<PuzzleVariant, number>> = {};
    for (const [key, best] of this.storms) {
      const [id, variant] = key.split(' ') as [string, PuzzleVariant];
      if (id === playerId) found[variant] = best;
    }
    return found;
  }
}

/**
 * The engine's levels: two baselines (`random`, `greedy`) and levels 1…8, which differ by the
 * node budget per move (deterministic strength on a loaded machine; a time cap guards the
 * worst case; level 8 has a larger one for a whole Parallel worlds turn) and, at level 1, by a beginner's blind spots: moves between levels (Parallel
 * worlds), drops and vest moves (the other games) are not seen below the root, level 1 does
 * not check its turn against the opponent's king captures, and levels 1 and 2 follow fewer
 * captures past the horizon (level 1: a capture and its recapture).
 */

export type Level = 'random' | 'greedy' | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

/** What one answer may spend: a node budget, and a time cap that guards a slow machine. */
export interface Budget {
  /** Node budget per move (per whole turn in Parallel worlds). */
  readonly nodes: number;
  /** Time cap per move in milliseconds. */
  readonly timeMs: number;
}

export interface LevelInfo extends Budget {
  readonly level: Level;
  readonly label: string;
  /** Parallel worlds chess: a whole turn's budget, where it is not the move's. */
  readonly turnBudget?: Budget;
  /** Overlooks the rarer kinds of moves below the root (level 1). */
  readonly blindSpots: boolean;
  /** Captures followed beyond the search's horizon (a beginner sees a capture and its recapture). */
  readonly quiescence: number;
  /**
   * An approximate rating in standard chess, from matches against Stockfish's limiter
   * (`npm run bench:stockfish`, docs/engine-results.md, 2026-12-04), rounded to 50; null: none.
   */
  readonly rating: number | null;
}

/**
 * Levels 1…8's ratings (see `rating`): the line 889 + 153 × level fitted to the levels' measured
 * ratings (weighted by their precision), rounded to 50, so that they keep the levels' order
 * where single levels' measures (± 200 and more) do not.
 */
const RATINGS = [1050, 1200, 1350, 1500, 1650, 1800, 1950, 2100];

const searchLevel = (
  level: Level,
  nodes: number,
  timeMs: number,
  turnBudget?: Budget,
): LevelInfo => ({
  level,
  label: String(level),
  nodes,
  timeMs,
  turnBudget,
  blindSpots: level === 1,
  quiescence: level === 1 ? 2 : level === 2 ? 4 : 8,
  rating: typeof level === 'number' ? RATINGS[level - 1]! : null,
});

/** Budgets grow about 3½× a level up to 6: roughly one more ply (sub-move) of search a level. */
export const LEVELS: readonly LevelInfo[] = [
  {
    level: 'random',
    label: 'random',
    nodes: 0,
    timeMs: 0,
    blindSpots: false,
    quiescence: 0,
    rating: null,
  },
  {
    level: 'greedy',
    label: 'greedy',
    nodes: 0,
    timeMs: 0,
    blindSpots: false,
    quiescence: 0,
    rating: null,
  },
  searchLevel(1, 150, 1000),
  searchLevel(2, 1_000, 1000),
  searchLevel(3, 4_000, 1500),
  searchLevel(4, 15_000, 2000),
  searchLevel(5, 50_000, 4000),
  searchLevel(6, 150_000, 8000),
  // 7 and 8 grow less (2.7×, 2.5×) so that a player waits seconds, not half a minute.
  searchLevel(7, 400_000, 10000),
  // In Parallel worlds chess 2.5× did not buy a sub-move in most middlegames (the iterations
  // grow unevenly): 5× does, one or two sub-moves over level 7 (README, "Why the Parallel
  // worlds steps are small").
  searchLevel(8, 1_000_000, 15000, { nodes: 2_000_000, timeMs: 20000 }),
];

/** The level of a search when none is asked for, and the one a new game offers first. */
export const DEFAULT_LEVEL: Level = 4;

/** The level written `text` ('random', 'greedy', '1' … '8', blanks around it ignored), or undefined. */
export function parseLevel(text: string): Level | undefined {
  const name = text.trim();
  return LEVELS.find((info) => info.label === name)?.level;
}

/** What `info` may spend on one answer: a whole turn in Parallel worlds chess (`subMoveTurns`). */
export function budgetOf(info: LevelInfo, subMoveTurns: boolean): Budget {
  return (subMoveTurns && info.turnBudget) || info;
}

/** The description of a level. */
export function levelInfo(level: Level): LevelInfo {
  const info = LEVELS.find((l) => l.level === level);
  if (!info) throw new Error(`unknown level '${String(level)}'`);
  return info;
}

/**
 * What a search may spend in a timed game (docs/engine.md §Clocks): the level's time cap, or
 * less when the clock is short, a thirtieth of the time left and most of the increment
 * (`min(level, remaining / 30 + increment · 0.8)`), never under 20 ms, so the computer never
 * runs out of time while a move can still be made in it.
 */
export function clockBudgetMs(levelMs: number, remaining: number, increment: number): number {
  return Math.max(20, Math.min(levelMs, remaining / 30 + increment * 0.8));
}

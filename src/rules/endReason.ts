/**
 * The ways a game ends (docs/rules.md §Conventions / When a game ends), in the order outcome.ts
 * names them when several arrive together. A module of its own at the bottom of the rules core, so
 * that the problems a text can have (problems.ts, which everything that parses imports) name an
 * ending without importing the judge of endings and, through it, the move generator.
 */
export const REASONS = [
  'checkmate',
  'king-captured',
  'stalemate',
  'no-moves',
  'insufficient-material',
  'fifty-moves',
  'repetition',
] as const;
export type EndReason = (typeof REASONS)[number];

/**
 * The ways a game is decided other than by its position: a player resigns, both agree to a
 * draw, a flag falls (src/rules/clock.ts, `flagOutcome` for the draw), or a player claims a game
 * the other has left. The game layer's session and the online protocol both end games so. An
 * online game may also be aborted before both sides have played (issue 43): it ends with no
 * result (`*`, winner null but no draw).
 */
export type DecidedReason = 'resignation' | 'agreement' | 'timeout' | 'abandoned' | 'aborted';

/** Every way a game ends: by the rules (`EndReason`) or decided (`DecidedReason`). */
export type GameEndReason = EndReason | DecidedReason;

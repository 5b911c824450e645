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

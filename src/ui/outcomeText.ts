/**
 * Words for the end of a game, shared by the game-over banner, the turn panel and the move list:
 * who won (or a draw) and why, from the session's outcome.
 */
import type { SessionOutcome } from '../game/session';

const SIDE = ['White', 'Black'] as const;

const REASONS: Record<string, string> = {
  checkmate: 'by checkmate',
  'king-captured': 'by capturing the king',
  stalemate: 'by stalemate',
  'no-moves': 'no legal move is left',
  'insufficient-material': 'insufficient material',
  'fifty-moves': 'by the fifty-move rule',
  repetition: 'by threefold repetition',
  agreement: 'agreed by the players',
};

/** The headline: "White wins", "Black wins" or "Draw". */
export function outcomeTitle(outcome: SessionOutcome): string {
  return outcome.winner === null ? 'Draw' : `${SIDE[outcome.winner]} wins`;
}

/** The reason in words: "by checkmate", "Black resigned", "by threefold repetition". */
export function outcomeReason(outcome: SessionOutcome): string {
  if (outcome.reason === 'resignation') return `${SIDE[outcome.winner === 0 ? 1 : 0]} resigned`;
  return REASONS[outcome.reason] ?? outcome.reason;
}

/** The result as written in records: 1-0, 0-1 or ½-½. */
export function outcomeScore(outcome: SessionOutcome): string {
  return outcome.winner === null ? '½–½' : outcome.winner === 0 ? '1–0' : '0–1';
}

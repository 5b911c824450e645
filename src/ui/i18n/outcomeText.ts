/**
 * Words for the end of a game, shared by the game-over banner, the turn panel and the move list:
 * who won (or a draw) and why, from the session's outcome, in the language of the translator
 * given (English when none is).
 */
import type { SessionOutcome } from '../../game/session';
import { translator, type MessageKey, type Translator } from './i18n';

const ENGLISH = translator('en');

/** "White" or "Black" in the translator's language. */
export const sideName = (t: Translator, color: 0 | 1): string =>
  t(color === 0 ? 'side.white' : 'side.black');

/** The headline: "White wins", "Black wins", "Draw" or "Game aborted". */
export function outcomeTitle(outcome: SessionOutcome, t: Translator = ENGLISH): string {
  if (outcome.reason === 'aborted') return t('over.abortedTitle');
  return outcome.winner === null
    ? t('over.draw')
    : t('over.wins', { side: sideName(t, outcome.winner) });
}

/** The reason in words: "by checkmate", "Black resigned", "by threefold repetition". */
export function outcomeReason(outcome: SessionOutcome, t: Translator = ENGLISH): string {
  if (outcome.reason === 'resignation')
    return t('over.resigned', { side: sideName(t, outcome.winner === 0 ? 1 : 0) });
  if (outcome.reason === 'timeout' && outcome.winner === null) return t('over.timeoutDraw');
  if (outcome.reason === 'abandoned')
    return outcome.winner === null
      ? t('over.abandonedDraw')
      : t('over.abandoned', { side: sideName(t, outcome.winner === 0 ? 1 : 0) });
  return t(`over.${outcome.reason}` as MessageKey);
}

/** The result as written in records: 1-0, 0-1, ½-½, or * for an aborted game. */
export function outcomeScore(outcome: SessionOutcome): string {
  if (outcome.reason === 'aborted') return '*';
  return outcome.winner === null ? '½–½' : outcome.winner === 0 ? '1–0' : '0–1';
}

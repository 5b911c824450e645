/**
 * The words of the levels' ratings in Russian, under the English catalogue's keys
 * (levelRatingWords.en.ts): an entry missing here is a type error. Fetched when Russian is chosen.
 */
import type { LevelRatingWordKey } from './levelRatingWords.en';

export const ru: Record<LevelRatingWordKey, string> = {
  rated: '{level} · ≈{rating}',
  note: '≈ Примерный рейтинг в обычных шахматах, измеренный в партиях с уровнями Stockfish (плюс-минус 200). В этих играх уровни сохраняют порядок, но числа — шахматные.',
};

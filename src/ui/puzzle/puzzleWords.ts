/**
 * Words only the puzzle pages say (issue 45), kept out of the main catalogue (i18n.en.ts, which
 * ships with the home page): English (puzzleWords.en.ts) with the pages' chunk, Russian
 * (puzzleWords.ru.ts) fetched when it is chosen, read through featureWords.ts.
 */
import type { Theme } from '../../puzzles/puzzle';
import { featureWords, type FeatureText } from '../i18n/featureWords';
import { en, type PuzzleWordKey } from './puzzleWords.en';

const WORDS = featureWords<PuzzleWordKey>(en, { ru: () => import('./puzzleWords.ru') });

/** The puzzle pages' words in the page's language: `w('next')`. */
export const usePuzzleWords = WORDS.useText;

export type PuzzleText = FeatureText<PuzzleWordKey>;

/** A theme's name: `themeName(w, 'fork')` → 'Fork'. */
export const themeName = (w: PuzzleText, theme: Theme): string =>
  w(`theme.${theme}` as PuzzleWordKey);

/** A rating change as lichess writes it: +12, −9 (a minus sign), ±0. */
export const signedDiff = (diff: number): string =>
  diff > 0 ? `+${diff}` : diff < 0 ? `−${-diff}` : '±0';

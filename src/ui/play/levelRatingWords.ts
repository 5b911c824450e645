/**
 * The words of the levels' ratings (the new-game dialog's chunk, out of the main catalogue):
 * English (levelRatingWords.en.ts) with the chunk, Russian fetched when it is chosen, read
 * through featureWords.ts.
 */
import { featureWords } from '../i18n/featureWords';
import { en, type LevelRatingWordKey } from './levelRatingWords.en';

const WORDS = featureWords<LevelRatingWordKey>(en, { ru: () => import('./levelRatingWords.ru') });

/** The ratings' words in the app's language (re-renders when it changes or they come). */
export const useLevelRatingText = WORDS.useText;

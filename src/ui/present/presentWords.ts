/**
 * The words of presenter mode, in the presenter's own chunk so that the home page does not carry
 * them (it stays within its size goal): English (presentWords.en.ts) with the chunk, Russian
 * (presentWords.ru.ts, typed by the English keys) fetched when it is chosen, read through the one
 * helper of such catalogues (featureWords.ts): `{name}` placeholders filled as in the app's
 * dictionary (i18n.ts), the language the app's setting.
 */
import { featureWords, type FeatureText } from '../i18n/featureWords';
import { en, type PresentKey } from './presentWords.en';

const WORDS = featureWords<PresentKey>(en, { ru: () => import('./presentWords.ru') });

/** Presenter mode's words in a language. */
export type PresentTranslator = FeatureText<PresentKey>;

/** The translator of presenter mode's words in `language` (English until `loadPresentWords`). */
export const presentTranslator = WORDS.textIn;

/** Fetches presenter mode's words in `language`. */
export const loadPresentWords = WORDS.load;

/** Presenter mode's words in the current language (re-renders when it changes or they come). */
export const usePresentT = WORDS.useText;

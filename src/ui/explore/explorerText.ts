/**
 * The piece explorer's words. They live with the explorer (a chunk of its own) rather than in the
 * app's dictionary (i18n.ts), which the home page loads: English (explorerWords.en.ts) with the
 * chunk, Russian (explorerWords.ru.ts) fetched when it is chosen, read through the one helper of
 * such catalogues (featureWords.ts).
 */
import { featureWords, type FeatureText } from '../i18n/featureWords';
import { en, type ExplorerKey } from './explorerWords.en';

const WORDS = featureWords<ExplorerKey>(en, { ru: () => import('./explorerWords.ru') });

/** The explorer's words in a language. */
export type ExplorerText = FeatureText<ExplorerKey>;

/** The explorer's words in the current language. */
export const useExplorerText = WORDS.useText;

/**
 * The words of starting a study and of the list of studies, in their own chunk (the dialog's and
 * the list page's) so that the pages with a "New study" button do not carry them: English
 * (studyEntryWords.en.ts) with the chunk, Russian (studyEntryWords.ru.ts) fetched when it is
 * chosen, read through the one helper of such catalogues (featureWords.ts).
 */
import { featureWords } from '../i18n/featureWords';
import { en, type StudyEntryKey } from './studyEntryWords.en';

const WORDS = featureWords<StudyEntryKey>(en, { ru: () => import('./studyEntryWords.ru') });

/** The words in the current language (re-renders when it changes or they come). */
export const useStudyEntryWords = WORDS.useText;

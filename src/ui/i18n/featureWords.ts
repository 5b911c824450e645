/**
 * The one helper for the words a feature keeps beside its own code, in a chunk of its own, out of
 * the app's catalogue (i18n.en.ts), which ships with the home page: the presenter's
 * (present/presentWords.ts), the piece explorer's (explore/explorerText.ts) and the online
 * panel's (online/onlineWords.ts). A feature gives one catalogue per language with the same typed
 * keys (a Russian entry missing for an English key is a type error); the words are read as the
 * app's are: `{name}` placeholders, plural forms by `|` (i18n.ts), the language the app's setting.
 */
import { LANGUAGES, useSettings, type Language } from '../../game/settings';
import { countIn, fillPlaceholders, type MessageParams } from './i18n';

/** A feature's words in one language: `text('title')`, `text.count('squares', 3)`. */
export interface FeatureText<K extends string> {
  readonly language: Language;
  (key: K, params?: MessageParams): string;
  /** A count with its noun, from an entry whose forms are separated by `|`: '3 squares', '3 поля'. */
  count(key: K, count: number): string;
}

/** A feature's catalogues, read in a given language (`textIn`) or the app's (`useText`). */
export function featureWords<K extends string>(catalogues: Record<Language, Record<K, string>>) {
  const texts = Object.fromEntries(
    LANGUAGES.map((language) => {
      const words = catalogues[language];
      const text = (key: K, params?: MessageParams) => fillPlaceholders(words[key], params);
      const count = (key: K, n: number) => countIn(language, words[key], n);
      return [language, Object.assign(text, { language, count })];
    }),
  ) as Record<Language, FeatureText<K>>;
  return {
    textIn: (language: Language): FeatureText<K> => texts[language],
    /** The words in the app's language (the component re-renders when it changes). */
    useText: (): FeatureText<K> => texts[useSettings((state) => state.language)],
  };
}

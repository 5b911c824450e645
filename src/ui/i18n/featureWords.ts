/**
 * The one helper for the words a feature keeps beside its own code, in a chunk of its own, out of
 * the app's catalogue (i18n.en.ts), which ships with the home page: the presenter's
 * (present/presentWords.ts), the piece explorer's (explore/explorerText.ts), the online panel's
 * (online/onlineWords.ts) and the lessons' (learn/lessonText.ts). A feature gives one catalogue
 * per language with the same typed keys, in files of their own (`fooWords.en.ts`,
 * `fooWords.ru.ts`: a Russian entry missing for an English key is a type error). As with the
 * app's catalogue (i18n.ts `loadLanguage`), English comes with the feature's chunk and every
 * other language is a loader, `ru: () => import('./fooWords.ru')`, fetched the first time the
 * feature is used in that language; until it has come the words are English, and the components
 * that read them re-render when it arrives. The words of the language chosen when the feature's
 * chunk comes are fetched at once, and the first render waits for them (it suspends: the lazy
 * page's Suspense shows nothing meanwhile, as while its chunk comes), so a page opened in Russian
 * shows no English first; a language chosen later shows English until its words come. The words
 * are read as the app's are: `{name}` placeholders, plural forms by `|` (i18n.ts).
 */
import { use, useEffect, useSyncExternalStore } from 'react';
import { settingsStore, useSettings, type Language } from '../../game/settings';
import { countIn, fillPlaceholders, type MessageParams } from './i18n';

/** A feature's words in one language: `text('title')`, `text.count('squares', 3)`. */
export interface FeatureText<K extends string> {
  /** The language of these words: English while the one asked for has not come. */
  readonly language: Language;
  (key: K, params?: MessageParams): string;
  /** A count with its noun, from an entry whose forms are separated by `|`: '3 squares', '3 поля'. */
  count(key: K, count: number): string;
}

type Fetched = Exclude<Language, 'en'>;

/** Each language but English as a loader of its module, which exports its catalogue by its name. */
type Loaders<K extends string> = {
  [L in Fetched]: () => Promise<Record<L, Record<K, string>>>;
};

const textOf = <K extends string>(language: Language, words: Record<K, string>): FeatureText<K> =>
  Object.assign((key: K, params?: MessageParams) => fillPlaceholders(words[key], params), {
    language,
    count: (key: K, n: number) => countIn(language, words[key], n),
  });

/**
 * A feature's catalogues: English given, the others fetched (`load`), read in a given language
 * (`textIn`) or the app's (`useText`).
 */
export function featureWords<K extends string>(en: Record<K, string>, loaders: Loaders<K>) {
  const english = textOf('en', en);
  const texts: Partial<Record<Language, FeatureText<K>>> = { en: english };
  const coming: Partial<Record<Language, Promise<void>>> = {};
  const arrivals = new Set<() => void>();

  /** Fetches a language's words (once; after a failure the next call tries again). */
  const load = (language: Language): Promise<void> => {
    if (language === 'en' || texts[language]) return Promise.resolve();
    return (coming[language] ??= loaders[language]().then(
      (module) => {
        texts[language] = textOf(language, module[language]);
        for (const arrived of arrivals) arrived();
      },
      (error: unknown) => {
        delete coming[language]; // offline and not cached: English until a later try succeeds
        throw error;
      },
    ));
  };

  /** The words in `language` if they have come, else in English. */
  const textIn = (language: Language): FeatureText<K> => texts[language] ?? english;

  const subscribe = (arrived: () => void) => {
    arrivals.add(arrived);
    return () => arrivals.delete(arrived);
  };

  // The words of the language chosen when the feature's chunk came (English if they cannot come).
  const ready = load(settingsStore.getState().language).catch(() => undefined);

  return {
    load,
    textIn,
    /**
     * The words in the app's language, fetched if need be (English meanwhile, but the feature's
     * first render waits for those of the language chosen when it came: it suspends); the
     * component re-renders when the language changes and when its words arrive.
     */
    useText: (): FeatureText<K> => {
      use(ready);
      const language = useSettings((state) => state.language);
      const shown = () => textIn(language);
      const text = useSyncExternalStore(subscribe, shown, shown); // (the same when prerendered)
      const missing = text.language !== language;
      useEffect(() => {
        if (missing) load(language).catch(() => undefined);
      }, [language, missing]);
      return text;
    },
  };
}

/**
 * The interface in English and Russian: one catalogue per language with the same typed keys
 * (i18n.en.ts, i18n.ru.ts: a Russian entry missing for an English key is a type error), `{name}`
 * placeholders, and the plural forms for counts (chosen by the browser's `Intl.PluralRules`). No
 * i18n library: the app has two languages and a few hundred strings, which a page of code covers.
 * English ships with the home page; Russian is fetched when it is chosen (`loadLanguage`; the app
 * waits for it before its first render when it is the stored choice), and until it has come the
 * words are English. Problems that the rules core reports (a FEN, record or move error) are codes
 * with parameters: `problemText` words them in the language shown.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { describeProblem, type Problem } from '../../rules';
import type { GameId } from '../common/games';
import { useSettings, type Language } from '../../game/settings';
import { en, type MessageKey } from './i18n.en';
import type * as RussianModule from './i18n.ru';

export type { MessageKey } from './i18n.en';

type RussianCatalogue = typeof RussianModule;

let russian: RussianCatalogue | null = null;
let russianComing: Promise<void> | null = null;
const arrivals = new Set<() => void>();

/** Fetches a language's catalogue (once); English is always here. */
export function loadLanguage(language: Language): Promise<void> {
  if (language === 'en' || russian) return Promise.resolve();
  russianComing ??= import('./i18n.ru').then(
    (catalogue) => {
      russian = catalogue;
      for (const arrived of arrivals) arrived();
    },
    (error: unknown) => {
      russianComing = null; // offline and not cached: English until a later try succeeds
      throw error;
    },
  );
  return russianComing;
}

/** Whether a language's words are here (English always; Russian once loaded). */
const isLoaded = (language: Language): boolean => language === 'en' || russian !== null;

const dictionary = (language: Language): Record<MessageKey, string> =>
  language === 'ru' && russian ? russian.ru : en;

export type MessageParams = Record<string, string | number>;

/** The message `key` in `language`, with `{name}` placeholders filled from `params`. */
export function translate(language: Language, key: MessageKey, params?: MessageParams): string {
  return fillPlaceholders(dictionary(language)[key], params);
}

/** A text with its `{name}` placeholders filled from `params` (unknown names stay as written). */
export function fillPlaceholders(text: string, params?: MessageParams): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** The plural categories of each language in the order a `unit.*` entry lists its forms. */
const PLURAL_FORMS: Record<Language, readonly Intl.LDMLPluralRule[]> = {
  en: ['one', 'other'],
  ru: ['one', 'few', 'many'],
};
const PLURAL_RULES: Record<Language, Intl.PluralRules> = {
  en: new Intl.PluralRules('en'),
  ru: new Intl.PluralRules('ru'),
};

/**
 * Which plural form a whole count takes (the language's CLDR rule, `Intl.PluralRules`): English
 * one/other; Russian one/few/many.
 */
export function pluralIndex(language: Language, count: number): number {
  const forms = PLURAL_FORMS[language];
  const index = forms.indexOf(PLURAL_RULES[language].select(Math.abs(Math.trunc(count))));
  return index < 0 ? forms.length - 1 : index;
}

/** A count with its noun, from a `unit.*` key whose forms are separated by `|`: '3 хода'. */
export function countOf(
  language: Language,
  key: Extract<MessageKey, `unit.${string}`>,
  count: number,
): string {
  return countIn(language, dictionary(language)[key], count);
}

/** A count with its noun from forms separated by `|` (`'поле|поля|полей'`): '3 поля'. */
export function countIn(language: Language, forms: string, count: number): string {
  const form = forms.split('|');
  return `${count} ${form[Math.min(pluralIndex(language, count), form.length - 1)]}`;
}

/** A game's name, origin, tagline or description in `language`. */
export function gameText(
  language: Language,
  game: GameId,
  field: 'name' | 'origin' | 'tagline' | 'description',
): string {
  return translate(language, `game.${game}.${field}`);
}

/** A problem reported by the rules core, in `language`. */
export function problemText(language: Language, problem: Problem): string {
  return language === 'ru' && russian ? russian.ruProblemText(problem) : describeProblem(problem);
}

export interface Translator {
  readonly language: Language;
  (key: MessageKey, params?: MessageParams): string;
}

/** A translator for `language`. */
export function translator(language: Language): Translator {
  return Object.assign(
    (key: MessageKey, params?: MessageParams) => translate(language, key, params),
    {
      language,
    },
  );
}

const TRANSLATORS: Record<Language, Translator> = { en: translator('en'), ru: translator('ru') };

/**
 * The translator of the current language; components re-render when the language changes, and
 * when a language chosen just now arrives (English meanwhile).
 */
export function useT(): Translator {
  const language = useSettings((state) => state.language);
  const isHere = () => isLoaded(language);
  const loaded = useSyncExternalStore(subscribeArrivals, isHere, isHere); // (the same when prerendered)
  useEffect(() => {
    if (!loaded) loadLanguage(language).catch(() => undefined);
  }, [language, loaded]);
  return TRANSLATORS[loaded ? language : 'en'];
}

function subscribeArrivals(arrived: () => void): () => void {
  arrivals.add(arrived);
  return () => arrivals.delete(arrived);
}

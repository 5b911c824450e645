/**
 * The app's two languages and how one is picked from a browser's list of languages: shared by the
 * settings (the default before the player chooses, src/game/settings.ts) and the server, which
 * sends a prerendered page in the language the app would show (src/server/pageLanguage.ts).
 */
export const LANGUAGES = ['en', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The language of the first of the browser's languages the app knows; English otherwise. */
export function languageFrom(browserLanguages: readonly string[]): Language {
  for (const tag of browserLanguages) {
    const base = tag.toLowerCase().split(/[-_]/)[0];
    if (base === 'ru' || base === 'en') return base;
  }
  return 'en';
}

/** The cookie in which the app keeps the language chosen, for the server's page (no secret). */
export const LANGUAGE_COOKIE = 'pw-lang';

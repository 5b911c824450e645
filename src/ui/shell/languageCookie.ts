// The language shown, kept in a cookie as well as in the settings (which the server cannot
// read), so that the server sends the home page and the lobby prerendered in that language
// (src/server/pageLanguage.ts). Written at start (a choice made before this cookie existed) and at
// every change. Not a secret and not an identity: a year, the whole site, SameSite=Lax.
import { LANGUAGE_COOKIE } from '../../protocol/languages';
import { settingsStore, type Language } from '../../game/settings';

function keep(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
}

/** Keeps the cookie in step with the language setting from now on. */
export function keepLanguageCookie(): void {
  keep(settingsStore.getState().language);
  settingsStore.subscribe((state, previous) => {
    if (state.language !== previous.language) keep(state.language);
  });
}

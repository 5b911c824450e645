/**
 * Which prerendered page the server sends for a page address (docs/performance.md, 2026-12-07):
 * the build prerenders the home page (`/`), the lobby (`/?lobby`) and a new game of each game
 * (`/?game=plunder`, both boards of Parallel worlds) in English and Russian
 * (vite.config.ts, prerender); any other address gets app.html, the same page with an empty #root
 * and the app's script as Vite writes it (fetched at once: there is nothing to paint before the
 * app has rendered), which the app renders itself.
 * The language is the one the app will show: the player's choice, which the app keeps in the
 * `pw-lang` cookie as well as in its settings; else the first language of `Accept-Language` that
 * the app knows (the app's own default, from the browser's languages); else English.
 */
import type { IncomingMessage } from 'node:http';
import { LANGUAGE_COOKIE, LANGUAGES, languageFrom, type Language } from '../protocol/languages';
import { readCookie } from './identity/cookies';

/**
 * The addresses prerendered (their query string) and their page's name: the home page, the lobby
 * and a new game of each game from its start position (a link to a game, the page a phone opens
 * from a shared address), in each board of a game that has two.
 */
const PRERENDERED: Record<string, string> = {
  '': 'home',
  '?lobby': 'lobby',
  '?game=pocket-mutation': 'game-pocket-mutation',
  '?game=plunder': 'game-plunder',
  '?game=parallel-worlds&view=2d': 'game-parallel-worlds-2d',
  '?game=parallel-worlds&view=3d': 'game-parallel-worlds-3d',
};

/** The addresses the build prerenders (their query string). */
export const PRERENDERED_ADDRESSES = Object.keys(PRERENDERED);

/** The languages of an `Accept-Language` header, by preference (`q`), best first. */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), order };
    })
    .filter(({ tag, q }) => tag !== '' && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order)
    .map(({ tag }) => tag);
}

/** The language of the page for this request: the cookie's, else Accept-Language's, else English. */
export function pageLanguage(request: IncomingMessage): Language {
  const chosen = readCookie(request.headers.cookie, LANGUAGE_COOKIE);
  if ((LANGUAGES as readonly string[]).includes(chosen ?? '')) return chosen as Language;
  return languageFrom(acceptedLanguages(request.headers['accept-language']));
}

/** The file of dist/ that answers a page address (`search`: its query string, '' or `?…`). */
export function pageFile(search: string, language: Language): string {
  const page = PRERENDERED[search];
  if (!page) return '/app.html';
  return page === 'home' && language === 'en' ? '/index.html' : `/${page}.${language}.html`;
}

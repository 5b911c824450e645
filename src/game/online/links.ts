/**
 * The links of online play (issue 26, docs/online.md), as pure functions over strings so that
 * the pages, the tests and the invite panel agree on one form: a seat (or the organiser's) link
 * `/?online=<gameId>#key=<key>` (the key after `#`, so it never reaches a server log or a
 * `Referer`), the watch link `/?online=<gameId>`, and a follow link `/?follow=<code>`. The
 * `view=` of the game page may ride along (`/?online=<gameId>&view=2d`).
 */
import { FOLLOW_CODE_PATTERN, GAME_ID_PATTERN, KEY_PATTERN } from '../../protocol/ids';

/** The board a link asks for, or null: the player's setting. */
export type LinkView = '2d' | '3d' | null;

/** A seat or organiser link when `key` is given, else the watch link. */
export function gameLink(origin: string, gameId: string, key?: string, view: LinkView = null) {
  const viewPart = view ? `&view=${view}` : '';
  return `${origin}/?online=${gameId}${viewPart}${key ? `#key=${key}` : ''}`;
}

/** The link a follower opens. */
export const followLink = (origin: string, code: string) => `${origin}/?follow=${code}`;

/** The key in an address's hash (`#key=…`), or null when there is none or it is not a key. */
export function keyOfHash(hash: string): string | null {
  const key = new URLSearchParams(hash.replace(/^#/, '')).get('key');
  return key !== null && KEY_PATTERN.test(key) ? key : null;
}

/** Whether a text is a game id (the room of a game, its watch link). */
export const isGameIdText = (text: string): boolean => GAME_ID_PATTERN.test(text);

/** A follow code as a person types it (`abc 234` → `ABC234`), or null when it is none. */
export function readFollowCode(text: string): string | null {
  const code = text.replace(/[\s-]/g, '').toUpperCase();
  return FOLLOW_CODE_PATTERN.test(code) ? code : null;
}

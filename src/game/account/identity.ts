/**
 * Who this browser is on the game server (issue 42): the identity `GET /api/me` answers (an
 * anonymous one with a generated name, or an account), held in one small store that the site
 * bar, the online page and `window.__test.me()` read. The home page carries only this store: the
 * server is asked (`refreshMe`, account.ts, a lazy chunk) only when it is needed — the player goes
 * online or opens the account dialog — never on the home page's load; the last answer is kept in
 * this browser so that the site bar can show the name at once on the next page (the server's
 * answer replaces it when it is next asked).
 */
import { useSyncExternalStore } from 'react';
import { createStore } from 'zustand/vanilla';
import type { Me } from '../../protocol/accounts';

const KEPT = 'pw-me';

/**
 * The identity this browser kept, as knowMe wrote it (a light check of its own writing: the
 * protocol's reader, account.ts's, stays out of the home page), or null.
 */
function keptMe(): Me | null {
  try {
    const kept = JSON.parse(localStorage.getItem(KEPT) ?? 'null') as Partial<Me> | null;
    return typeof kept?.name === 'string' && typeof kept.id === 'string'
      ? { id: kept.id, name: kept.name, account: kept.account === true }
      : null;
  } catch {
    return null;
  }
}

/** The identity known to this page: null before the server (or the last visit) has told it. */
export const identity = createStore<{ me: Me | null }>(() => ({ me: keptMe() }));

/** Sets the identity known (null: none, after an account is deleted) and keeps it for next time. */
export function knowMe(me: Me | null): void {
  identity.setState({ me });
  try {
    if (me) localStorage.setItem(KEPT, JSON.stringify(me));
    else localStorage.removeItem(KEPT);
  } catch {
    // storage refused (private mode): the name is asked again next time
  }
}

/**
 * The identity known, for a component. None in a page prerendered at build (src/cli/prerender.ts)
 * and while the browser hydrates it, so the hydrated page matches its HTML; the kept name shows
 * right after.
 */
export const useMe = (): Me | null =>
  useSyncExternalStore(
    identity.subscribe,
    () => identity.getState().me,
    () => null,
  );

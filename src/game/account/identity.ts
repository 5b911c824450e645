/**
 * Who this browser is on the game server (issue 42): the identity `GET /api/me` answers (an
 * anonymous one with a generated name, or an account), held in one small store that the site
 * bar, the online page and `window.__test.me()` read. It is asked of the server only when it is
 * needed (the player goes online or opens the account menu: `refreshMe`), never on the home
 * page's load; the last answer is kept in this browser so that the site bar can show the name at
 * once on the next page (the server's answer replaces it when it is next asked).
 */
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { readMe, type Me } from '../../protocol/accounts';
import { ask } from './ask';

const KEPT = 'pw-me';

function keptMe(): Me | null {
  try {
    return readMe(JSON.parse(localStorage.getItem(KEPT) ?? 'null'));
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

let asking: Promise<Me | null> | null = null;

/** Asks the server who this browser is (once at a time; the server creates an anonymous identity). */
export function refreshMe(): Promise<Me | null> {
  return (asking ??= ask('GET', '/api/me').then((answer) => {
    asking = null;
    const me = answer.ok && answer.status === 200 ? readMe(answer.value) : null;
    if (me) knowMe(me);
    return me;
  }));
}

/** The identity known, for a component. */
export const useMe = (): Me | null => useStore(identity, (state) => state.me);

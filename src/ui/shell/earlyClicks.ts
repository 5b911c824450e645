/**
 * Clicks made on the prerendered page before the app has hydrated it (issue 44's first screen
 * from HTML): the buttons are drawn at once but do nothing until React has attached, so a quick
 * player's click on "Sign in" or "Create a game" would be lost. index.html's head holds such
 * clicks on buttons (`window.__pwEarlyClicks`, the button each went to). A page's buttons are
 * live when the page's part of the tree has committed, which for a lazy page (the lobby) is
 * later than the root, once its chunk has come; React drops a click on a part it cannot hydrate
 * at once. So every page's site bar, once mounted (`useReplayEarlyClicks`), stops the holding
 * and clicks each held button again, in order, each when React owns it (it keeps its props on
 * the element, `__reactProps$…`: a button in a part still loading is looked at again each frame,
 * for at most REPLAY_WAIT_MS). A page rendered afresh (another address or language) was hidden
 * meanwhile: its held clicks are dropped (`dropEarlyClicks`).
 */
import { useEffect } from 'react';

declare global {
  interface Window {
    /** The buttons clicked before hydration, in order; undefined once the app is live. */
    __pwEarlyClicks?: Element[];
  }
}

/** How long a held click waits for its button to be live before it is given up. */
const REPLAY_WAIT_MS = 10_000;

const live = (element: Element): boolean =>
  Object.keys(element).some((key) => key.startsWith('__reactProps$'));

/** Ends the holding, and forgets the held clicks (returned). */
export function dropEarlyClicks(): Element[] {
  const held = window.__pwEarlyClicks ?? [];
  delete window.__pwEarlyClicks;
  return held;
}

/** Ends the holding and clicks the held buttons again, in order, each once it is live. */
function replayEarlyClicks(): void {
  const held = dropEarlyClicks();
  const until = performance.now() + REPLAY_WAIT_MS;
  const next = () => {
    while (held.length > 0) {
      const button = held[0]!;
      if (!button.isConnected || !(button instanceof HTMLElement)) held.shift();
      else if (live(button)) {
        held.shift();
        button.click();
      } else if (performance.now() < until) return void requestAnimationFrame(next);
      else return;
    }
  };
  next();
}

/** Replays the held clicks once the calling page (its site bar) has mounted. */
export const useReplayEarlyClicks = (): void => useEffect(replayEarlyClicks, []);

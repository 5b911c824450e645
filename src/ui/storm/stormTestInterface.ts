/**
 * Puzzle Storm's answer to `window.__test.storm()` (the contract: src/game/testInterface.ts,
 * `StormReport`), installed by the storm page over whatever `window.__test` the game page
 * installed (after it, so that it survives that install: the page installs it again whenever the
 * board's store changes), or on a new one on the screens without a board. Taken away, `storm()`
 * answers null again.
 */
import type { StormReport, TestInterface } from '../../game/testInterface';

/** Makes `read` answer `window.__test.storm()`; returns the function that takes it away. */
export function installStormTestInterface(read: () => StormReport): () => void {
  const api = (window.__test ?? { storm: () => null }) as TestInterface;
  api.storm = read;
  window.__test = api;
  return () => {
    if (api.storm === read) api.storm = () => null;
  };
}

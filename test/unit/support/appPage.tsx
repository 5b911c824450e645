// The app shell rendered as a page load for the component tests of src/ui/shell (App.test.tsx,
// game-page-renders.test.tsx): a game host per load, and before each test the browser's storage,
// its game library (fake-indexeddb) and the language (English) as a first visit finds them.
import { IDBFactory } from 'fake-indexeddb';
import { act, configure, render } from '@testing-library/react';
import { createGameHost, type GameHost } from '../../../src/game/host';
import { settingsStore } from '../../../src/game/settings';
import { App } from '../../../src/ui/shell/App';

// The game page is a lazy chunk: on a busy machine its first import takes more than the default
// second of findBy*.
configure({ asyncUtilTimeout: 5000 });

let host: GameHost = createGameHost();

/** The current page load's game host. */
export const pageHost = (): GameHost => host;

/** A fresh page load: the old host closed, a new one made (the storage kept). */
export function reload(): void {
  host = createGameHost();
}

/** Empties what a first visit finds empty and makes a new host; for a `beforeEach`. */
export async function firstVisit(): Promise<void> {
  window.localStorage.clear();
  await host.close();
  host = createGameHost();
  globalThis.indexedDB = new IDBFactory();
  act(() => settingsStore.getState().update({ language: 'en' }));
}

/** Opens the app at an address (`?game=…`, or '' for the home page). */
export function visit(search: string) {
  window.history.replaceState(null, '', `/${search}`);
  return render(<App host={host} />);
}

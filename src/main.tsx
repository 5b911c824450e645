// Browser entry point: once the chosen language's words are here, mounts the app shell into #root
// (AppTree: the app with the offline app's update offer, in strict mode) and starts the offline
// app (the service worker). An address with `blind` sets the screen-reader mode first.
//
// The build prerenders the home page, the lobby and a new game of each game in each language
// (vite.config.ts, prerender; <html> then names the address and language it holds). When they are
// this page's address and the language the app shows, React hydrates that HTML; otherwise
// (another address, a language other than the one the server guessed, the screen-reader mode, an
// offline start from the cached home page) it renders afresh, replacing the HTML. A mismatch found while hydrating is reported on the console. On a
// prerendered page this script starts only after the HTML's first paint (vite.config.ts,
// afterFirstPaint), and hydration runs in a transition, in slices.
import { startTransition } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { settingsStore } from './game/settings';
import { AppTree } from './ui/shell/AppTree';
import { startOfflineApp } from './ui/shell/appUpdate';
import { loadLanguage } from './ui/i18n/i18n';
import { keepLanguageCookie } from './ui/shell/languageCookie';
import { dropEarlyClicks } from './ui/shell/earlyClicks';
import './ui/shell/app.css';
// The controls every page draws (buttons, panels, dialogs, text inputs) are styled in
// gamePage.css; it loads with the shell, not with the lazy game page, or the home page and the
// other pages would show bare buttons until a game was opened.
import './ui/play/gamePage.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const page = document.documentElement;

/**
 * Whether #root holds this very page prerendered as the app will show it: in its language, and
 * not in the screen-reader mode (whose pages differ; the build renders without it).
 */
const prerendered = (): boolean =>
  page.dataset.address === location.search &&
  location.hash === '' &&
  page.lang === settingsStore.getState().language &&
  !settingsStore.getState().screenReader;

const render = () => {
  if (prerendered())
    // In a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole tree (a phone's first input is not kept waiting).
    startTransition(() => {
      hydrateRoot(container, <AppTree />, {
        onRecoverableError: (error, info) =>
          console.error('Hydration mismatch: rendered afresh.', error, info.componentStack),
      });
    });
  else {
    dropEarlyClicks(); // (the page was hidden: nothing was clicked on purpose)
    const root = createRoot(container);
    flushSync(() => root.render(<AppTree />)); // the HTML replaced at once, while still hidden
  }
  delete page.dataset.afresh; // (index.html's head hides a page prerendered for another address)
};
// `?blind` (the address of lichess's blind mode) turns the screen-reader mode on, `?blind=0` off.
const blind = new URLSearchParams(location.search).get('blind');
if (blind !== null) settingsStore.getState().update({ screenReader: blind !== '0' });
keepLanguageCookie();

// A stored choice of Russian is fetched before the first render, so no English flashes first.
loadLanguage(settingsStore.getState().language).then(render, render);

startOfflineApp();

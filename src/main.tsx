// Browser entry point: once the chosen language's words are here, mounts the app shell into #root with React's strict mode on, with the
// offline app's update offer beside it, and starts the offline app (the service worker). An
// address with `blind` sets the screen-reader mode first.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { settingsStore } from './game/settings';
import { App } from './ui/shell/App';
import { startOfflineApp } from './ui/shell/appUpdate';
import { loadLanguage } from './ui/i18n/i18n';
import { UpdateOffer } from './ui/shell/UpdateOffer';
import './ui/shell/app.css';
// The controls every page draws (buttons, panels, dialogs, text inputs) are styled in
// gamePage.css; it loads with the shell, not with the lazy game page, or the home page and the
// other pages would show bare buttons until a game was opened.
import './ui/play/gamePage.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const render = () =>
  createRoot(container).render(
    <StrictMode>
      <App />
      <UpdateOffer />
    </StrictMode>,
  );
// `?blind` (the address of lichess's blind mode) turns the screen-reader mode on, `?blind=0` off.
const blind = new URLSearchParams(location.search).get('blind');
if (blind !== null) settingsStore.getState().update({ screenReader: blind !== '0' });

// A stored choice of Russian is fetched before the first render, so no English flashes first.
loadLanguage(settingsStore.getState().language).then(render, render);

startOfflineApp();

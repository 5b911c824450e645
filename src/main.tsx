// Browser entry point: mounts the app shell into #root with React's strict mode on, with the
// offline app's update offer beside it, and starts the offline app (the service worker).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './ui/App';
import { startOfflineApp } from './ui/appUpdate';
import { UpdateOffer } from './ui/UpdateOffer';
import './ui/app.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
    <UpdateOffer />
  </StrictMode>,
);

startOfflineApp();

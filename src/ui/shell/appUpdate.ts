/// <reference types="vite-plugin-pwa/vanillajs" />
/**
 * The offline app's service worker, seen from the page: registers it (production builds only,
 * after the page has loaded, through a lazily imported chunk so the home page stays small), and
 * holds whether a new version is waiting. The worker is built with `registerType: 'prompt'`
 * (vite.config.ts): a new version installs in the background and then waits, so an update never
 * reloads the page by itself — in the middle of a demo least of all. It is applied, and the page
 * reloaded once, only when
 *  - the user presses "Reload" on the "Update ready" offer (UpdateOffer.tsx), or
 *  - presenter mode's idle reset fires: the page dispatches `window.dispatchEvent(new
 *    Event('pw:idle-reset'))` (IDLE_RESET_EVENT) when it returns to the attract loop, the moment
 *    when nobody is in the middle of anything.
 * A page open for hours (a fair) asks for a new version once an hour while online.
 */
import { useSyncExternalStore } from 'react';

/** The window event with which presenter mode announces its idle reset (the contract). */
export const IDLE_RESET_EVENT = 'pw:idle-reset';

const UPDATE_CHECK_MS = 60 * 60 * 1000;

let updateWaiting = false;
let applyWaitingUpdate: (() => Promise<void>) | null = null;
const listeners = new Set<() => void>();

function announce(): void {
  for (const listener of listeners) listener();
}

let reloading = false;

/** Reloads the page once, when the new version has taken over. */
function reloadOnce(): void {
  if (reloading) return;
  reloading = true;
  window.location.reload();
}

/** Applies the waiting version: it takes over and the page reloads once. No-op without one. */
export function applyUpdate(): void {
  if (!updateWaiting || !applyWaitingUpdate) return;
  // Workbox reloads only a page that was controlled when it loaded; a first visit that found an
  // update before its next load reloads here.
  navigator.serviceWorker.addEventListener('controllerchange', reloadOnce, { once: true });
  void applyWaitingUpdate();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a new version is installed and waiting to be applied (re-renders when it changes). */
export function useUpdateWaiting(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => updateWaiting,
    () => false,
  );
}

function register(): void {
  void import('virtual:pwa-register')
    .then(({ registerSW }) => {
      applyWaitingUpdate = registerSW({
        immediate: true,
        onNeedReload: reloadOnce,
        onNeedRefresh() {
          updateWaiting = true;
          announce();
        },
        onRegisteredSW(_url, registration) {
          if (!registration) return;
          setInterval(() => {
            if (navigator.onLine) registration.update().catch(() => undefined);
          }, UPDATE_CHECK_MS);
        },
        onRegisterError(error: unknown) {
          // The app works without it (only not offline): say so quietly, for the operator.
          console.warn('The offline app could not be installed:', error);
        },
      });
    })
    .catch((error: unknown) => console.warn('The offline app could not be loaded:', error));
}

/**
 * Starts the offline app: registers the service worker once the page has loaded, and applies a
 * waiting update at presenter mode's idle reset. Does nothing in development (`vite dev`) or
 * where the browser has no service workers (an address opened from `file://`, an old browser).
 */
export function startOfflineApp(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener(IDLE_RESET_EVENT, applyUpdate);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

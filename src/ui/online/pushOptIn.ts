/**
 * Web Push, opt-in (issue 43): whether this browser can take pushes, whether it has subscribed,
 * and the two actions of the "Tell me when it is my turn" button. The browser's permission is
 * asked only in `subscribe`, which the button's click calls; the subscription is made with the
 * server's VAPID key (`GET /api/push/key`) through the app's service worker (vite.config.ts; its
 * push handler is public/push-sw.js) and given to the server (`POST /api/push/subscriptions`);
 * `unsubscribe` takes it back from both.
 */
import { ask } from '../../game/account/ask';

/** How long the service worker may take to be ready (none under `vite dev`). */
const READY_MS = 5000;

export type PushStatus = 'unsupported' | 'denied' | 'off' | 'on';

const supported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

async function registration(): Promise<ServiceWorkerRegistration | null> {
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), READY_MS));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

export async function pushStatus(): Promise<PushStatus> {
  if (!supported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const ready = await registration();
  if (!ready) return 'unsupported';
  return (await ready.pushManager.getSubscription()) ? 'on' : 'off';
}

/** Asks the permission (call it from a click), subscribes and tells the server. */
export async function subscribe(): Promise<PushStatus> {
  if (!supported()) return 'unsupported';
  if ((await Notification.requestPermission()) !== 'granted') return 'denied';
  const ready = await registration();
  const key = await ask('GET', '/api/push/key');
  const publicKey = key.ok ? (key.value as { key?: unknown } | null)?.key : null;
  if (!ready || typeof publicKey !== 'string') return 'unsupported';
  const subscription = await ready.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: publicKey,
  });
  const { endpoint, keys } = subscription.toJSON();
  const kept = await ask('POST', '/api/push/subscriptions', { endpoint, keys });
  if (kept.ok && kept.status === 201) return 'on';
  await subscription.unsubscribe();
  return 'off';
}

/** Forgets this browser's subscription, here and on the server. */
export async function unsubscribe(): Promise<PushStatus> {
  const ready = supported() ? await registration() : null;
  const subscription = await ready?.pushManager.getSubscription();
  if (subscription) {
    await ask('DELETE', '/api/push/subscriptions', { endpoint: subscription.endpoint });
    await subscription.unsubscribe();
  }
  return 'off';
}

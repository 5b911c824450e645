// The service worker's Web Push handler (issue 43), imported by the Workbox service worker that
// vite.config.ts generates (`workbox.importScripts`): a push of the game server (src/server/push.ts,
// `{ gameId, variant, url, deadline }`) is shown as a notification, "Your turn" in the browser's
// language (English or Russian, the app's two), and a click opens the game at the player's own seat
// link (a window already showing it is focused instead).
const WORDS = {
  en: { title: 'Your turn', body: 'Your opponent has moved.', app: 'Parallel Worlds' },
  ru: { title: 'Ваш ход', body: 'Соперник сделал ход.', app: 'Parallel Worlds' },
};

self.addEventListener('push', (event) => {
  let data;
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = {};
  }
  const words = (self.navigator.language || 'en').startsWith('ru') ? WORDS.ru : WORDS.en;
  const url = typeof data.url === 'string' && data.url.startsWith('/?online=') ? data.url : '/';
  event.waitUntil(
    self.registration.showNotification(`${words.title} – ${words.app}`, {
      body: words.body,
      icon: '/icons/icon-192.png',
      tag: typeof data.gameId === 'string' ? `turn-${data.gameId}` : 'turn',
      data: { url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url || '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === url);
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});

/**
 * Kabuto's service worker (issue 18). It keeps the app shell so the app opens fast and, without a
 * network, shows the offline screen in the customer's language. Quotes and money are never
 * served from a cache: the API (/api/), the live quote stream and the back office are not
 * touched at all, and no answer of the API is ever stored.
 *
 * - Pages (navigations): the network first; without one, the offline screen.
 * - Content-hashed files (assets/): from the cache once fetched (their content never changes).
 * - The offline screen and the icons: stored when the worker installs.
 */
const VERSION = 'kabuto-shell-v1';
const SHELL = ['./offline.html', './offline.js', './icons/icon-192.png', './manifest.webmanifest'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(VERSION)
      .then((cache) => cache.addAll(SHELL))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((key) => key !== VERSION).map((key) => caches.delete(key))),
      )
      .then(() => self.clients.claim()),
  );
});

function isAppFile(url) {
  const scope = new URL(self.registration.scope);
  if (url.origin !== scope.origin) return false;
  const path = url.pathname.slice(scope.pathname.length - 1);
  return !path.startsWith('/api/') && !path.startsWith('/admin');
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (!isAppFile(url)) return;

  if (request.mode === 'navigate') {
    event.respondWith(fetch(request).catch(() => caches.match('./offline.html')));
    return;
  }
  if (url.pathname.includes('/assets/')) {
    event.respondWith(
      caches.open(VERSION).then((cache) =>
        cache.match(request).then(
          (cached) =>
            cached ||
            fetch(request).then((response) => {
              if (response.ok) void cache.put(request, response.clone());
              return response;
            }),
        ),
      ),
    );
    return;
  }
  const shellFile = SHELL.some((file) => url.pathname.endsWith(file.slice(1)));
  if (shellFile) {
    event.respondWith(fetch(request).catch(() => caches.match(request)));
  }
});

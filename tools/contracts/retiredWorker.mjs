// The kill switch of the host's service worker: `STOREFRONT_SERVICE_WORKER=off npm run release -- host` ships this in
// place of the built /sw.js. A browser asks for /sw.js again at its next visit, bypassing the worker; this
// one takes over, empties the storefront's caches, unregisters, and reloads the pages the old one served.
export const WORKER_FILE = 'sw.js';

export const RETIRED_WORKER = `self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil((async () => {
  for (const name of await caches.keys()) await caches.delete(name);
  await self.registration.unregister();
  for (const client of await self.clients.matchAll({ type: 'window' })) client.navigate(client.url);
})()));
`;

/** The host's dev server serves it always: a worker a production build left on localhost:3000 must not serve a developer its precached page. */
export function retiredWorkerMiddleware(_req, res) {
  res.setHeader('Content-Type', 'application/javascript');
  res.setHeader('Cache-Control', 'no-cache');
  res.end(RETIRED_WORKER);
}

export const workerRetired = (env) => env.STOREFRONT_SERVICE_WORKER === 'off';
